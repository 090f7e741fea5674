import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { children, growthRecords, users, vaccineEntries } from '../db/schema';
import { DASHBOARD_REUSE_MS } from '../modules/vaccines/get-dashboard';
import { loadDashboardRows } from '../modules/vaccines/entries-repository';
import { useTestApp } from '../test/app';
import { createParentWithChild, createParent, joinFamily } from '../test/factories';
import { KeptAnswers } from './kept-answers';

type Entry = { id: string; comment: string; image_url: string | null; changed_by: string | null };
type Dashboard = Record<string, unknown> & {
  completed_vaccines: Entry[];
  missed_vaccines: Entry[];
  upcoming_vaccine: Array<{ vaccines: Entry[] }>;
};
const entriesOf = (d: Dashboard) => [
  ...d.completed_vaccines,
  ...d.missed_vaccines,
  ...d.upcoming_vaccine.flatMap((g) => g.vaccines),
];

/**
 * A dashboard answer is sent again only while the database says nothing it was made from has
 * changed (docs/decisions/0024-dashboard-answer-reuse.md). A prescription's
 * signed link carries 16 random bytes each time it is made, so the same link twice means the
 * answer was sent again, and a new link means it was made afresh.
 */
describe('dashboard answers sent again', () => {
  const ctx = useTestApp({ now: '2026-11-22T06:30:00.000Z' });

  const read = async (
    parent: { headers: Record<string, string> },
    childId: string,
    language = 'en',
  ) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/vaccinetracker/dashboard/?child_id=${childId}`,
      headers: { ...parent.headers, 'accept-language': language },
    });
    return { status: res.statusCode, body: res.body, json: () => res.json() as Dashboard };
  };
  const linkOf = (d: Dashboard) => entriesOf(d).find((e) => e.image_url)!.image_url;

  /** A child whose BCG was given with a prescription (its file columns, as an upload leaves them). */
  async function childWithPrescription() {
    const { parent, childId } = await createParentWithChild(ctx, { dob: '2026-01-01' });
    const { db } = ctx.database;
    const [bcg] = await db
      .update(vaccineEntries)
      .set({
        status: 'complete',
        vaccinatedOn: '2026-01-01',
        fileKey: `prescriptions/${childId}.pdf`,
        fileType: 'application/pdf',
        fileName: 'bcg.pdf',
      })
      .where(and(eq(vaccineEntries.childId, childId), eq(vaccineEntries.doseCode, 'bcg')))
      .returning();
    return { parent, childId, bcgId: bcg!.id };
  }

  it('sends the same answer while nothing changed, and a new one after any write to an entry, whoever made it', async () => {
    const { parent, childId, bcgId } = await childWithPrescription();
    const first = await read(parent, childId);
    const again = await read(parent, childId);
    expect(again.status).toBe(200);
    expect(again.body).toBe(first.body);

    // Another server's write (straight to the database, not through this app): seen at once.
    const { db } = ctx.database;
    await db
      .update(vaccineEntries)
      .set({ comment: 'Given at the PHC' })
      .where(eq(vaccineEntries.id, bcgId));
    const afterUpdate = (await read(parent, childId)).json();
    expect(entriesOf(afterUpdate).find((e) => e.id === bcgId)?.comment).toBe('Given at the PHC');
    expect(linkOf(afterUpdate)).not.toBe(linkOf(first.json()));

    // A vaccine of the parent's own added, then deleted, elsewhere.
    const [own] = await db
      .insert(vaccineEntries)
      .values({
        childId,
        name: 'Typhoid booster',
        fullName: 'Typhoid booster',
        description: '',
        ageGroup: '1 year',
        dueDate: '2026-11-30',
        status: 'pending',
      })
      .returning();
    expect(entriesOf((await read(parent, childId)).json()).map((e) => e.id)).toContain(own!.id);
    await db.delete(vaccineEntries).where(eq(vaccineEntries.id, own!.id));
    expect(entriesOf((await read(parent, childId)).json()).map((e) => e.id)).not.toContain(own!.id);
  });

  it('makes a new answer after five minutes, on a new day, in another time zone and in another language', async () => {
    const { parent, childId } = await childWithPrescription();
    const first = await read(parent, childId);

    ctx.clock.advance(DASHBOARD_REUSE_MS - 1_000);
    expect((await read(parent, childId)).body).toBe(first.body);
    ctx.clock.advance(1_000);
    const later = await read(parent, childId);
    expect(linkOf(later.json())).not.toBe(linkOf(first.json()));

    // The parent's time zone changed elsewhere: the entries are as they were, the day is not.
    await ctx.database.db
      .update(users)
      .set({ timeZone: 'Pacific/Kiritimati' })
      .where(eq(users.id, parent.id));
    const elsewhere = await read(parent, childId);
    expect(linkOf(elsewhere.json())).not.toBe(linkOf(later.json()));

    const hindi = await read(parent, childId, 'hi');
    expect(hindi.body).not.toBe(elsewhere.body);
    expect(hindi.body).toContain('टीका');
    expect((await read(parent, childId, 'en')).body).toBe(elsewhere.body);
  });

  it("keeps one answer per reader: a caregiver's says who marked a dose, and a removed one is refused", async () => {
    const { parent: owner, childId, bcgId } = await childWithPrescription();
    const papa = await createParent(ctx);
    await joinFamily(ctx, owner, childId, papa, { label: 'Papa' });
    await ctx.database.db
      .update(vaccineEntries)
      .set({ byUserId: papa.id, byLabel: 'Papa' })
      .where(eq(vaccineEntries.id, bcgId));

    const papasView = (await read(papa, childId)).json();
    const ownersView = (await read(owner, childId)).json();
    expect(entriesOf(ownersView).find((e) => e.id === bcgId)?.changed_by).toBe('Papa');
    // Papa's own change is not shown to him as someone else's.
    expect(entriesOf(papasView).find((e) => e.id === bcgId)?.changed_by).toBeNull();
    expect((await read(papa, childId)).status).toBe(200);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/family/members/',
      headers: owner.headers,
      payload: { child_id: childId, user_id: papa.id },
    });
    expect(removed.statusCode).toBe(200);
    expect((await read(papa, childId)).status).toBe(404);
  });

  it('names the entries as they are: a new version after any insert or update, the old one when a delete brings back the same rows', async () => {
    const { parent, childId, bcgId } = await childWithPrescription();
    const { db } = ctx.database;
    const versions: string[] = [];
    const version = async () => {
      const rows = await loadDashboardRows(db, parent.id, childId);
      versions.push(rows.entriesVersion);
      return rows;
    };
    const rows = await version();
    expect(rows.entries?.length).toBeGreaterThan(10);
    const known = await loadDashboardRows(db, parent.id, childId, rows.entriesVersion);
    expect(known.entries).toBeNull();
    expect(known.entriesVersion).toBe(rows.entriesVersion);

    // An update that writes the same values is still a write.
    await db.update(vaccineEntries).set({ comment: '' }).where(eq(vaccineEntries.id, bcgId));
    await version();
    const [added] = await db
      .insert(vaccineEntries)
      .values({
        childId,
        name: 'Flu',
        fullName: 'Influenza',
        description: '',
        ageGroup: '1 year',
        dueDate: '2026-12-01',
        status: 'pending',
      })
      .returning();
    await version();
    await db.delete(vaccineEntries).where(eq(vaccineEntries.id, added!.id));
    await version();
    // Many rows in one statement.
    await db
      .update(vaccineEntries)
      .set({ comment: 'checked' })
      .where(and(eq(vaccineEntries.childId, childId), isNull(vaccineEntries.vaccinatedOn)));
    await version();
    const [created, updated, withFlu, withoutFlu, checked] = versions;
    expect(new Set([created, updated, withFlu, checked]).size).toBe(4);
    // The row added and deleted again: the very rows of before, so the same version.
    expect(withoutFlu).toBe(updated);
  });
});

describe('growth tab answers sent again', () => {
  const ctx = useTestApp({ now: '2026-11-22T06:30:00.000Z' });
  type Growth = {
    records: Array<{ id: string; weight: number | null; corrected_age_days: number | null }>;
    who_available: boolean;
  };
  const read = async (parent: { headers: Record<string, string> }, childId: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/vaccinetracker/dashboard/childgrowthreport/?child_id=${childId}`,
      headers: parent.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Growth;
  };

  it('shows every write to the records and the child at once, whoever made it', async () => {
    const { parent, childId } = await createParentWithChild(ctx, { dob: '2026-01-01' });
    const { db } = ctx.database;
    expect((await read(parent, childId)).records).toEqual([]);

    const [record] = await db
      .insert(growthRecords)
      .values({ childId, recordDate: '2026-06-01', weightKg: 7.2, heightCm: 66 })
      .returning();
    expect((await read(parent, childId)).records.map((r) => r.weight)).toEqual([7.2]);
    await db.update(growthRecords).set({ weightKg: 7.4 }).where(eq(growthRecords.id, record!.id));
    expect((await read(parent, childId)).records.map((r) => r.weight)).toEqual([7.4]);

    // Born at 32 weeks, said elsewhere: the same record now has a corrected age.
    expect((await read(parent, childId)).records[0]!.corrected_age_days).toBeNull();
    await db.update(children).set({ gestationalAgeDays: 224 }).where(eq(children.id, childId));
    expect((await read(parent, childId)).records[0]!.corrected_age_days).not.toBeNull();

    await db.delete(growthRecords).where(eq(growthRecords.id, record!.id));
    expect((await read(parent, childId)).records).toEqual([]);
  });
});

describe('KeptAnswers', () => {
  const basis = { version: '1,2', inputs: 'Ira', timeZone: 'Asia/Kolkata' };
  const at = (iso: string) => new Date(iso);

  /** A read whose rows are left out when the caller knows their version, as the queries do. */
  function fakeRead(version: () => string, inputs: () => string = () => basis.inputs) {
    const calls = { read: [] as Array<string | null>, made: 0 };
    const steps = {
      read: (known: string | null) => {
        calls.read.push(known);
        return Promise.resolve({ version: version(), inputs: inputs(), out: known === version() });
      },
      rowsLeftOut: (rows: { out: boolean }) => rows.out,
      basis: (rows: { version: string; inputs: string }) => ({ ...basis, ...rows }),
      make: () => Promise.resolve(`answer ${++calls.made}`),
    };
    return { calls, steps };
  }

  it('makes an answer once and sends it again while the rows and the rest are the same', async () => {
    const kept = new KeptAnswers({ reuseMs: 60_000, maxChars: 10_000 });
    let version = '1,2';
    let inputs = 'Ira';
    const { calls, steps } = fakeRead(
      () => version,
      () => inputs,
    );
    const now = at('2026-11-22T06:30:00Z');
    expect(await kept.answer('k', now, steps)).toBe('answer 1');
    expect(await kept.answer('k', now, steps)).toBe('answer 1');
    expect(calls.read).toEqual([null, '1,2']);

    version = '1,3';
    expect(await kept.answer('k', now, steps)).toBe('answer 2');
    // The rows the same, the rest not: read once more, with the rows, and made again.
    inputs = 'Ira, born at 32 weeks';
    expect(await kept.answer('k', now, steps)).toBe('answer 3');
    expect(calls.read.slice(2)).toEqual(['1,2', '1,3', null]);
    // Another key is another answer.
    expect(await kept.answer('other', now, steps)).toBe('answer 4');
  });

  it("makes it again once it is as old as reuseMs, and on a new day in the parent's time zone", async () => {
    const kept = new KeptAnswers({ reuseMs: 60_000, maxChars: 10_000 });
    const { calls, steps } = fakeRead(() => '1,2');
    await kept.answer('k', at('2026-11-22T18:28:00Z'), steps);
    expect(await kept.answer('k', at('2026-11-22T18:28:59Z'), steps)).toBe('answer 1');
    expect(await kept.answer('k', at('2026-11-22T18:29:00Z'), steps)).toBe('answer 2');
    // 18:29 UTC is 23:59 in India; 18:30 the next day there.
    expect(await kept.answer('k', at('2026-11-22T18:30:00Z'), steps)).toBe('answer 3');
    expect(calls.made).toBe(3);
  });
});
