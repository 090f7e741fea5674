import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vaccineEntries } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createParentWithChild, type TestParent } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { VACCINES } from './schedules';

// 06:30 UTC = 12:00 in India on 22 Nov 2026; the child is born that day.
const TODAY = '2026-11-22';
const HEP_B_1 = {
  en: 'Protects against hepatitis B, a virus that damages the liver. Note: Hep B within 24 h.',
  hi: 'हेपेटाइटिस बी से बचाता है। यह वायरस लिवर को नुक़सान पहुँचाता है। ध्यान दें: Hep B जन्म के 24 घंटे के अंदर लगना है।',
};
const OWN_TEXT = 'Given at the clinic in Pune; ask about the second dose.';

interface WireEntry {
  id: string;
  dose_code: string | null;
  vaccine: { name: string; vaccine_full_name: string; description: string };
}

/**
 * A dose's description is said in the language of the request that reads it, from the schedule
 * data, whatever language (and text) was stored when the child's entries were made; a vaccine
 * the parent added keeps the parent's own words.
 */
describe("a vaccine's description in the reader's language", () => {
  const ctx = useTestApp({ now: `${TODAY}T06:30:00.000Z` });

  const dashboardEntries = async (parent: TestParent, childId: string, language?: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/vaccinetracker/dashboard/?child_id=${childId}`,
      headers: { ...parent.headers, ...(language && { 'accept-language': language }) },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    return [
      ...data.upcoming_vaccine.flatMap((g: { vaccines: WireEntry[] }) => g.vaccines),
      ...data.outstanding_vaccines,
      ...data.missed_vaccines,
      ...data.completed_vaccines,
    ] as WireEntry[];
  };
  const describedAs = (entries: WireEntry[], name: string) =>
    entries.find((e) => e.vaccine.name === name)!.vaccine.description;

  /** A child born today, with a vaccine of the parent's own; the stored English made stale. */
  async function childWithOwnVaccine() {
    const { parent, childId } = await createParentWithChild(ctx, { dob: TODAY });
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/dashboard/addvaccine/',
      headers: { ...parent.headers, 'accept-language': 'hi' },
      payload: {
        child_id: childId,
        vaccine_name: 'Rabies',
        description: OWN_TEXT,
        recommended_date: '2026/12/01',
      },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().vaccine.vaccine.description).toBe(OWN_TEXT);
    // What creation stored is not what a read says: the data decides, in the reader's language.
    await ctx.database.db
      .update(vaccineEntries)
      .set({ description: 'Stored when the child was added.' })
      .where(and(eq(vaccineEntries.childId, childId), eq(vaccineEntries.doseCode, 'hepb-1')));
    return { parent, childId };
  }

  it('says schedule doses in Hindi for accept-language hi and in English for en; the own vaccine as typed', async () => {
    const { parent, childId } = await childWithOwnVaccine();

    const hindi = await dashboardEntries(parent, childId, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(describedAs(hindi, 'Hep B 1')).toBe(HEP_B_1.hi);
    expect(describedAs(hindi, 'BCG')).toBe(VACCINES.bcg!.descriptionHi);
    expect(describedAs(hindi, 'Rabies')).toBe(OWN_TEXT);
    const fullName = (entries: WireEntry[], name: string) =>
      entries.find((e) => e.vaccine.name === name)!.vaccine.vaccine_full_name;
    expect(fullName(hindi, 'BCG')).toBe('BCG का टीका (टीबी से बचाव)');
    expect(fullName(hindi, 'Rabies')).toBe('Rabies');
    // Every dose of the schedule is in Hindi, none left in the stored English.
    for (const entry of hindi.filter((e) => e.dose_code))
      expect(entry.vaccine.description, entry.vaccine.name).toMatch(/[\u0900-\u097F]/);

    const english = await dashboardEntries(parent, childId, 'en');
    expect(describedAs(english, 'Hep B 1')).toBe(HEP_B_1.en);
    expect(describedAs(english, 'BCG')).toBe(VACCINES.bcg!.description);
    expect(describedAs(english, 'Rabies')).toBe(OWN_TEXT);
  });

  it("follows the parent's language setting when the request names no language", async () => {
    const { parent, childId } = await childWithOwnVaccine();
    expect(describedAs(await dashboardEntries(parent, childId), 'Hep B 1')).toBe(HEP_B_1.en);
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/language/',
      headers: parent.headers,
      payload: { language: 'hi' },
    });
    expect(set.statusCode).toBe(200);
    const entries = await dashboardEntries(parent, childId);
    expect(describedAs(entries, 'Hep B 1')).toBe(HEP_B_1.hi);
    expect(describedAs(entries, 'Rabies')).toBe(OWN_TEXT);
    // The header still wins over the setting.
    expect(describedAs(await dashboardEntries(parent, childId, 'en'), 'Hep B 1')).toBe(HEP_B_1.en);
  });

  it('answers a status change with the dose described in the request’s language', async () => {
    const { parent, childId } = await childWithOwnVaccine();
    const hepB = (await dashboardEntries(parent, childId)).find((e) => e.dose_code === 'hepb-1')!;
    const form = multipart({ vaccine_id: hepB.id, status: 'complete', vaccinated_on: TODAY });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/dashboard/',
      headers: { ...parent.headers, ...form.headers, 'accept-language': 'hi' },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().vaccine.vaccine.description).toBe(HEP_B_1.hi);
  });

  it('describes a given dose kept from a schedule the child left, from that schedule', async () => {
    const { parent, childId } = await childWithOwnVaccine();
    const hepB = (await dashboardEntries(parent, childId)).find((e) => e.dose_code === 'hepb-1')!;
    const form = multipart({ vaccine_id: hepB.id, status: 'complete', vaccinated_on: TODAY });
    const given = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/dashboard/',
      headers: { ...parent.headers, ...form.headers },
      payload: form.payload,
    });
    expect(given.statusCode).toBe(200);
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
      payload: { id: childId, name: 'Ira', dob: TODAY, schedule: 'uip' },
    });
    expect(moved.statusCode).toBe(200);
    // UIP has no hepb-1 (its birth dose is hepb-0); the given IAP dose keeps IAP's words.
    const entries = await dashboardEntries(parent, childId, 'hi');
    expect(describedAs(entries, 'Hep B 1')).toBe(HEP_B_1.hi);
    expect(describedAs(entries, 'Hep B birth dose')).toBe(VACCINES.hepb!.descriptionHi);
  });
});
