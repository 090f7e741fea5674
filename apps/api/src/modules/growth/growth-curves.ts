import {
  CHART_PERCENTILES,
  DAYS_PER_MONTH,
  type Lms,
  lmsAt,
  valueAtZ,
  WHO_AGES,
} from '@tika/contract';
import type { AppDeps } from '../../deps';
import { findChild } from '../children/children-repository';
import { WHO_2007_TABLES, WHO_TABLES } from './who-tables';

type Sex = 'boy' | 'girl';

/**
 * The LMS at a whole month of age: the 0–5 standards to 60 months (by day), then the 5–19
 * reference (by month) to 228 months for height, 120 for weight.
 */
function lmsAtMonth(indicator: 'weight' | 'height', sex: Sex, month: number): Lms | null {
  if (month <= 60) {
    const table = indicator === 'weight' ? WHO_TABLES.weightForAge : WHO_TABLES.lengthForAge;
    return lmsAt(
      table,
      sex,
      Math.min(WHO_AGES.standardsToDays, Math.round(month * DAYS_PER_MONTH)),
    );
  }
  const table =
    indicator === 'weight' ? WHO_2007_TABLES.weightForAge : WHO_2007_TABLES.heightForAge;
  return lmsAt(table, sex, month);
}

/**
 * Percentile curves for the chart, one point per month: weight from birth to 10 years,
 * height to 19.
 */
export async function growthCurves(
  deps: AppDeps,
  userId: string,
  childId: string,
  indicator: 'weight' | 'height',
) {
  const child = await findChild(deps.database.db, userId, childId);
  const last =
    indicator === 'weight' ? WHO_AGES.weightForAgeToMonths : WHO_AGES.reference2007ToMonths;
  const points = [];
  for (let month = 0; month <= last; month++) {
    const lms = lmsAtMonth(indicator, child.gender, month)!;
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
