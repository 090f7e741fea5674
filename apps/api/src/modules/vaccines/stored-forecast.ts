import { createHash } from 'node:crypto';
import { type DoseForecast, FORECAST_ENGINE_REVISION } from '@tika/contract';
import brandList from '../../db/reference/schedules/brands.json';
import fluWindows from '../../db/reference/schedules/flu-windows.json';
import { type ForecastRow, forecastRows, type RowForecasts } from './child-forecast';
import type { ChildForForecast } from './forecast-child';
import { SCHEDULES } from './schedules';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * The rules a forecast is made with: the engine's revision and every piece of rule data it reads
 * (the schedules' timing, the brands' tags, the flu windows). A deploy that changes any of them
 * makes every stored forecast stale.
 */
export const FORECAST_RULES_VERSION = sha1(
  JSON.stringify([FORECAST_ENGINE_REVISION, SCHEDULES, brandList, fluWindows]),
).slice(0, 12);

/**
 * Everything a child's forecast depends on besides the day, as one key: the rules version, the
 * child (birth date, schedule, the day added in the parent's zone, the family's state) and what
 * was recorded of each dose. A stored forecast whose key differs from the one its inputs give
 * now is never read, whichever write forgot to refresh it (docs/decisions/0015-stored-forecast.md).
 */
export function forecastKey(child: ChildForForecast, rows: readonly ForecastRow[]): string {
  const doses = rows
    .flatMap((r) =>
      r.doseCode
        ? [
            `${r.id}|${r.doseCode}|${r.status}|${r.vaccinatedOn ?? ''}|${r.brand}|${r.notGivenOn ?? ''}|${r.notNeededReason ?? ''}`,
          ]
        : [],
    )
    .sort();
  const about = `${child.dob}|${child.schedule}|${child.addedOn}|${child.homeState ?? ''}`;
  return `${FORECAST_RULES_VERSION}.${sha1(`${about}\n${doses.join('\n')}`)}`;
}

/** What a child row says of its stored forecast. */
export interface StoredForecastSpan {
  forecastFrom: string | null;
  forecastUntil: string | null;
  forecastKey: string | null;
}

/**
 * The child's forecast as of `today`: the stored one when it holds today and was made from the
 * same inputs (the dashboard's common case, with no engine run), else computed afresh.
 */
export function currentForecasts(
  child: ChildForForecast,
  rows: ReadonlyArray<ForecastRow & { forecast: DoseForecast | null }>,
  stored: StoredForecastSpan,
  today: string,
): RowForecasts {
  const { forecastFrom: from, forecastUntil: until } = stored;
  const holds = from !== null && until !== null && from <= today && today < until;
  if (!holds || stored.forecastKey !== forecastKey(child, rows)) {
    return forecastRows(child, rows, today);
  }
  const byId = new Map(rows.map((row) => [row.id, row.forecast]));
  return { get: (id) => byId.get(id) ?? null, changesOn: until };
}
