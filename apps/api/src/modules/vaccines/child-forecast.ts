import {
  type DoseForecast,
  type DoseForecastWire,
  type DoseRecord,
  explainForecast,
  forecastReason,
  type Language,
  type NotNeededReason,
  type ScheduleId,
} from '@tika/contract';
import type { VaccineEntryRow } from '../../db/schema';
import { localize } from '../../i18n/localize';
import { type ChildForForecast, forecastChild } from './forecast-child';
import { SCHEDULES } from './schedules';

/** The columns of an entry the engine reads. */
export type ForecastRow = Pick<
  VaccineEntryRow,
  'id' | 'doseCode' | 'status' | 'vaccinatedOn' | 'brand' | 'notGivenOn' | 'notNeededReason'
>;

/** An entry as the engine sees it; a vaccine the parent added (no dose code) is not one. */
function toRecord(row: ForecastRow): DoseRecord | null {
  if (!row.doseCode) return null;
  return {
    id: row.id,
    code: row.doseCode,
    given:
      row.status === 'complete' && row.vaccinatedOn
        ? { date: row.vaccinatedOn, brand: row.brand }
        : null,
    notNeeded: row.status === 'not_needed' ? (row.notNeededReason as NotNeededReason) : null,
    notGivenOn: row.notGivenOn,
  };
}

export interface RowForecasts {
  /** By entry id; null for a vaccine the parent added. */
  get(id: string): DoseForecast | null;
  changesOn: string;
}

/** Every entry of one child forecast as of `today` (docs/decisions/0014-schedule-engine.md). */
export function forecastRows(
  child: ChildForForecast,
  rows: readonly ForecastRow[],
  today: string,
): RowForecasts {
  const records = rows.map(toRecord).filter((r): r is DoseRecord => r !== null);
  const forecast = forecastChild(child, records, today);
  return {
    get: (id) => forecast.entries.get(id) ?? null,
    changesOn: forecast.changesOn,
  };
}

/** A dose code's name in the child's schedule, for explanations that name another dose. */
export const doseNamer = (schedule: ScheduleId) => (code: string) =>
  SCHEDULES[schedule].doses.find((d) => d.code === code)?.name ?? code;

/** The forecast on the wire: its state, dates and the words the parent reads, in `language`. */
export function toForecastWire(
  forecast: DoseForecast | null,
  doseName: (code: string) => string,
  language: Language = 'en',
): DoseForecastWire | null {
  if (!forecast) return null;
  const hasDates =
    forecast.state === 'due' || forecast.state === 'catch_up' || forecast.state === 'awaiting';
  return {
    state: forecast.state === 'given' && !forecast.counts ? 'given_not_counted' : forecast.state,
    earliest_date: hasDates ? forecast.earliest : null,
    last_date: hasDates || forecast.state === 'no_longer_due' ? forecast.lastDay : null,
    window_closed: forecast.state === 'awaiting' && forecast.windowClosed,
    reason: forecastReason(forecast),
    explanation: explanationIn(explainForecast(forecast, doseName), language),
  };
}

const explanationIn = (english: string | null, language: Language) =>
  english === null ? null : localize(english, language);

/** The day a forecast says the dose is due, if it is still to be given. */
export function forecastDue(forecast: DoseForecast | null): string | null {
  if (!forecast) return null;
  return forecast.state === 'due' || forecast.state === 'catch_up' || forecast.state === 'awaiting'
    ? forecast.due
    : null;
}
