import type { ScheduleId } from '@tika/contract';
import { BRANDS, SCHEDULES } from './schedules';

type BrandLists = Array<{ dose_code: string; names: string[] }>;
const cache = new Map<ScheduleId, BrandLists>();

/** The brands to pick from for each dose of a schedule that has a brand list, by dose code. */
export function brandsByDose(schedule: ScheduleId): BrandLists {
  let lists = cache.get(schedule);
  if (!lists) {
    lists = SCHEDULES[schedule].doses
      .filter((d) => BRANDS[d.vaccine])
      .map((d) => ({ dose_code: d.code, names: BRANDS[d.vaccine]!.map((b) => b.name) }));
    cache.set(schedule, lists);
  }
  return lists;
}
