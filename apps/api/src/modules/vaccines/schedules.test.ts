import { describe, expect, it } from 'vitest';
import { addOffset } from '@tika/contract';
import iapData from '../../db/reference/schedules/iap-acvip-2023.json';
import uipData from '../../db/reference/schedules/uip.json';
import vaccineData from '../../db/reference/schedules/vaccines.json';
import {
  catalogSchema,
  doseDescription,
  SCHEDULES,
  scheduleDoseText,
  scheduleSchema,
  VACCINES,
} from './schedules';

/**
 * The published tables (docs/reference/schedules/README.md), row by row: age group, the day
 * the group is due (as an offset from birth), and the doses in it.
 */
const IAP_ROWS: Array<[string, string, string[]]> = [
  ['Birth', '2026-01-01', ['BCG', 'OPV 0', 'Hep B 1']],
  ['6 weeks', '2026-02-12', ['DTwP/DTaP 1', 'IPV 1', 'Hib 1', 'Hep B 2', 'Rotavirus 1', 'PCV 1']],
  ['10 weeks', '2026-03-12', ['DTwP/DTaP 2', 'IPV 2', 'Hib 2', 'Hep B 3', 'Rotavirus 2', 'PCV 2']],
  ['14 weeks', '2026-04-09', ['DTwP/DTaP 3', 'IPV 3', 'Hib 3', 'Hep B 4', 'Rotavirus 3', 'PCV 3']],
  ['6 months', '2026-07-01', ['Influenza (IIV) 1']],
  ['7 months', '2026-08-01', ['Influenza (IIV) 2']],
  ['6–9 months', '2026-07-01', ['Typhoid conjugate (TCV)']],
  ['9 months', '2026-10-01', ['MMR 1']],
  ['12 months', '2027-01-01', ['Hep A 1']],
  ['15 months', '2027-04-01', ['MMR 2', 'Varicella 1', 'PCV booster']],
  ['16–18 months', '2027-05-01', ['DTwP/DTaP B1', 'IPV B1', 'Hib B1']],
  ['18–19 months', '2027-07-01', ['Hep A 2', 'Varicella 2']],
  ['4–6 years', '2030-01-01', ['DTwP/DTaP B2', 'IPV B2', 'MMR 3']],
  ['9–14 years', '2035-01-01', ['HPV 1']],
  ['9–14 years', '2035-07-01', ['HPV 2']],
  ['10–12 years', '2036-01-01', ['Tdap/Td']],
  ['16–18 years', '2042-01-01', ['Td']],
];

const UIP_ROWS: Array<[string, string, string[]]> = [
  ['Birth', '2026-01-01', ['BCG', 'OPV 0', 'Hep B birth dose']],
  ['6 weeks', '2026-02-12', ['OPV 1', 'Pentavalent 1', 'Rotavirus (RVV) 1', 'fIPV 1', 'PCV 1']],
  ['10 weeks', '2026-03-12', ['OPV 2', 'Pentavalent 2', 'Rotavirus (RVV) 2']],
  ['14 weeks', '2026-04-09', ['OPV 3', 'Pentavalent 3', 'Rotavirus (RVV) 3', 'fIPV 2', 'PCV 2']],
  [
    '9–12 months',
    '2026-10-01',
    ['MR 1', 'JE 1 (endemic districts)', 'PCV booster', 'fIPV 3', 'Vitamin A 1'],
  ],
  [
    '16–24 months',
    '2027-05-01',
    ['MR 2', 'JE 2 (endemic districts)', 'DPT booster 1', 'OPV booster', 'Vitamin A 2'],
  ],
  ['5–6 years', '2031-01-01', ['DPT booster 2']],
  ['10 years', '2036-01-01', ['Td']],
  ['16 years', '2042-01-01', ['Td']],
];

const DOB = '2026-01-01';

function dosesIn(scheduleId: keyof typeof SCHEDULES, group: string, due: string): string[] {
  return SCHEDULES[scheduleId].doses
    .filter((d) => d.ageGroup === group && addOffset(DOB, d.offset) === due)
    .map((d) => d.name);
}

describe('IAP-ACVIP 2023 schedule data', () => {
  it.each(IAP_ROWS)('%s (due %s): %j', (group, due, names) => {
    expect(dosesIn('iap-acvip-2023', group, due)).toEqual(names);
  });

  it('adds the yearly influenza doses until 5 years and the third HPV dose of a late start, and nothing else', () => {
    const inTable = new Set(IAP_ROWS.flatMap(([, , names]) => names));
    const extra = SCHEDULES['iap-acvip-2023'].doses.filter((d) => !inTable.has(d.name));
    expect(extra.map((d) => [d.name, addOffset(DOB, d.offset)])).toEqual([
      ['Influenza (IIV), 2nd season', '2028-01-01'],
      ['Influenza (IIV), 3rd season', '2029-01-01'],
      ['Influenza (IIV), 4th season', '2030-01-01'],
      ['Influenza (IIV), 5th season', '2031-01-01'],
      ['Influenza (IIV), 6th season', '2031-01-01'],
      ['HPV 3', '2041-07-01'],
    ]);
  });
});

describe('UIP schedule data', () => {
  it.each(UIP_ROWS)('%s (due %s): %j', (group, due, names) => {
    expect(dosesIn('uip', group, due)).toEqual(names);
  });

  it('gives Vitamin A every 6 months from 2 to 5 years (nine doses in all)', () => {
    const vitaminA = SCHEDULES.uip.doses
      .filter((d) => d.vaccine === 'vita')
      .map((d) => addOffset(DOB, d.offset));
    expect(vitaminA).toEqual([
      '2026-10-01',
      '2027-05-01',
      '2028-01-01',
      '2028-07-01',
      '2029-01-01',
      '2029-07-01',
      '2030-01-01',
      '2030-07-01',
      '2031-01-01',
    ]);
  });

  it('has nothing outside the table but the later Vitamin A doses', () => {
    const inTable = new Set(UIP_ROWS.flatMap(([, , names]) => names));
    expect(
      SCHEDULES.uip.doses.filter((d) => !inTable.has(d.name)).every((d) => d.vaccine === 'vita'),
    ).toBe(true);
  });
});

/**
 * Every per-dose remark of the published tables (the Notes column and the remarks in
 * brackets), word for word; a dose not named here has none. HPV's single remark is split
 * over its two doses. UIP's "(endemic districts)" is part of the JE dose names instead.
 */
const IAP_NOTES: Record<string, string> = {
  'Hep B 1': 'Hep B within 24 h',
  'Hep B 4': 'Hep B 4 only within a combination vaccine',
  'Rotavirus 3': 'Rotavirus 3 only for 3-dose brands',
  'Influenza (IIV) 2': 'then yearly until 5 years',
  'Typhoid conjugate (TCV)': 'due at 6 months',
  'DTwP/DTaP B1': 'due at 16 months',
  'IPV B1': 'due at 16 months',
  'Hib B1': 'due at 16 months',
  'Hep A 2': 'due at 18 months',
  'Varicella 2': 'due at 18 months',
  'DTwP/DTaP B2': 'due at 4 years',
  'IPV B2': 'due at 4 years',
  'MMR 3': 'due at 4 years',
  'HPV 1': '2 doses, 6 months apart; due at 9 years',
  'HPV 2': '2 doses, 6 months apart; due at 9 years 6 months',
  // The catch-up reference's HPV row (catch-up.md §3), for the third dose of a late start.
  'HPV 3': 'only when HPV 1 was given at 15 years or later: 3 doses at 0, 1-2 and 6 months',
  'Tdap/Td': 'due at 10 years',
  Td: 'due at 16 years',
};

const UIP_NOTES: Record<string, string> = {
  'Vitamin A 2': 'then every 6 months to 5 years',
};

describe('per-dose notes', () => {
  it.each([
    ['iap-acvip-2023', IAP_NOTES],
    ['uip', UIP_NOTES],
  ] as const)('%s carries exactly the published remarks', (scheduleId, notes) => {
    const withNotes = Object.fromEntries(
      SCHEDULES[scheduleId].doses.filter((d) => d.note !== undefined).map((d) => [d.name, d.note]),
    );
    expect(withNotes).toEqual(notes);
  });

  it('shows the note after the vaccine description', () => {
    const hepB1 = SCHEDULES['iap-acvip-2023'].doses.find((d) => d.name === 'Hep B 1')!;
    expect(doseDescription(hepB1)).toBe(
      'Protects against hepatitis B, a virus that damages the liver. Note: Hep B within 24 h.',
    );
    const fluTwo = SCHEDULES['iap-acvip-2023'].doses.find((d) => d.name === 'Influenza (IIV) 2')!;
    expect(doseDescription(fluTwo)).toMatch(/ Note: Then yearly until 5 years\.$/);
    const bcg = SCHEDULES['iap-acvip-2023'].doses.find((d) => d.name === 'BCG')!;
    expect(doseDescription(bcg)).toBe(VACCINES.bcg!.description);
  });
});

describe('vaccine catalogue', () => {
  it('describes every vaccine a schedule names', () => {
    for (const schedule of Object.values(SCHEDULES)) {
      for (const dose of schedule.doses) {
        expect(VACCINES[dose.vaccine]?.fullName, dose.code).toBeTruthy();
        expect(VACCINES[dose.vaccine]?.description, dose.code).toBeTruthy();
      }
    }
  });
});

describe('in Hindi', () => {
  const DEVANAGARI = /[\u0900-\u097F]/;

  it('has every vaccine of the data file described in Hindi', () => {
    const vaccines = Object.entries(vaccineData).filter(([key]) => !key.startsWith('$'));
    expect(vaccines.map(([key]) => key)).toEqual(Object.keys(VACCINES));
    for (const [key, vaccine] of vaccines)
      expect((vaccine as { descriptionHi?: string }).descriptionHi, key).toMatch(DEVANAGARI);
  });

  it('has every note of the data files in Hindi, next to the English kept word for word', () => {
    const doses = [...iapData.doses, ...uipData.doses] as Array<{
      code: string;
      note?: string;
      noteHi?: string;
    }>;
    const noted = doses.filter((d) => d.note !== undefined);
    const published = Object.keys(IAP_NOTES).length + Object.keys(UIP_NOTES).length;
    expect(noted).toHaveLength(published);
    for (const dose of noted) expect(dose.noteHi, dose.code).toMatch(DEVANAGARI);
    expect(doses.filter((d) => d.noteHi !== undefined)).toHaveLength(published);
  });

  it('refuses a vaccine or a note without its Hindi, English in its place, or Devanagari digits', () => {
    const bcg = { fullName: 'BCG vaccine', description: 'Protects against TB.' };
    const hindi = { fullNameHi: 'BCG का टीका', descriptionHi: 'टीबी से बचाता है।' };
    expect(catalogSchema.safeParse({ bcg }).success).toBe(false);
    expect(
      catalogSchema.safeParse({ bcg: { ...bcg, ...hindi, descriptionHi: 'Protects' } }).success,
    ).toBe(false);
    expect(
      catalogSchema.safeParse({ bcg: { ...bcg, ...hindi, fullNameHi: 'BCG vaccine' } }).success,
    ).toBe(false);
    expect(
      catalogSchema.safeParse({ bcg: { ...bcg, descriptionHi: hindi.descriptionHi } }).success,
    ).toBe(false);
    expect(catalogSchema.safeParse({ bcg: { ...bcg, ...hindi } }).success).toBe(true);
    const schedule = (dose: object) => ({
      ...iapData,
      doses: [{ ...iapData.doses[0], ...dose }],
    });
    expect(scheduleSchema.safeParse(schedule({ note: 'due at 4 years' })).success).toBe(false);
    expect(scheduleSchema.safeParse(schedule({ noteHi: '4 साल की उम्र में लगना है' })).success).toBe(
      false,
    );
    expect(
      scheduleSchema.safeParse(schedule({ note: 'due at 4 years', noteHi: '४ साल की उम्र में' }))
        .success,
    ).toBe(false);
    expect(
      scheduleSchema.safeParse(
        schedule({ note: 'due at 4 years', noteHi: '4 साल की उम्र में लगना है' }),
      ).success,
    ).toBe(true);
  });

  it('shows the Hindi note after the Hindi description', () => {
    const hepB1 = SCHEDULES['iap-acvip-2023'].doses.find((d) => d.name === 'Hep B 1')!;
    expect(doseDescription(hepB1, 'hi')).toBe(
      'हेपेटाइटिस बी से बचाता है। यह वायरस लिवर को नुक़सान पहुँचाता है। ध्यान दें: Hep B जन्म के 24 घंटे के अंदर लगना है।',
    );
    const bcg = SCHEDULES.uip.doses.find((d) => d.code === 'bcg')!;
    expect(doseDescription(bcg, 'hi')).toBe(VACCINES.bcg!.descriptionHi);
  });

  it("looks a dose up in the child's schedule, else in the one a given dose was kept from", () => {
    // td-16 is in both: IAP's carries a note, UIP's does not.
    expect(scheduleDoseText('uip', 'td-16', 'en')).toEqual({
      fullName: VACCINES.td!.fullName,
      description: VACCINES.td!.description,
    });
    expect(scheduleDoseText('iap-acvip-2023', 'td-16', 'en')?.description).toMatch(
      / Note: Due at 16 years\.$/,
    );
    // hepb-4 is IAP's only: a child moved to UIP keeps it if given.
    expect(scheduleDoseText('uip', 'hepb-4', 'hi')).toEqual({
      fullName: VACCINES.hepb!.fullNameHi,
      description: doseDescription(
        SCHEDULES['iap-acvip-2023'].doses.find((d) => d.code === 'hepb-4')!,
        'hi',
      ),
    });
    expect(scheduleDoseText('uip', 'no-such-dose', 'hi')).toBeUndefined();
  });
});
