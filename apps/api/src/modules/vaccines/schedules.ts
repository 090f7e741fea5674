import { z } from 'zod';
import type { Brand, ScheduleId } from '@tika/contract';
import brandList from '../../db/reference/schedules/brands.json';
import iapAcvip2023 from '../../db/reference/schedules/iap-acvip-2023.json';
import uip from '../../db/reference/schedules/uip.json';
import vaccineCatalog from '../../db/reference/schedules/vaccines.json';
import { brandsSchema, offsetSchema, timingSchema } from './timing-schema';

/**
 * Schedules are data (docs/decisions/0006-schedules-as-data.md): one versioned file each,
 * checked when loaded; each dose carries its timing rules (docs/decisions/0014-schedule-engine.md).
 */

const scheduleSchema = z.object({
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
          timing: timingSchema,
        })
        .strict(),
    )
    .min(1)
    .refine(
      (doses) => new Set(doses.map((d) => d.code)).size === doses.length,
      'dose codes must be unique',
    ),
});

const catalogSchema = z.record(
  z.string(),
  z.object({ fullName: z.string(), description: z.string() }),
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

/**
 * What the parent reads behind a dose's info button: the vaccine's description, then the
 * schedule's remark on this dose. The wire has no field of its own for the remark (docs/api.md).
 */
export function doseDescription(dose: ScheduleDose): string {
  const about = VACCINES[dose.vaccine]!.description;
  if (!dose.note) return about;
  return `${about} Note: ${dose.note.charAt(0).toUpperCase()}${dose.note.slice(1)}.`;
}
