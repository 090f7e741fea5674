import { type AgeOffset, addOffset } from '../dates';
import type { AgeRange, Condition, MaxAge } from './timing';

/** CDC's grace period: a dose up to 4 days before a minimum age or interval still counts. */
export const GRACE_DAYS = 4;

const DAY_BEFORE: AgeOffset = { days: -1 };

/** A dose of the series as the rules see it: given and counting, or forecast. */
export interface SeriesDose {
  code: string;
  date: string;
  given: boolean;
  brand: string;
}

/** What a condition can look at while one series is being forecast. */
export interface ConditionContext {
  /** The day the child is this old (birth date plus the offset). */
  ageDate: (offset: AgeOffset) => string;
  /** Doses of this series so far, in order (given ones that count, then forecasts). */
  earlier: SeriesDose[];
  /** Every dose of the child by code, given or forecast, as far as known. */
  byCode: Map<string, SeriesDose>;
  brandTags: (brand: string) => string[];
  isNotNeeded: (code: string) => boolean;
}

function inRange(ctx: ConditionContext, date: string, range: AgeRange): boolean {
  if (range.atLeast && date < ctx.ageDate(range.atLeast)) return false;
  if (range.below && date >= ctx.ageDate(range.below)) return false;
  return true;
}

/** Whether a rule's condition holds; a dose not known yet makes an age or gap false. */
export function holds(condition: Condition, ctx: ConditionContext): boolean {
  if ('all' in condition) return condition.all.every((c) => holds(c, ctx));
  if ('not' in condition) return !holds(condition.not, ctx);
  if ('notNeeded' in condition) return ctx.isNotNeeded(condition.notNeeded);
  if ('firstDoseAge' in condition) {
    const first = ctx.earlier[0];
    return first !== undefined && inRange(ctx, first.date, condition.firstDoseAge);
  }
  if ('anyEarlierDoseAge' in condition)
    return ctx.earlier.some((d) => inRange(ctx, d.date, condition.anyEarlierDoseAge));
  if ('doseAge' in condition) {
    const dose = ctx.byCode.get(condition.doseAge.dose);
    return dose !== undefined && inRange(ctx, dose.date, condition.doseAge);
  }
  if ('gap' in condition) {
    const from = ctx.byCode.get(condition.gap.from);
    const to = ctx.byCode.get(condition.gap.to);
    if (!from || !to) return false;
    const atLeast = addOffset(addOffset(from.date, condition.gap.atLeast), { days: -GRACE_DAYS });
    return to.date >= atLeast;
  }
  const given = condition.brandTag.doses
    .map((code) => ctx.byCode.get(code))
    .filter((d): d is SeriesDose => d !== undefined && d.given);
  return (
    given.length > 0 &&
    given.every((d) => d.brand !== '' && ctx.brandTags(d.brand).includes(condition.brandTag.tag))
  );
}

/** The last day a dose may be given at, from its maximum age. */
export function lastDayFor(
  ageDate: (offset: AgeOffset) => string,
  maxAge: MaxAge | undefined,
): string | null {
  if (!maxAge) return null;
  if ('upTo' in maxAge) return ageDate(maxAge.upTo);
  return addOffset(ageDate(maxAge.before), DAY_BEFORE);
}
