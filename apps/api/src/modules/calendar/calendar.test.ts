import ICAL from 'ical.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { children, vaccineEntries } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createParent, createParentWithChild, type TestParent } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { VACCINES } from '../vaccines/schedules';

const LINKS = '/api/vaccinetracker/calendar/';
const RESET = '/api/vaccinetracker/calendar/reset/';
// 06:30 UTC = 12:00 in India on 22 Nov 2026.
const TODAY = '2026-11-22';

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  start: string;
  end: string;
  allDay: boolean;
  alarms: Array<{ action: string; trigger: string }>;
}

/** The feed read back by ical.js, as a calendar app would see it. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events: ParsedEvent[] = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      alarms: vevent.getAllSubcomponents('valarm').map((alarm) => ({
        action: String(alarm.getFirstPropertyValue('action')),
        trigger: String(alarm.getFirstPropertyValue('trigger')),
      })),
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    refresh: String(calendar.getFirstPropertyValue('refresh-interval')),
    ttl: String(calendar.getFirstPropertyValue('x-published-ttl')),
    events,
  };
}

describe('calendar feeds', () => {
  const ctx = useTestApp({ now: `${TODAY}T06:30:00.000Z` });

  async function parentWithChild(name = 'Kabir', dob = TODAY) {
    return createParentWithChild(ctx, { name, dob, gender: 'boy' });
  }
  const links = (parent: TestParent, childId: string) =>
    ctx.app.inject({ method: 'GET', url: `${LINKS}?child_id=${childId}`, headers: parent.headers });
  const reset = (parent: TestParent, childId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: RESET,
      headers: parent.headers,
      payload: { child_id: childId },
    });
  /** Fetches a feed the way a calendar app does: the path of its URL, no session. */
  const fetchFeed = (url: string) => ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
  const feedUrl = async (parent: TestParent, childId: string) =>
    (await links(parent, childId)).json().url as string;
  const pendingEntries = (childId: string) =>
    ctx.database.db
      .select()
      .from(vaccineEntries)
      .where(
        and(
          eq(vaccineEntries.childId, childId),
          eq(vaccineEntries.status, 'pending'),
          // The feed holds what the forecast says is due (not what is not needed or no longer due).
          inArray(vaccineEntries.forecastState, ['due', 'catch_up']),
        ),
      )
      .orderBy(asc(vaccineEntries.dueDate), asc(vaccineEntries.name));
  const setStatus = (parent: TestParent, vaccineId: string, status: 'complete' | 'pending') => {
    const form = multipart({
      vaccine_id: vaccineId,
      status,
      vaccinated_on: status === 'complete' ? TODAY : '',
      comment: '',
    });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/dashboard/',
      headers: { ...parent.headers, ...form.headers },
      payload: form.payload,
    });
  };

  it('gives the parent absolute https and webcal links to a child’s feed, the same on every call', async () => {
    const { parent, childId } = await parentWithChild();
    const res = await links(parent, childId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const { url, webcal_url } = res.json();
    expect(url).toMatch(/^http:\/\/localhost:8080\/api\/calendar\/[\w-]{22}\.[\w-]{43}\.ics$/);
    expect(webcal_url).toBe(url.replace('http://', 'webcal://'));
    expect((await links(parent, childId)).json().url).toBe(url);
    // The secret is derived, not stored: the child's row holds only a version number.
    const signature = url.split('/').at(-1)!.split('.')[1]!;
    const [row] = await ctx.database.db.select().from(children).where(eq(children.id, childId));
    expect(row!.calendarFeedVersion).toBe(1);
    expect(JSON.stringify(row)).not.toContain(signature);
  });

  it("answers 404 for another parent's child, and 401 without a session", async () => {
    const { parent, childId } = await parentWithChild();
    const before = await feedUrl(parent, childId);
    const stranger = await createParent(ctx);
    const foreign = await links(stranger, childId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Child not found', code: 'not_found' });
    expect((await reset(stranger, childId)).statusCode).toBe(404);
    // The stranger's reset changed nothing.
    expect(await feedUrl(parent, childId)).toBe(before);
    expect((await fetchFeed(before)).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${LINKS}?child_id=${childId}` })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: RESET, payload: { child_id: childId } }))
        .statusCode,
    ).toBe(401);
    expect((await links(parent, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('serves one all-day event per pending vaccine on its due date, with a reminder the day before', async () => {
    const { parent, childId } = await parentWithChild();
    const res = await fetchFeed(await feedUrl(parent, childId));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/private.*no-store/);

    const feed = parseFeed(res.body);
    expect(feed.name).toBe('Tika – Kabir vaccinations');
    expect(feed.refresh).toBe('PT12H');
    expect(feed.ttl).toBe('PT12H');
    const entries = await pendingEntries(childId);
    expect(entries.length).toBeGreaterThan(20);
    expect(feed.events).toHaveLength(entries.length);

    const byUid = new Map(feed.events.map((e) => [e.uid, e]));
    for (const entry of entries) {
      const event = byUid.get(`${entry.id}@tika`)!;
      expect(event).toBeDefined();
      expect(event.allDay).toBe(true);
      expect(event.start).toBe(entry.dueDate);
      expect(event.summary).toBe(`Kabir: ${entry.name} due`);
      expect(event.description).toContain(entry.fullName);
      expect(event.description).toContain(entry.description);
      expect(event.alarms).toEqual([{ action: 'DISPLAY', trigger: '-PT15H' }]);
    }
    const bcg = feed.events.find((e) => e.summary === 'Kabir: BCG due')!;
    expect(bcg).toMatchObject({ start: TODAY, end: '2026-11-23' });
    expect(bcg.description).toContain('Bacillus Calmette–Guérin vaccine');
  });

  it("describes each dose in the parent's language, from the schedule's data", async () => {
    const { parent, childId } = await parentWithChild();
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/language/',
      headers: parent.headers,
      payload: { language: 'hi' },
    });
    expect(set.statusCode).toBe(200);
    const feed = parseFeed((await fetchFeed(await feedUrl(parent, childId))).body);
    const bcg = feed.events.find((e) => e.summary === 'Kabir: BCG लगना है')!;
    expect(bcg.description).toContain(VACCINES.bcg!.descriptionHi);
    expect(bcg.description).not.toContain(VACCINES.bcg!.description);
  });

  it('gives the same UIDs (and bytes) on every fetch, so calendar apps update events instead of duplicating them', async () => {
    const { parent, childId } = await parentWithChild();
    const url = await feedUrl(parent, childId);
    const first = await fetchFeed(url);
    ctx.clock.advance(60 * 60 * 1000);
    const second = await fetchFeed(url);
    ctx.clock.set(`${TODAY}T06:30:00.000Z`);
    expect(parseFeed(second.body).events.map((e) => e.uid)).toEqual(
      parseFeed(first.body).events.map((e) => e.uid),
    );
    expect(second.body).toBe(first.body);
  });

  it('writes CRLF line endings and folds long lines at 75 octets without breaking UTF-8', async () => {
    const { parent, childId } = await parentWithChild('आरव शर्मा');
    const description =
      'दवा के बाद बच्चे को आराम दें; Give plenty of fluids, and call the doctor if fever lasts more than two days. '
        .repeat(4)
        .trim();
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/dashboard/addvaccine/',
      headers: parent.headers,
      payload: {
        child_id: childId,
        vaccine_name: 'Typhoid booster',
        description,
        recommended_date: '2027/02/01',
      },
    });
    expect(added.statusCode).toBe(201);

    const res = await fetchFeed(await feedUrl(parent, childId));
    const raw = res.rawPayload;
    const text = raw.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // The long description was folded: continuation lines start with one space.
    const descriptionStart = lines.findIndex((l) => l.startsWith('DESCRIPTION:Typhoid booster'));
    expect(descriptionStart).toBeGreaterThan(-1);
    expect(lines[descriptionStart + 1]!.startsWith(' ')).toBe(true);
    // No line splits a character: each decodes back to itself.
    for (const line of lines)
      expect(Buffer.from(line, 'utf8').toString('utf8')).not.toContain('\uFFFD');

    const feed = parseFeed(text);
    expect(feed.name).toBe('Tika – आरव शर्मा vaccinations');
    const custom = feed.events.find((e) => e.summary === 'आरव शर्मा: Typhoid booster due')!;
    expect(custom).toMatchObject({ start: '2027-02-01', allDay: true });
    expect(custom.description).toContain(description);
    expect(feed.events.find((e) => e.summary === 'आरव शर्मा: BCG due')).toBeDefined();
  });

  it('drops a vaccine from the feed once it is marked given, and brings it back if marked pending again', async () => {
    const { parent, childId } = await parentWithChild();
    const url = await feedUrl(parent, childId);
    const [bcg] = await ctx.database.db
      .select()
      .from(vaccineEntries)
      .where(and(eq(vaccineEntries.childId, childId), eq(vaccineEntries.name, 'BCG')));
    const before = parseFeed((await fetchFeed(url)).body).events;

    expect((await setStatus(parent, bcg!.id, 'complete')).statusCode).toBe(200);
    const after = parseFeed((await fetchFeed(url)).body).events;
    expect(after).toHaveLength(before.length - 1);
    expect(after.map((e) => e.uid)).not.toContain(`${bcg!.id}@tika`);

    expect((await setStatus(parent, bcg!.id, 'pending')).statusCode).toBe(200);
    const again = parseFeed((await fetchFeed(url)).body).events;
    expect(again.map((e) => e.uid).sort()).toEqual(before.map((e) => e.uid).sort());
  });

  it('resets the link: the old URL answers 404 and the new one works', async () => {
    const { parent, childId } = await parentWithChild();
    const old = await feedUrl(parent, childId);
    const res = await reset(parent, childId);
    expect(res.statusCode).toBe(200);
    const { url, webcal_url } = res.json();
    expect(url).not.toBe(old);
    expect(webcal_url).toBe(url.replace('http://', 'webcal://'));
    expect(await feedUrl(parent, childId)).toBe(url);

    const gone = await fetchFeed(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Not found', code: 'not_found' });
    const fresh = await fetchFeed(url);
    expect(fresh.statusCode).toBe(200);
    expect(parseFeed(fresh.body).events.length).toBeGreaterThan(0);
    // The same child id, a new signature.
    expect(new URL(url).pathname.slice(0, 36)).toBe(new URL(old).pathname.slice(0, 36));
  });

  it('answers a bare 404 to a tampered, malformed or borrowed secret', async () => {
    const { parent, childId } = await parentWithChild();
    const other = await parentWithChild();
    const path = new URL(await feedUrl(parent, childId)).pathname;
    const otherPath = new URL(await feedUrl(other.parent, other.childId)).pathname;
    const secret = path.slice('/api/calendar/'.length, -'.ics'.length);
    const [id, signature] = secret.split('.') as [string, string];
    const [otherId] = otherPath.slice('/api/calendar/'.length, -'.ics'.length).split('.') as [
      string,
    ];
    const flip = (s: string, i: number) =>
      s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);

    const attempts = [
      `/api/calendar/${id}.${flip(signature, 10)}.ics`,
      `/api/calendar/${id}.${flip(signature, 42)}.ics`,
      `/api/calendar/${flip(id, 3)}.${signature}.ics`,
      `/api/calendar/${otherId}.${signature}.ics`,
      `/api/calendar/${id}.${signature}`,
      `/api/calendar/${id}.${signature}.ics.ics`,
      `/api/calendar/${id}.ics`,
      `/api/calendar/${childId}.ics`,
      `/api/calendar/${id}.${signature.slice(0, 20)}.ics`,
      '/api/calendar/nonsense.ics',
      `/api/calendar/${'x'.repeat(300)}.ics`,
    ];
    for (const url of attempts) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('BEGIN:VCALENDAR');
    }
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  });

  it("stops serving a deleted child's feed", async () => {
    const parent = await createParent(ctx, {
      children: [
        { name: 'Ira', dob: TODAY, gender: 'girl' },
        { name: 'Kabir', dob: TODAY, gender: 'boy' },
      ],
    });
    const kids = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/vaccinetracker/onboarding/',
        headers: parent.headers,
      })
    ).json().children as Array<{ id: string; name: string }>;
    const ira = kids.find((k) => k.name === 'Ira')!;
    const url = await feedUrl(parent, ira.id);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
      payload: { child_id: ira.id },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it('answers HEAD like GET, for calendar apps that check first', async () => {
    const { parent, childId } = await parentWithChild();
    const res = await ctx.app.inject({
      method: 'HEAD',
      url: new URL(await feedUrl(parent, childId)).pathname,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  });
});
