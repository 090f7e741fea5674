import { CHART_PERCENTILES, lmsAt, valueAtZ } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { findOwnedChild } from '../children/children-repository';
import { WHO_MAX_AGE_DAYS, WHO_TABLES } from './who-tables';

/** Percentile curves for the chart, one point per month from birth to five years. */
export async function growthCurves(
  deps: AppDeps,
  userId: string,
  childId: string,
  indicator: 'weight' | 'height',
) {
  const child = await findOwnedChild(deps.database.db, userId, childId);
  const table = indicator === 'weight' ? WHO_TABLES.weightForAge : WHO_TABLES.lengthForAge;
  const points = [];
  for (let month = 0; month <= 60; month++) {
    const lms = lmsAt(
      table,
      child.gender,
      Math.min(WHO_MAX_AGE_DAYS, Math.round(month * 30.4375)),
    )!;
    const at = (z: number) => Math.round(valueAtZ(lms, z) * 100) / 100;
    const [p3, p15, p50, p85, p97] = CHART_PERCENTILES.map((p) => at(p.z)) as [
      number,
      number,
      number,
      number,
      number,
    ];
    points.push({ age_months: month, p3, p15, p50, p85, p97 });
  }
  return { indicator, unit: indicator === 'weight' ? ('kg' as const) : ('cm' as const), points };
}
