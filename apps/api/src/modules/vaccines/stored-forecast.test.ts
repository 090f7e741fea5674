import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addOffset, type DoseForecast } from '@tika/contract';
import { children, vaccineEntries } from '../../db/schema';
import { useTestApp } from '../../test/app';
import type { TestParent } from '../../test/factories';
import { parentWithChild } from '../take-along/test-helpers';
import { refreshStaleForecasts } from './refresh-forecast';
import { FORECAST_RULES_VERSION } from './stored-forecast';

/**
 * The dashboard reads the forecast stored with the child while it holds, and forecasts afresh
 * when it does not: past its last day, made from other inputs, or by other rules
 * (docs/decisions/0015-stored-forecast.md). Either way the answer is the same.
 */
const TODAY = '2026-11-22';
const ctx = useTestApp({ now: `${TODAY}T04:30:00.000Z` });

/** A child born on `dob`, added on `addedOn` (today by default), at 08:00 in India. */
async function childBorn(dob: string, addedOn = TODAY) {
  return parentWithChild(
    ctx,
    { name: 'Ira', dob, gender: 'girl' },
    { addedAt: `${addedOn}T02:30:00.000Z` },
  );
}

async function dashboard(parent: TestParent, childId: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/vaccinetracker/dashboard/?child_id=${childId}`,
    headers: parent.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    completed_vaccines: Array<{ id: string }>;
    no_longer_due_vaccines: Array<{ id: string }>;
  };
}

const storedOf = async (childId: string) =>
  (
    await ctx.database.db
      .select({
        from: children.forecastFrom,
        until: children.forecastUntil,
        key: children.forecastKey,
      })
      .from(children)
      .where(eq(children.id, childId))
  )[0]!;

/** The dashboard as a fresh forecast gives it: the stored key is cleared for one read. */
async function freshDashboard(parent: TestParent, childId: string) {
  const db = ctx.database.db;
  const { key: forecastKey } = await storedOf(childId);
  await db.update(children).set({ forecastKey: null }).where(eq(children.id, childId));
  try {
    return await dashboard(parent, childId);
  } finally {
    await db.update(children).set({ forecastKey }).where(eq(children.id, childId));
  }
}

/** Overwrites one entry's stored verdict, so a read that uses the store is told apart. */
const MARKER: DoseForecast = { state: 'no_longer_due', reason: 'past_max_age', lastDay: null };
async function markStoredVerdict(childId: string, doseCode: string) {
  const [row] = await ctx.database.db
    .update(vaccineEntries)
    .set({ forecast: MARKER })
    .where(sql`${vaccineEntries.childId} = ${childId} and ${vaccineEntries.doseCode} = ${doseCode}`)
    .returning({ id: vaccineEntries.id });
  return row!.id;
}

describe('the stored forecast', () => {
  beforeEach(() => ctx.clock.set(`${TODAY}T04:30:00.000Z`));

  it('is stored when a child is added: the days it holds, its key, every dose verdict', async () => {
    const { childId } = await childBorn(addOffset(TODAY, { months: -12 }));
    const stored = await storedOf(childId);
    expect(stored.from).toBe(TODAY);
    expect(stored.until! > TODAY).toBe(true);
    expect(stored.key!.startsWith(`${FORECAST_RULES_VERSION}.`)).toBe(true);
    const rows = await ctx.database.db
      .select({ code: vaccineEntries.doseCode, forecast: vaccineEntries.forecast })
      .from(vaccineEntries)
      .where(eq(vaccineEntries.childId, childId));
    expect(rows.filter((r) => r.code && !r.forecast)).toEqual([]);
    // Due before she was added and past its last age: awaiting an answer, window closed.
    expect(rows.find((r) => r.code === 'rota-1')?.forecast).toMatchObject({
      state: 'awaiting',
      windowClosed: true,
    });
  });

  it('answers exactly as a fresh forecast, for a newborn, a toddler and a child added late', async () => {
    for (const [dob, addedOn] of [
      [addOffset(TODAY, { days: -3 }), addOffset(TODAY, { days: -3 })],
      [addOffset(TODAY, { months: -14 }), addOffset(TODAY, { months: -14 })],
      [addOffset(TODAY, { years: -5, months: -2 }), TODAY],
    ] as const) {
      const { parent, childId } = await childBorn(dob, addedOn);
      expect(await dashboard(parent, childId)).toEqual(await freshDashboard(parent, childId));
    }
  });

  it('is what the dashboard reads while it holds (the verdict comes from the store)', async () => {
    const { parent, childId } = await childBorn(addOffset(TODAY, { months: -3 }));
    const marked = await markStoredVerdict(childId, 'mmr-1');
    const read = await dashboard(parent, childId);
    expect(read.no_longer_due_vaccines.map((e) => e.id)).toContain(marked);
    // The day before it goes stale it still holds.
    const { until } = await storedOf(childId);
    ctx.clock.set(`${addOffset(until!, { days: -1 })}T04:30:00.000Z`);
    expect((await dashboard(parent, childId)).no_longer_due_vaccines.map((e) => e.id)).toContain(
      marked,
    );
  });

  it('is not read from its last day on: the dashboard forecasts that day afresh', async () => {
    const { parent, childId } = await childBorn(addOffset(TODAY, { months: -3 }));
    const marked = await markStoredVerdict(childId, 'mmr-1');
    const { until } = await storedOf(childId);
    ctx.clock.set(`${until}T04:30:00.000Z`);
    const read = await dashboard(parent, childId);
    expect(read.no_longer_due_vaccines.map((e) => e.id)).not.toContain(marked);
    expect(read).toEqual(await freshDashboard(parent, childId));
  });

  it('is not read when a dose changed without a refresh (its key no longer matches)', async () => {
    const { parent, childId } = await childBorn(addOffset(TODAY, { months: -3 }));
    const marked = await markStoredVerdict(childId, 'mmr-1');
    const [given] = await ctx.database.db
      .update(vaccineEntries)
      .set({ status: 'complete', vaccinatedOn: addOffset(TODAY, { days: -20 }) })
      .where(sql`${vaccineEntries.childId} = ${childId} and ${vaccineEntries.doseCode} = 'dtp-1'`)
      .returning({ id: vaccineEntries.id });
    const read = await dashboard(parent, childId);
    expect(read.completed_vaccines.map((e) => e.id)).toContain(given!.id);
    expect(read.no_longer_due_vaccines.map((e) => e.id)).not.toContain(marked);
  });

  it('made by other rules is not read, and the sweep stores it again under these', async () => {
    const { parent, childId } = await childBorn(addOffset(TODAY, { months: -3 }));
    const marked = await markStoredVerdict(childId, 'mmr-1');
    const { key } = await storedOf(childId);
    const otherRules = `000000000000.${key!.split('.')[1]}`;
    await ctx.database.db
      .update(children)
      .set({ forecastKey: otherRules })
      .where(eq(children.id, childId));
    expect(
      (await dashboard(parent, childId)).no_longer_due_vaccines.map((e) => e.id),
    ).not.toContain(marked);

    expect(await refreshStaleForecasts(ctx.database.db, { now: ctx.clock.now() })).toBeGreaterThan(
      0,
    );
    expect((await storedOf(childId)).key).toBe(key);
    expect(
      (await dashboard(parent, childId)).no_longer_due_vaccines.map((e) => e.id),
    ).not.toContain(marked);
  });
});
