import { type DoseRecord, type FluWindow, forecastSchedule, type ScheduleId } from '@tika/contract';
import fluWindows from '../../db/reference/schedules/flu-windows.json';
import { brandTags, SCHEDULES } from './schedules';

/** The flu window of the family's state: the southern one for its states, else the national one. */
export function fluWindowFor(homeState: string | null): FluWindow {
  const { south, national } = fluWindows;
  return homeState && south.states.includes(homeState) ? south : national;
}

export interface ChildForForecast {
  dob: string;
  schedule: ScheduleId;
  /** The parent's date the child was added. */
  addedOn: string;
  homeState: string | null;
}

/** A child's forecast as of `today` from the entries that carry a dose code (custom ones have none). */
export function forecastChild(child: ChildForForecast, records: DoseRecord[], today: string) {
  return forecastSchedule({
    dob: child.dob,
    today,
    addedOn: child.addedOn,
    doses: SCHEDULES[child.schedule].doses,
    records,
    brandTags,
    fluWindow: fluWindowFor(child.homeState),
  });
}
