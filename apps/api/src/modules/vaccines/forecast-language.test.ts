import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createParentWithChild, type TestParent } from '../../test/factories';

interface WireEntry {
  vaccine: { name: string; age_range: string };
  forecast: { state: string; explanation: string | null } | null;
}

const LISTS = [
  'outstanding_vaccines',
  'missed_vaccines',
  'completed_vaccines',
  'not_needed_vaccines',
  'no_longer_due_vaccines',
] as const;

/**
 * What the dashboard says under a dose (its forecast's explanation) is in the reader's
 * language: a Hindi parent of a 12-month-old never reads English about a rotavirus dose that
 * is no longer given, or about the doses still to be told about.
 */
describe("a dose's forecast in the reader's language", () => {
  const ctx = useTestApp({ now: '2026-11-22T06:30:00.000Z' });

  const dashboard = async (parent: TestParent, childId: string, language: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/vaccinetracker/dashboard/?child_id=${childId}`,
      headers: { ...parent.headers, 'accept-language': language },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    const groups = data.upcoming_vaccine as Array<{ age_range: string; vaccines: WireEntry[] }>;
    const entries = [
      ...groups.flatMap((g) => g.vaccines),
      ...LISTS.flatMap((list) => (data[list] ?? []) as WireEntry[]),
    ];
    return {
      explanations: entries
        .filter((e) => e.forecast?.explanation)
        .map((e) => ({ name: e.vaccine.name, text: e.forecast!.explanation! })),
      ageGroups: [...groups.map((g) => g.age_range), ...entries.map((e) => e.vaccine.age_range)],
    };
  };

  it('says every explanation and age group of a late child in Hindi, and English when asked', async () => {
    const { parent, childId } = await createParentWithChild(ctx, { dob: '2025-11-10' });
    const { explanations: english } = await dashboard(parent, childId, 'en');
    const { explanations: hindi, ageGroups } = await dashboard(parent, childId, 'hi');
    expect(english.some((e) => e.text.includes('ask your paediatrician'))).toBe(true);
    expect(
      english.some((e) => e.text.startsWith('If not given yet: can still be given until')),
    ).toBe(true);
    expect(hindi.map((e) => e.name)).toEqual(english.map((e) => e.name));
    for (const { name, text } of hindi) {
      expect(text, name).toMatch(/[\u0900-\u097F]/);
      // Dose names (Rotavirus 1, DTwP 2) stay as doctors write them; no English sentence is left.
      expect(text, name).not.toMatch(/\b(given|due|needed|ask|until|count|catch-up|if|not)\b/i);
    }
    expect(ageGroups.filter((group) => /[A-Za-z]/.test(group))).toEqual([]);
    expect(hindi.find((e) => e.name.startsWith('Rotavirus'))?.text).toBe(
      'इस उम्र में यह टीका अब नहीं लगता। अगर यह छूट गया है, तो अपने बच्चों के डॉक्टर से पूछें।',
    );
  });
});
