import type { AgeOffset } from '../dates';

/**
 * The timing rules of one dose, as data (docs/decisions/0014-schedule-engine.md). Every rule
 * is a row of docs/reference/schedules/catch-up.md; `source` says which.
 */
export interface DoseTiming {
  /** Doses of one series are evaluated in schedule order; intervals count within it. */
  series: string;
  /** The youngest age a dose counts at (0 when absent). */
  minAge?: AgeOffset;
  /** The oldest age it is still given: up to and including, or the day before. */
  maxAge?: MaxAge;
  /** Minimum (a dose counts) and recommended (it is due) intervals from earlier doses. */
  after?: IntervalRule[];
  /**
   * How long after a dose that did not count the repeat may be given; by default the series'
   * minimum interval (ACIP's rule for repeating an invalid dose).
   */
  repeatAfter?: AgeOffset;
  /** Timing that replaces the rows above when a condition holds (first match wins). */
  variants?: Array<{ when: Condition } & Partial<Pick<DoseTiming, 'minAge' | 'maxAge' | 'after'>>>;
  /** The dose is not needed for this child when a condition holds. */
  skipWhen?: Array<{ when: Condition; reason: ComputedNotNeeded }>;
  /** Influenza: the first season's doses, or the yearly dose of the nth later season. */
  season?: { first: true } | { yearly: number };
  /** Where the rule comes from; `confirm` marks values found only in secondary sources. */
  source: string;
  confirm?: boolean;
}

export type MaxAge = { upTo: AgeOffset } | { before: AgeOffset };

export interface IntervalRule {
  /** `previous`: the latest dose of the series before this one that counts (given or forecast). */
  from: 'previous' | string;
  min: AgeOffset;
  /** When the dose is due after that one; the minimum when absent. */
  rec?: AgeOffset;
  when?: Condition;
}

export interface AgeRange {
  atLeast?: AgeOffset;
  below?: AgeOffset;
}

/** What a rule may ask about the child's history, given or forecast. */
export type Condition =
  | { firstDoseAge: AgeRange }
  | { doseAge: { dose: string } & AgeRange }
  | { anyEarlierDoseAge: AgeRange }
  /** At least this long from one dose to the other, with the grace period. */
  | { gap: { from: string; to: string; atLeast: AgeOffset } }
  /** Every given dose among these has a brand with this tag (and at least one was given). */
  | { brandTag: { doses: string[]; tag: string } }
  /** The named dose is not needed for this child (the parent said so, or a rule did). */
  | { notNeeded: string }
  | { all: Condition[] }
  | { not: Condition };

/** Why a rule finds a dose not needed; the parent's reasons are in NOT_NEEDED_REASONS. */
export type ComputedNotNeeded =
  | 'series_complete'
  | 'two_dose_brand'
  | 'no_combination_vaccine'
  | 'one_dose_brand'
  | 'booster_given_late'
  | 'flu_until_5_years'
  | 'first_dose_not_needed';

/** The reasons a parent can give for a dose not needed (docs/product/vaccines.md). */
export const NOT_NEEDED_REASONS = [
  'two_dose_brand',
  'no_combination_vaccine',
  'not_endemic',
  'doctor_advice',
  'other',
] as const;
export type NotNeededReason = (typeof NOT_NEEDED_REASONS)[number];

/** A brand in use in India, for the brand list on a dose; tags are what rules ask about. */
export interface Brand {
  name: string;
  maker: string;
  tags?: string[];
}

/** The flu vaccination window of a region: month-day of its start and its end. */
export interface FluWindow {
  start: string;
  end: string;
}
