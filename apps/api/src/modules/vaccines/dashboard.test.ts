import { describe, expect, it } from 'vitest';
import { addOffset } from '@tika/contract';
import { useTestApp } from '../../test/app';
import { createParent } from '../../test/factories';

// 06:30 UTC = 12:00 in India on 22 Nov 2026.
const NOW = '2026-11-22T06:30:00.000Z';
const TODAY = '2026-11-22';
type Dashboard = {
  missed_vaccines: Array<{ vaccine: { name: string }; date_of_vaccination: string }>;
  completed_vaccines: unknown[];
  outstanding_vaccines: Array<{
    vaccine: { name: string };
    days: number;
    date_of_vaccination: string;
  }>;
  upcoming_vaccine: Array<{
    age_range: string;
    due_date: string;
    actionable: boolean;
    vaccines: Array<{
      vaccine: { name: string; vaccine_full_name: string; description: string; age_range: string };
      days: number;
      status: string;
      vaccinated_on: null;
      comment: string;
      image_url: null;
      id: string;
    }>;
  }>;
};

describe('the vaccination dashboard', () => {
  const ctx = useTestApp({ now: NOW });
  const dashboard = async (headers: Record<string, string>, childId: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/vaccinetracker/dashboard/?child_id=${childId}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Dashboard;
  };
  const addChild = async (dob: string, schedule?: string) => {
    const parent = await createParent(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
      payload: { name: 'Ira', dob, gender: 'girl', schedule },
    });
    expect(res.statusCode).toBe(201);
    return { parent, childId: res.json().id as string };
  };

  it('shows the birth doses as due today for a child born today', async () => {
    const { parent, childId } = await addChild(TODAY);
    const data = await dashboard(parent.headers, childId);
    const [first, second] = data.upcoming_vaccine;
    expect(first).toMatchObject({ age_range: 'Birth', due_date: TODAY, actionable: true });
    expect(first!.vaccines.map((v) => v.vaccine.name)).toEqual(['BCG', 'Hep B 1', 'OPV 0']);
    expect(first!.vaccines.every((v) => v.days === 0 && v.status === 'pending')).toBe(true);
    expect(first!.vaccines[0]!.vaccine).toEqual({
      name: 'BCG',
      vaccine_full_name: 'Bacillus Calmette–Guérin vaccine',
      description: expect.stringContaining('tuberculosis'),
      age_range: 'Birth',
    });
    expect(second).toMatchObject({
      age_range: '6 weeks',
      due_date: '2027-01-03',
      actionable: false,
    });
    expect(second!.vaccines[0]!.days).toBe(42);
    expect(data.missed_vaccines).toEqual([]);
    expect(data.outstanding_vaccines).toEqual([]);
    expect(data.completed_vaccines).toEqual([]);
  });

  it('puts what fell due before the child was added under "missed", for a child born 100 days ago', async () => {
    const dob = addOffset(TODAY, { days: -100 });
    const { parent, childId } = await addChild(dob);
    const data = await dashboard(parent.headers, childId);
    // Birth, 6, 10 and 14 weeks (98 days) are all before today, the day the child was added.
    expect(data.missed_vaccines).toHaveLength(3 + 6 + 6 + 6);
    expect(data.outstanding_vaccines).toEqual([]);
    // Typhoid at 6 months comes first; the first flu dose waits for the flu window (1 April).
    expect(data.upcoming_vaccine[0]).toMatchObject({
      age_range: '6–9 months',
      actionable: true,
      due_date: addOffset(dob, { months: 6 }),
    });
  });

  it('turns due doses overdue as days pass after the child was added, counting days', async () => {
    const { parent, childId } = await addChild(TODAY);
    ctx.clock.advance(3 * 24 * 60 * 60 * 1000);
    try {
      const data = await dashboard(parent.headers, childId);
      expect(data.outstanding_vaccines.map((v) => [v.vaccine.name, v.days])).toEqual([
        ['BCG', 3],
        ['Hep B 1', 3],
        ['OPV 0', 3],
      ]);
      expect(data.missed_vaccines).toEqual([]);
      expect(data.upcoming_vaccine[0]).toMatchObject({ age_range: '6 weeks', actionable: true });
      expect(data.upcoming_vaccine[0]!.vaccines[0]!.days).toBe(39);
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it('computes "today" in India: at 00:30 IST the 6-week doses of a child born 42 days before are due today', async () => {
    const dob = addOffset('2026-11-23', { days: -42 });
    const { parent, childId } = await addChild(dob);
    ctx.clock.set('2026-11-22T19:00:00.000Z'); // 00:30 on 23 Nov in India, still 22 Nov in UTC
    try {
      const data = await dashboard(parent.headers, childId);
      expect(data.upcoming_vaccine[0]).toMatchObject({
        age_range: '6 weeks',
        due_date: '2026-11-23',
        actionable: true,
      });
      expect(data.upcoming_vaccine[0]!.vaccines[0]!.days).toBe(0);
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it('counts "the day the child was added" in India: added at 23:30 IST vs 00:30 IST the next day (the same UTC day)', async () => {
    // Both children's 6-week doses fall due on 22 Nov.
    const dob = addOffset('2026-11-22', { weeks: -6 });
    ctx.clock.set('2026-11-22T18:00:00.000Z'); // 23:30 on 22 Nov in India
    const lateEvening = await addChild(dob);
    ctx.clock.set('2026-11-22T19:00:00.000Z'); // 00:30 on 23 Nov in India, still 22 Nov in UTC
    const pastMidnight = await addChild(dob);
    ctx.clock.set('2026-11-24T06:30:00.000Z'); // noon on 24 Nov in India
    try {
      const sixWeeks = (list: Array<{ date_of_vaccination: string }>) =>
        list.filter((v) => v.date_of_vaccination === '2026-11-22');
      // Added on the 22nd: due that day, so now overdue by two days.
      const evening = await dashboard(lateEvening.parent.headers, lateEvening.childId);
      expect(evening.outstanding_vaccines.map((v) => [v.date_of_vaccination, v.days])).toEqual(
        Array(6).fill(['2026-11-22', 2]),
      );
      expect(sixWeeks(evening.missed_vaccines)).toEqual([]);
      // Added on the 23rd: due the day before, so the parent is asked whether it was given.
      const midnight = await dashboard(pastMidnight.parent.headers, pastMidnight.childId);
      expect(midnight.outstanding_vaccines).toEqual([]);
      expect(sixWeeks(midnight.missed_vaccines)).toHaveLength(6);
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it("gives each dose the schedule's note in its description", async () => {
    const { parent, childId } = await addChild(TODAY);
    const data = await dashboard(parent.headers, childId);
    const hepB = data.upcoming_vaccine[0]!.vaccines.find((v) => v.vaccine.name === 'Hep B 1')!;
    expect(hepB.vaccine.description).toBe(
      'Protects against hepatitis B, a virus that damages the liver. Note: Hep B within 24 h.',
    );
    const later = data.upcoming_vaccine.flatMap((g) => g.vaccines);
    expect(later.find((v) => v.vaccine.name === 'Rotavirus 3')!.vaccine.description).toMatch(
      /Note: Rotavirus 3 only for 3-dose brands\.$/,
    );
    expect(later.find((v) => v.vaccine.name === 'BCG')!.vaccine.description).not.toContain('Note:');
  });

  it('follows the UIP schedule when chosen', async () => {
    const { parent, childId } = await addChild(TODAY, 'uip');
    const data = await dashboard(parent.headers, childId);
    expect(data.upcoming_vaccine[0]!.vaccines.map((v) => v.vaccine.name)).toEqual([
      'BCG',
      'Hep B birth dose',
      'OPV 0',
    ]);
    expect(data.upcoming_vaccine[1]!.vaccines.map((v) => v.vaccine.name)).toContain(
      'Pentavalent 1',
    );
  });

  it("answers another parent's child as not found", async () => {
    const { childId } = await addChild(TODAY);
    const stranger = await createParent(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/vaccinetracker/dashboard/?child_id=${childId}`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Child not found', code: 'not_found' });
  });

  it('rejects a missing or malformed child id and needs a session', async () => {
    const parent = await createParent(ctx);
    const status = async (query: string, headers: Record<string, string> = parent.headers) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/vaccinetracker/dashboard/${query}`,
          headers,
        })
      ).statusCode;
    expect(await status('')).toBe(400);
    expect(await status('?child_id=42')).toBe(400);
    expect(await status(`?child_id=${crypto.randomUUID()}`, {})).toBe(401);
  });

  it('rejects an unknown schedule and creates nothing', async () => {
    const parent = await createParent(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
      payload: { name: 'Ira', dob: TODAY, gender: 'girl', schedule: 'cdc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose a vaccination schedule');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
    });
    expect(list.json().children).toEqual([]);
  });
});
