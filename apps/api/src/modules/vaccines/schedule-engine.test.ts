import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { addOffset, CALENDAR_FEED_PATH, TAKE_ALONG_PATHS } from '@tika/contract';
import { vaccineEntries } from '../../db/schema';
import { useTestApp } from '../../test/app';
import type { TestParent } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { reminderDays } from '../../test/reminder-days';
import { parentWithChild, pdfPages } from '../take-along/test-helpers';

/**
 * The schedule engine through the API (docs/product/vaccines.md): what the dashboard, the
 * reminders, the calendar feed, the PDF card and the FHIR export say of real histories.
 */
const TODAY = '2026-11-22';
const ctx = useTestApp({ now: `${TODAY}T04:30:00.000Z` });
const { runDay, outboxOf } = reminderDays(ctx);

interface WireEntry {
  id: string;
  vaccinated_on?: string | null;
  vaccine: { name: string };
  date_of_vaccination: string;
  status: string;
  days: number | null;
  forecast: { state: string; reason: string | null; explanation: string | null } | null;
}
interface Dashboard {
  missed_vaccines: WireEntry[];
  completed_vaccines: WireEntry[];
  outstanding_vaccines: WireEntry[];
  upcoming_vaccine: Array<{ due_date: string; vaccines: WireEntry[] }>;
  not_needed_vaccines: WireEntry[];
  no_longer_due_vaccines: WireEntry[];
}

/** A child born on `dob`, added to Tika at 08:00 IST on `addedOn` (the birth date by default). */
async function child(dob: string, addedOn = dob) {
  return parentWithChild(
    ctx,
    { name: 'Ira', dob, gender: 'girl' },
    { addedAt: `${addedOn}T02:30:00.000Z` },
  );
}

async function dashboard(parent: TestParent, childId: string): Promise<Dashboard> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/vaccinetracker/dashboard/?child_id=${childId}`,
    headers: parent.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Dashboard;
}

const upcoming = (d: Dashboard) => d.upcoming_vaccine.flatMap((g) => g.vaccines);
const allEntries = (d: Dashboard) => [
  ...d.missed_vaccines,
  ...d.completed_vaccines,
  ...d.outstanding_vaccines,
  ...upcoming(d),
  ...d.not_needed_vaccines,
  ...d.no_longer_due_vaccines,
];
const names = (list: WireEntry[]) => list.map((e) => e.vaccine.name);
const pendingNamed = (d: Dashboard, name: string) =>
  allEntries(d).find((e) => e.vaccine.name === name && e.status === 'pending')!;

function setStatus(parent: TestParent, fields: Record<string, string>) {
  const body = multipart({ comment: '', vaccinated_on: '', ...fields });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/vaccinetracker/dashboard/',
    headers: { ...parent.headers, ...body.headers },
    payload: body.payload,
  });
}

async function markGiven(parent: TestParent, entryId: string, date: string, confirm = false) {
  const res = await setStatus(parent, {
    vaccine_id: entryId,
    status: 'complete',
    vaccinated_on: date,
    ...(confirm ? { confirm_early: 'true' } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function fhirRecommendations(parent: TestParent, childId: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${TAKE_ALONG_PATHS.fhirBundle}?child_id=${childId}`,
    headers: parent.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  type Rec = {
    description: string;
    forecastStatus: { coding?: Array<{ code: string }>; text: string };
    dateCriterion?: Array<{ value: string }>;
  };
  const bundle = JSON.parse(res.body) as {
    entry: Array<{ resource: { resourceType: string; recommendation?: Rec[] } }>;
  };
  return bundle.entry
    .map((e) => e.resource)
    .filter((r) => r.resourceType === 'ImmunizationRecommendation')
    .flatMap((r) => r.recommendation ?? []);
}

describe('the schedule engine through the API', () => {
  // Reminder days move the clock; every case starts on TODAY.
  beforeEach(() => ctx.clock.set(`${TODAY}T04:30:00.000Z`));

  it('a 12-month-old has no rotavirus dose overdue, reminded, or due in the FHIR export', async () => {
    const dob = addOffset(TODAY, { months: -12 });
    const { parent, childId } = await child(dob);
    const data = await dashboard(parent, childId);
    const rotavirus = ['Rotavirus 1', 'Rotavirus 2', 'Rotavirus 3'];
    expect(names(data.no_longer_due_vaccines)).toEqual(expect.arrayContaining(rotavirus));
    for (const list of [data.outstanding_vaccines, upcoming(data), data.missed_vaccines])
      expect(names(list).filter((n) => n.startsWith('Rotavirus'))).toEqual([]);
    // Rotavirus 1 passed 14 weeks 6 days: the whole series is closed.
    expect(pendingNamed(data, 'Rotavirus 1').forecast).toMatchObject({ reason: 'past_max_age' });
    expect(pendingNamed(data, 'Rotavirus 3').forecast).toMatchObject({
      state: 'no_longer_due',
      reason: 'series_closed',
    });

    for (let day = 0; day <= 10; day++) await runDay(addOffset(TODAY, { days: day }));
    expect((await outboxOf(parent)).join(' ')).not.toContain('Rotavirus');

    const recs = await fhirRecommendations(parent, childId);
    for (const rec of recs.filter((r) => r.description.startsWith('Rotavirus'))) {
      expect(rec.forecastStatus.coding).toBeUndefined();
      expect(rec.forecastStatus.text).toBe('No longer due at this age');
      expect(rec.dateCriterion).toBeUndefined();
    }
  });

  it('a child who passes 8 months with Rotavirus 3 not given gets no rotavirus reminder after it (time passing alone)', async () => {
    const dob = addOffset(TODAY, { months: -8, days: 3 });
    const { parent, childId } = await child(dob);
    const before = await dashboard(parent, childId);
    await markGiven(parent, pendingNamed(before, 'Rotavirus 1').id, addOffset(dob, { weeks: 6 }));
    await markGiven(parent, pendingNamed(before, 'Rotavirus 2').id, addOffset(dob, { weeks: 10 }));
    expect(names((await dashboard(parent, childId)).outstanding_vaccines)).toContain('Rotavirus 3');

    const eightMonths = addOffset(dob, { months: 8 });
    for (let day = 0; day <= 10; day++) await runDay(addOffset(eightMonths, { days: day }));
    const [rota3] = await ctx.database.db
      .select({ state: vaccineEntries.forecastState })
      .from(vaccineEntries)
      .where(and(eq(vaccineEntries.childId, childId), eq(vaccineEntries.doseCode, 'rota-3')));
    expect(rota3!.state).toBe('no_longer_due');
    const after = await outboxOf(parent);
    expect(after.join(' ')).not.toContain('Rotavirus');
    expect(names((await dashboard(parent, childId)).no_longer_due_vaccines)).toContain(
      'Rotavirus 3',
    );
  });

  it('DTP 2 is due 4 weeks after a late DTP 1, and reminded for that new date', async () => {
    const dob = addOffset(TODAY, { weeks: -16 });
    const { parent, childId } = await child(dob);
    await markGiven(
      parent,
      pendingNamed(await dashboard(parent, childId), 'DTwP/DTaP 1').id,
      TODAY,
    );
    const data = await dashboard(parent, childId);
    const dtp2 = pendingNamed(data, 'DTwP/DTaP 2');
    expect(dtp2.date_of_vaccination).toBe(addOffset(TODAY, { weeks: 4 }));
    expect(names(data.outstanding_vaccines)).not.toContain('DTwP/DTaP 2');

    const newDate = addOffset(TODAY, { weeks: 4 });
    for (let day = 1; day <= 28; day++) await runDay(addOffset(TODAY, { days: day }));
    const dueToday = (await outboxOf(parent)).filter((m) => m.includes('due today'));
    expect(dueToday.at(-1)).toContain('DTwP/DTaP 2');
    expect(ctx.clock.now().toISOString().slice(0, 10)).toBe(newDate);
  });

  it('a 10-year-old added today: HPV 1 and Tdap/Td answered "not given" are catch-up due now and reminded', async () => {
    const dob = addOffset(TODAY, { years: -10, months: -2 });
    const { parent, childId } = await child(dob, TODAY);
    const before = await dashboard(parent, childId);
    expect(names(before.missed_vaccines)).toEqual(expect.arrayContaining(['HPV 1', 'Tdap/Td']));
    expect(pendingNamed(before, 'HPV 1').forecast!.explanation).toMatch(
      /^If not given yet: can still be given until /,
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/dashboard/bulk/',
      headers: parent.headers,
      payload: {
        child_id: childId,
        vaccine_ids: [pendingNamed(before, 'HPV 1').id, pendingNamed(before, 'Tdap/Td').id],
        answer: 'not_given',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await dashboard(parent, childId);
    const catchUp = after.outstanding_vaccines.filter((e) => e.forecast?.state === 'catch_up');
    expect(names(catchUp).sort()).toEqual(['HPV 1', 'Tdap/Td']);
    expect(catchUp.every((e) => e.date_of_vaccination === TODAY)).toBe(true);

    await runDay(TODAY);
    const [message] = await outboxOf(parent);
    expect(message).toContain('HPV 1');
    expect(message).toContain('Tdap/Td');
    expect(message).toContain('due today');
  });

  it('answers several doses at once: given in a month (the 15th), and only doses awaiting an answer', async () => {
    const dob = addOffset(TODAY, { years: -5 });
    const { parent, childId } = await child(dob, TODAY);
    const before = await dashboard(parent, childId);
    const bulk = (vaccineIds: string[], answer: string, date = '') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/vaccinetracker/dashboard/bulk/',
        headers: parent.headers,
        payload: { child_id: childId, vaccine_ids: vaccineIds, answer, date },
      });
    const bcg = pendingNamed(before, 'BCG');
    // The birth month: the 15th would be before the birth (22nd), so the birth date is kept.
    const res = await bulk([bcg.id], 'in_month', dob.slice(0, 7));
    expect(res.statusCode, res.body).toBe(200);
    const completed = async (id: string) =>
      (await dashboard(parent, childId)).completed_vaccines.find((e) => e.id === id);
    expect(await completed(bcg.id)).toMatchObject({ vaccinated_on: dob });
    const hepB = pendingNamed(before, 'Hep B 1');
    const next = addOffset(dob, { months: 1 }).slice(0, 7);
    expect((await bulk([hepB.id], 'in_month', next)).statusCode).toBe(200);
    expect(await completed(hepB.id)).toMatchObject({ vaccinated_on: `${next}-15` });

    // BCG is answered now: a second answer for it is refused, and nothing changes.
    const refused = await bulk([bcg.id, pendingNamed(before, 'OPV 0').id], 'not_given');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'vaccine_ids',
      message: 'Only doses awaiting a status update can be updated together',
    });
    expect(pendingNamed(await dashboard(parent, childId), 'OPV 0').forecast!.state).toBe(
      'awaiting',
    );
    expect((await bulk([pendingNamed(before, 'OPV 0').id], 'in_month', '2099-01')).statusCode).toBe(
      400,
    );
  });

  it('HPV 2 is due 6 months after HPV 1', async () => {
    const dob = addOffset(TODAY, { years: -10 });
    const { parent, childId } = await child(dob, TODAY);
    await markGiven(parent, pendingNamed(await dashboard(parent, childId), 'HPV 1').id, TODAY);
    const hpv2 = pendingNamed(await dashboard(parent, childId), 'HPV 2');
    expect(hpv2.date_of_vaccination).toBe(addOffset(TODAY, { months: 6 }));
    expect(hpv2.forecast!.state).toBe('due');
  });

  it('a dose marked not needed is never reminded', async () => {
    const dob = addOffset(TODAY, { weeks: -13 });
    const { parent, childId } = await child(dob);
    const start = await dashboard(parent, childId);
    for (const [name, weeks] of [
      ['Rotavirus 1', 6],
      ['Rotavirus 2', 10],
      ['DTwP/DTaP 1', 6],
      ['DTwP/DTaP 2', 10],
    ] as const)
      await markGiven(parent, pendingNamed(start, name).id, addOffset(dob, { weeks }));
    const rota3 = pendingNamed(start, 'Rotavirus 3');
    const res = await setStatus(parent, {
      vaccine_id: rota3.id,
      status: 'not_needed',
      not_needed_reason: 'two_dose_brand',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().vaccine.forecast).toMatchObject({
      state: 'not_needed',
      explanation: 'Not needed: a 2-dose brand was given.',
    });
    for (let day = 0; day <= 10; day++) await runDay(addOffset(TODAY, { days: day }));
    const sent = await outboxOf(parent);
    expect(sent.join(' ')).toContain('DTwP/DTaP 3');
    expect(sent.join(' ')).not.toContain('Rotavirus 3');
  });

  it('DTP 1 dated at 3 weeks asks for confirmation naming the minimum age; once confirmed it is kept, does not count, and is repeated at 7 weeks', async () => {
    const dob = addOffset(TODAY, { weeks: -8 });
    const { parent, childId } = await child(dob);
    const dtp1 = pendingNamed(await dashboard(parent, childId), 'DTwP/DTaP 1');
    const threeWeeks = addOffset(dob, { weeks: 3 });

    const asked = await setStatus(parent, {
      vaccine_id: dtp1.id,
      status: 'complete',
      vaccinated_on: threeWeeks,
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({
      code: 'dose_would_not_count',
      field: 'vaccinated_on',
      message:
        'That date is before 6 weeks of age, the earliest DTwP/DTaP 1 counts. Please check the date. If it is right, confirm it.',
    });
    expect(pendingNamed(await dashboard(parent, childId), 'DTwP/DTaP 1').id).toBe(dtp1.id);

    await markGiven(parent, dtp1.id, threeWeeks, true);
    const data = await dashboard(parent, childId);
    const given = data.completed_vaccines.find((e) => e.id === dtp1.id)!;
    expect(given.forecast).toMatchObject({
      state: 'given_not_counted',
      explanation: 'Does not count: given before 6 weeks of age. It will be repeated.',
    });
    const repeat = pendingNamed(data, 'DTwP/DTaP 1');
    expect(repeat.id).not.toBe(dtp1.id);
    expect(repeat.date_of_vaccination).toBe(addOffset(dob, { weeks: 7 }));
  });

  it('a dose 4 days inside a minimum interval counts; 5 days inside it does not', async () => {
    const dob = addOffset(TODAY, { weeks: -16 });
    // DTP 1 at 7 weeks, so DTP 2 a few days early breaks the interval, not the 10-week minimum age.
    const sevenWeeks = addOffset(dob, { weeks: 7 });
    for (const [inside, counts] of [
      [4, true],
      [5, false],
    ] as const) {
      const { parent, childId } = await child(dob);
      const before = await dashboard(parent, childId);
      await markGiven(parent, pendingNamed(before, 'DTwP/DTaP 1').id, sevenWeeks);
      const res = await setStatus(parent, {
        vaccine_id: pendingNamed(before, 'DTwP/DTaP 2').id,
        status: 'complete',
        vaccinated_on: addOffset(sevenWeeks, { weeks: 4, days: -inside }),
      });
      expect(res.statusCode, `${inside} days inside`).toBe(counts ? 200 : 400);
      if (!counts)
        expect(res.json().message).toBe(
          'That date is less than 4 weeks after DTwP/DTaP 1, so DTwP/DTaP 2 would not count. Please check the date. If it is right, confirm it.',
        );
    }
  });

  it('the state the family lives in picks the flu window: Tamil Nadu moves the yearly dose to 1 August', async () => {
    const dob = '2024-09-15';
    const { parent, childId } = await child(dob);
    const start = await dashboard(parent, childId);
    // 6 months on 15 March 2025, before the national window: the first season opens 1 April.
    await markGiven(parent, pendingNamed(start, 'Influenza (IIV) 1').id, '2025-04-01');
    await markGiven(parent, pendingNamed(start, 'Influenza (IIV) 2').id, '2025-04-29');
    const national = await dashboard(parent, childId);
    const second = 'Influenza (IIV), 2nd season';
    expect(national.outstanding_vaccines.find((e) => e.vaccine.name === second)).toMatchObject({
      date_of_vaccination: '2026-04-01',
    });

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/home-state/',
      headers: parent.headers,
      payload: { home_state: 'TN' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ home_state: 'TN', time_zone: 'Asia/Kolkata' });
    const south = await dashboard(parent, childId);
    // April 2025 falls in the southern 2024 season: its next season opened 1 August 2025 and closed.
    expect(names(south.no_longer_due_vaccines)).toContain(second);
    expect(
      south.outstanding_vaccines.find((e) => e.vaccine.name === 'Influenza (IIV), 3rd season'),
    ).toMatchObject({ date_of_vaccination: '2026-08-01' });

    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/home-state/',
      headers: parent.headers,
      payload: { home_state: 'XX' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation_failed', field: 'home_state' });
  });

  it('the PDF card, the calendar feed and the FHIR export agree with the dashboard', async () => {
    const dob = addOffset(TODAY, { months: -12 });
    const { parent, childId } = await child(dob);
    const start = await dashboard(parent, childId);
    await markGiven(parent, pendingNamed(start, 'BCG').id, dob);
    await markGiven(
      parent,
      pendingNamed(start, 'DTwP/DTaP 1').id,
      addOffset(dob, { weeks: 3 }),
      true,
    );
    const data = await dashboard(parent, childId);
    const stillToGive = [...data.outstanding_vaccines, ...upcoming(data)];

    // Calendar: one event per dose still to give, on the dashboard's date.
    const links = await ctx.app.inject({
      method: 'GET',
      url: `${CALENDAR_FEED_PATH}?child_id=${childId}`,
      headers: parent.headers,
    });
    const feed = await ctx.app.inject({
      method: 'GET',
      url: new URL(links.json().url as string).pathname,
    });
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.uid.replace(/@tika$/, ''), e.startDate.toString()]).sort()).toEqual(
      stillToGive.map((e) => [e.id, e.date_of_vaccination]).sort(),
    );

    // FHIR: due or overdue exactly where the dashboard has the dose, nothing else dated.
    const recs = await fhirRecommendations(parent, childId);
    const dated = recs.filter((r) => r.dateCriterion);
    expect(dated.map((r) => [r.description, r.dateCriterion![0]!.value]).sort()).toEqual(
      stillToGive
        .filter((e) => !e.vaccine.name.startsWith('Vitamin A'))
        .map((e) => [e.vaccine.name, e.date_of_vaccination])
        .sort(),
    );
    const overdue = recs.filter((r) => r.forecastStatus.coding?.[0]?.code === 'overdue');
    expect(overdue.map((r) => r.description).sort()).toEqual(
      names(data.outstanding_vaccines.filter((e) => e.forecast?.state === 'due')).sort(),
    );

    // PDF card: the same states in words.
    const card = await ctx.app.inject({
      method: 'GET',
      url: `${TAKE_ALONG_PATHS.vaccinationCard}?child_id=${childId}`,
      headers: parent.headers,
    });
    const text = (await pdfPages(card.rawPayload)).pages.join('\n');
    const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    for (const name of names(data.no_longer_due_vaccines))
      expect(text).toMatch(new RegExp(`${escape(name)}[^—]*—\\s*No longer given`));
    expect(text).toMatch(/DTwP\/DTaP 1[^—]*Does not count\s*\(repeated\)/);
    expect(text).toContain(`${data.outstanding_vaccines.length} overdue`);
  });
});
