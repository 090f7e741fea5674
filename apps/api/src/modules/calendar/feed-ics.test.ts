import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedEntry } from './calendar-repository';
import { renderFeed } from './feed-ics';

const entry = (over: Partial<FeedEntry> = {}): FeedEntry => ({
  id: '6f1c2b0e-8d4a-4b7e-9a51-0c3f2e1d4b5a',
  doseCode: 'mmr-1',
  name: 'MMR 1',
  fullName: 'Measles, mumps and rubella vaccine',
  description: 'Protects against measles; mumps, and rubella.',
  ageGroup: '9 months',
  dueDate: '2026-12-01',
  updatedAt: new Date('2026-11-22T06:30:00Z'),
  ...over,
});

const events = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

describe('renderFeed', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it.each(['Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])(
    'keeps the due date as a calendar date whatever the server zone is (%s)',
    (zone) => {
      process.env.TZ = zone;
      const text = renderFeed({
        childName: 'Ira',
        entries: [entry()],
        appUrl: 'https://tika.example',
      });
      expect(text).toContain('DTSTART;VALUE=DATE:20261201\r\n');
      expect(text).toContain('DTEND;VALUE=DATE:20261202\r\n');
    },
  );

  it('escapes commas and semicolons and reads back exactly', () => {
    const text = renderFeed({
      childName: 'Ira',
      entries: [entry({ name: 'DTaP, booster; 2' })],
      appUrl: 'https://tika.example/',
    });
    expect(text).toContain('SUMMARY:Ira: DTaP\\, booster\\; 2 due');
    const [event] = events(text);
    expect(event!.summary).toBe('Ira: DTaP, booster; 2 due');
    expect(event!.description).toBe(
      'Measles, mumps and rubella vaccine\n\nProtects against measles; mumps, and rubella.\n\nRecommended age: 9 months\nWhen it has been given, mark it in Tika and it leaves this calendar: https://tika.example/dashboard',
    );
    expect(String(event!.component.getFirstPropertyValue('url'))).toBe(
      'https://tika.example/dashboard',
    );
  });

  it("speaks the parent's language, vaccine names as doctors write them", () => {
    const text = renderFeed({
      childName: 'Ira',
      entries: [entry({ name: 'MMR 1' })],
      appUrl: 'https://tika.example',
      language: 'hi',
    });
    expect(text).toContain('X-WR-CALNAME:Tika – Ira के टीके');
    const [event] = events(text);
    expect(event!.summary).toBe('Ira: MMR 1 लगना है');
    expect(event!.description).toContain('सुझाई गई उम्र: 9 months');
    expect(text).toContain('DESCRIPTION:कल: Ira: MMR 1 लगना है');
  });

  it('leaves out an empty description and gives an empty calendar when nothing is pending', () => {
    const [event] = events(
      renderFeed({
        childName: 'Ira',
        entries: [entry({ description: '  ' })],
        appUrl: 'https://tika.example',
      }),
    );
    expect(
      event!.description.startsWith('Measles, mumps and rubella vaccine\n\nRecommended age'),
    ).toBe(true);
    const empty = renderFeed({ childName: 'Ira', entries: [], appUrl: 'https://tika.example' });
    expect(events(empty)).toEqual([]);
    expect(empty).toContain('X-WR-CALNAME:Tika – Ira vaccinations\r\n');
  });

  it('stamps each event with its last change, not the time of the request', () => {
    const text = renderFeed({
      childName: 'Ira',
      entries: [entry()],
      appUrl: 'https://tika.example',
    });
    expect(text).toContain('DTSTAMP:20261122T063000Z\r\n');
    expect(text).toContain('LAST-MODIFIED:20261122T063000Z\r\n');
  });
});
