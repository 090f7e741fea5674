import { z } from 'zod';
import { type Brand, type Language, LANGUAGES, type ScheduleId } from '@tika/contract';
import brandList from '../../db/reference/schedules/brands.json';
import iapAcvip2023 from '../../db/reference/schedules/iap-acvip-2023.json';
import uip from '../../db/reference/schedules/uip.json';
import vaccineCatalog from '../../db/reference/schedules/vaccines.json';
import { hindiText } from '../../i18n/hindi-text';
import { brandsSchema, offsetSchema, timingSchema } from './timing-schema';

/**
 * Schedules are data (docs/decisions/0006-schedules-as-data.md): one versioned file each,
 * checked when loaded; each dose carries its timing rules (docs/decisions/0014-schedule-engine.md).
 */

export const scheduleSchema = z.object({
  id: z.string(),
  version: z.string(),
  title: z.string(),
  source: z.string(),
  doses: z
    .array(
      z
        .object({
          code: z.string().regex(/^[a-z0-9-]+$/),
          vaccine: z.string(),
          name: z.string(),
          offset: offsetSchema,
          ageGroup: z.string(),
          /** The published table's remark on this dose (e.g. "Hep B within 24 h"), word for word. */
          note: z.string().min(1).optional(),
          /** The remark in Hindi, for a parent reading Tika in Hindi (docs/hindi.md). */
          noteHi: hindiText('noteHi').optional(),
          timing: timingSchema,
        })
        .strict()
        .refine((d) => (d.note === undefined) === (d.noteHi === undefined), {
          message: 'a note needs its Hindi (noteHi), and noteHi a note',
        }),
    )
    .min(1)
    .refine(
      (doses) => new Set(doses.map((d) => d.code)).size === doses.length,
      'dose codes must be unique',
    ),
});

export const catalogSchema = z.record(
  z.string(),
  z.object({
    fullName: z.string(),
    fullNameHi: hindiText('fullNameHi'),
    description: z.string().min(1),
    descriptionHi: hindiText('descriptionHi'),
  }),
);

export type Schedule = z.infer<typeof scheduleSchema>;
export type ScheduleDose = Schedule['doses'][number];

export const VACCINES = catalogSchema.parse(
  Object.fromEntries(Object.entries(vaccineCatalog).filter(([k]) => !k.startsWith('$'))),
);

/** Brands by vaccine (catalogue key), for the brand list on a dose and the rules that name a tag. */
export const BRANDS: Record<string, Brand[]> = brandsSchema.parse(
  Object.fromEntries(Object.entries(brandList).filter(([k]) => !k.startsWith('$'))),
);
const tagsByBrand = new Map(
  Object.values(BRANDS)
    .flat()
    .map((b) => [b.name.toLowerCase(), b.tags ?? []]),
);
/** A brand's tags; a brand typed by the parent that is not on the list has none. */
export const brandTags = (brand: string): string[] =>
  tagsByBrand.get(brand.trim().toLowerCase()) ?? [];

function load(data: unknown): Schedule {
  const schedule = scheduleSchema.parse(data);
  const unknown = schedule.doses.filter((d) => !VACCINES[d.vaccine]);
  if (unknown.length)
    throw new Error(`${schedule.id}: unknown vaccines ${unknown.map((d) => d.vaccine).join(', ')}`);
  const codes = new Set(schedule.doses.map((d) => d.code));
  const named = schedule.doses.flatMap(
    (d) => JSON.stringify(d.timing).match(/"(?:from|dose|notNeeded|to)":"([a-z0-9-]+)"/g) ?? [],
  );
  for (const ref of named) {
    const code = ref.split(':')[1]!.replaceAll('"', '');
    if (code !== 'previous' && !codes.has(code))
      throw new Error(`${schedule.id}: a rule names unknown dose ${code}`);
  }
  return schedule;
}

export const SCHEDULES: Record<ScheduleId, Schedule> = {
  'iap-acvip-2023': load(iapAcvip2023),
  uip: load(uip),
};

export const DEFAULT_SCHEDULE: ScheduleId = 'iap-acvip-2023';

/** The schedules' Hindi (each vaccine's name and description, each dose's note), for the spelling check. */
export const SCHEDULE_HINDI: string[] = [
  ...Object.values(VACCINES).flatMap((v) => [v.fullNameHi, v.descriptionHi]),
  ...Object.values(SCHEDULES).flatMap((s) => s.doses.flatMap((d) => (d.noteHi ? [d.noteHi] : []))),
];

/** How each language puts a dose's words together: the vaccine's description, then the remark. */
const DOSE_WORDS: Record<
  Language,
  {
    fullName: (dose: ScheduleDose) => string;
    about: (dose: ScheduleDose) => string;
    note: (dose: ScheduleDose) => string | undefined;
    withNote: (about: string, note: string) => string;
  }
> = {
  en: {
    fullName: (dose) => VACCINES[dose.vaccine]!.fullName,
    about: (dose) => VACCINES[dose.vaccine]!.description,
    note: (dose) => dose.note,
    withNote: (about, note) => `${about} Note: ${note.charAt(0).toUpperCase()}${note.slice(1)}.`,
  },
  hi: {
    fullName: (dose) => VACCINES[dose.vaccine]!.fullNameHi,
    about: (dose) => VACCINES[dose.vaccine]!.descriptionHi,
    note: (dose) => dose.noteHi,
    withNote: (about, note) => `${about} ध्यान दें: ${note}।`,
  },
};

/**
 * What the parent reads behind a dose's info button: the vaccine's description, then the
 * schedule's remark on this dose. The wire has no field of its own for the remark (docs/api.md).
 */
export function doseDescription(dose: ScheduleDose, language: Language = 'en'): string {
  const words = DOSE_WORDS[language];
  const note = words.note(dose);
  return note ? words.withNote(words.about(dose), note) : words.about(dose);
}

/** A dose's words for the parent in one language: the vaccine's full name and the description. */
export interface DoseText {
  fullName: string;
  description: string;
}

/** Every dose's words in every language, built once at load, by schedule and dose code. */
const DOSE_TEXT = Object.fromEntries(
  Object.entries(SCHEDULES).map(([id, schedule]) => [
    id,
    new Map(
      schedule.doses.map((dose) => [
        dose.code,
        Object.fromEntries(
          LANGUAGES.map((l) => [
            l,
            { fullName: DOSE_WORDS[l].fullName(dose), description: doseDescription(dose, l) },
          ]),
        ) as Record<Language, DoseText>,
      ]),
    ),
  ]),
) as Record<ScheduleId, Map<string, Record<Language, DoseText>>>;

/**
 * A dose's words in `language`, looked up (not built) for a read: from the child's schedule,
 * else from the schedule a given dose was kept from when the child's schedule changed;
 * undefined for a code no schedule has.
 */
export function scheduleDoseText(
  schedule: ScheduleId,
  doseCode: string,
  language: Language,
): DoseText | undefined {
  const doses =
    DOSE_TEXT[schedule].get(doseCode) ??
    Object.values(DOSE_TEXT)
      .find((bySchedule) => bySchedule.has(doseCode))
      ?.get(doseCode);
  return doses?.[language];
}
