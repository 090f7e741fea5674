import { z } from 'zod';
import type { ScheduleId } from '@tika/contract';
import iapAcvip2023 from '../../db/reference/schedules/iap-acvip-2023.json';
import uip from '../../db/reference/schedules/uip.json';
import vaccineCatalog from '../../db/reference/schedules/vaccines.json';

/** Schedules are data (docs/decisions/0006-schedules-as-data.md): one versioned file each, checked when loaded. */
const offsetSchema = z
  .object({
    years: z.number().int().optional(),
    months: z.number().int().optional(),
    weeks: z.number().int().optional(),
    days: z.number().int().optional(),
  })
  .strict();

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

function load(data: unknown): Schedule {
  const schedule = scheduleSchema.parse(data);
  const unknown = schedule.doses.filter((d) => !VACCINES[d.vaccine]);
  if (unknown.length)
    throw new Error(`${schedule.id}: unknown vaccines ${unknown.map((d) => d.vaccine).join(', ')}`);
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
