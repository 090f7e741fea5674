import { type AgeOffset, addOffset, compareIsoDates } from '../dates';
import {
  type ConditionContext,
  GRACE_DAYS,
  holds,
  lastDayFor,
  type SeriesDose,
} from './conditions';
import { firstSeasonDue, seasonDates, seasonOf } from './flu';
import type {
  ComputedNotNeeded,
  DoseTiming,
  FluWindow,
  IntervalRule,
  NotNeededReason,
} from './timing';

/**
 * The schedule engine (docs/decisions/0014-schedule-engine.md), after CDC's CDSi logic: every
 * given dose is evaluated (does it count?), then each dose still to give is forecast from the
 * doses that count: its earliest date, its due date and the last day it may be given. Pure:
 * the same history and the same `today` give the same answer.
 */

export interface ScheduleDoseRule {
  code: string;
  /** The recommended age of the schedule table. */
  offset: AgeOffset;
  timing: DoseTiming;
}

/** One of the child's entries with a dose code, as stored. */
export interface DoseRecord {
  id: string;
  code: string;
  given: { date: string; brand: string } | null;
  notNeeded: NotNeededReason | null;
  /** The day the parent said a dose due before the child was added was not given. */
  notGivenOn: string | null;
}

export interface ForecastInput {
  dob: string;
  today: string;
  /** The parent's date the child was added: doses due before it await the parent's answer. */
  addedOn: string;
  doses: ScheduleDoseRule[];
  records: DoseRecord[];
  brandTags: (brand: string) => string[];
  fluWindow: FluWindow;
}

/** Why a given dose does not count: too young, or too soon after an earlier dose. */
export type DoseProblem =
  { rule: 'min_age'; age: AgeOffset } | { rule: 'interval'; from: string; interval: AgeOffset };

/**
 * The engine's revision. Stored forecasts name the revision and the rule data they were made
 * with (apps/api/src/modules/vaccines/stored-forecast.ts), so a change to what the engine decides
 * must bump this, or stored forecasts made by the old engine would still be read as fresh. A
 * test pins a hash of this folder's sources to the revision and fails until it is bumped.
 */
export const FORECAST_ENGINE_REVISION = 1;

export type DoseForecast =
  | { state: 'given'; counts: true }
  | { state: 'given'; counts: false; problem: DoseProblem }
  | {
      /** Due, or (catch_up) due now because the parent said a missed dose was not given. */
      state: 'due' | 'catch_up';
      earliest: string;
      due: string;
      overdueFrom: string;
      lastDay: string | null;
    }
  | {
      /** Due before the child was added, and the parent has not said whether it was given. */
      state: 'awaiting';
      earliest: string;
      due: string;
      lastDay: string | null;
      windowClosed: boolean;
    }
  | {
      state: 'no_longer_due';
      reason: 'past_max_age' | 'series_closed' | 'season_passed';
      lastDay: string | null;
    }
  | {
      state: 'not_needed';
      reason: NotNeededReason | ComputedNotNeeded;
      byParent: boolean;
    };

export interface Forecast {
  /** By record id. */
  entries: Map<string, DoseForecast>;
  /** The first day after `today` on which the same history may forecast differently. */
  changesOn: string;
}

const later = (a: string, b: string) => (a > b ? a : b);
/** Age zero: a dose with no minimum age. */
const BIRTH: AgeOffset = {};
const earlier = (a: string, b: string) => (a < b ? a : b);

interface Timing {
  minAge?: AgeOffset;
  maxAge?: DoseTiming['maxAge'];
  after: IntervalRule[];
}

export function forecastSchedule(input: ForecastInput): Forecast {
  return new Forecaster(input).run();
}

class Forecaster {
  private readonly entries = new Map<string, DoseForecast>();
  private readonly byCode = new Map<string, SeriesDose>();
  private readonly states = new Map<string, DoseForecast['state'] | 'closed'>();
  private readonly recordsByCode = new Map<string, DoseRecord[]>();
  private readonly rules = new Map<string, ScheduleDoseRule>();
  private changesOn: string;
  /** Set while a forecast leans on today: it may move tomorrow. */
  private dependsOnToday = false;
  /** Birth date plus an age, per offset of the rules: the same ages are asked for many times. */
  private readonly ageDates = new Map<AgeOffset, string>();
  private readonly ageDate = (offset: AgeOffset): string => {
    let date = this.ageDates.get(offset);
    if (date === undefined) {
      date = addOffset(this.input.dob, offset);
      this.ageDates.set(offset, date);
    }
    return date;
  };

  constructor(private readonly input: ForecastInput) {
    for (const record of input.records) {
      const list = this.recordsByCode.get(record.code) ?? [];
      list.push(record);
      this.recordsByCode.set(record.code, list);
    }
    for (const dose of input.doses) this.rules.set(dose.code, dose);
    this.changesOn = addOffset(input.today, { years: 100 });
  }

  run(): Forecast {
    const series = new Map<string, ScheduleDoseRule[]>();
    for (const dose of this.input.doses) {
      const list = series.get(dose.timing.series) ?? [];
      list.push(dose);
      series.set(dose.timing.series, list);
    }
    for (const doses of series.values()) this.forecastSeries(doses);
    const tomorrow = addOffset(this.input.today, { days: 1 });
    return {
      entries: this.entries,
      changesOn: this.dependsOnToday ? tomorrow : later(this.changesOn, tomorrow),
    };
  }

  private forecastSeries(doses: ScheduleDoseRule[]) {
    const counted: SeriesDose[] = [];
    let closed = false;
    for (const dose of doses) {
      const records = this.recordsByCode.get(dose.code) ?? [];
      const ctx = this.context(counted);
      const timing = this.timingOf(dose, ctx);
      const skip = this.skipReason(dose, ctx);
      const given = records
        .filter((r) => r.given)
        .sort((a, b) => compareIsoDates(a.given!.date, b.given!.date));
      const pending = records.filter((r) => !r.given);

      let counting: SeriesDose | null = null;
      const invalid: string[] = [];
      for (const record of given) {
        if (counting) {
          this.entries.set(record.id, { state: 'given', counts: true });
          continue;
        }
        const problem = this.problemOf(record.given!.date, dose, timing, counted, invalid);
        if (problem) {
          this.entries.set(record.id, { state: 'given', counts: false, problem });
          invalid.push(record.given!.date);
        } else {
          this.entries.set(record.id, { state: 'given', counts: true });
          counting = {
            code: dose.code,
            date: record.given!.date,
            given: true,
            brand: record.given!.brand,
          };
        }
      }
      if (counting) {
        counted.push(counting);
        this.byCode.set(dose.code, counting);
        this.states.set(dose.code, 'given');
        for (const record of pending) this.setNotNeeded(record, 'series_complete', false);
        continue;
      }
      const parentSaid = pending.find((r) => r.notNeeded);
      if (parentSaid || skip) {
        const reason = parentSaid?.notNeeded ?? skip!;
        for (const record of pending) this.setNotNeeded(record, reason, Boolean(parentSaid));
        this.states.set(dose.code, 'not_needed');
        continue;
      }
      const forecast = closed
        ? ({ state: 'no_longer_due', reason: 'series_closed', lastDay: null } as const)
        : this.forecastDose(dose, timing, counted, invalid, pending[0] ?? null);
      for (const record of pending) this.entries.set(record.id, forecast);
      this.states.set(dose.code, forecast.state);
      if (forecast.state === 'no_longer_due') {
        // Later doses of a series hang on this one; yearly flu doses do not hang on each other.
        if (!(dose.timing.season && 'yearly' in dose.timing.season)) closed = true;
        continue;
      }
      if (forecast.state === 'due' || forecast.state === 'catch_up') {
        // Later doses count from this one at its due date, or at today once that has passed.
        if (forecast.due < this.input.today) this.dependsOnToday = true;
        else this.noteChange(addOffset(forecast.due, { days: 1 }));
        const projected = {
          code: dose.code,
          date: later(forecast.due, this.input.today),
          given: false,
          brand: '',
        };
        counted.push(projected);
        this.byCode.set(dose.code, projected);
      } else if (forecast.state === 'awaiting') {
        const projected = { code: dose.code, date: forecast.due, given: false, brand: '' };
        counted.push(projected);
        this.byCode.set(dose.code, projected);
      }
    }
  }

  private setNotNeeded(
    record: DoseRecord,
    reason: NotNeededReason | ComputedNotNeeded,
    byParent: boolean,
  ) {
    this.entries.set(record.id, {
      state: 'not_needed',
      reason: record.notNeeded ?? reason,
      byParent: byParent || record.notNeeded !== null,
    });
  }

  private context(counted: SeriesDose[]): ConditionContext {
    return {
      ageDate: this.ageDate,
      earlier: counted,
      byCode: this.byCode,
      brandTags: this.input.brandTags,
      isNotNeeded: (code) => this.isNotNeeded(code, counted),
    };
  }

  /** A later dose's not-needed state, asked for by an earlier one's rule (Hep B 3 by Hep B 4). */
  private isNotNeeded(code: string, counted: SeriesDose[]): boolean {
    const known = this.states.get(code);
    if (known) return known === 'not_needed';
    if ((this.recordsByCode.get(code) ?? []).some((r) => r.notNeeded && !r.given)) return true;
    const rule = this.rules.get(code);
    return rule
      ? this.skipReason(rule, { ...this.context(counted), isNotNeeded: () => false }) !== null
      : false;
  }

  private skipReason(dose: ScheduleDoseRule, ctx: ConditionContext): ComputedNotNeeded | null {
    for (const skip of dose.timing.skipWhen ?? []) if (holds(skip.when, ctx)) return skip.reason;
    return null;
  }

  private timingOf(dose: ScheduleDoseRule, ctx: ConditionContext): Timing {
    const base: Timing = {
      minAge: dose.timing.minAge,
      maxAge: dose.timing.maxAge,
      after: dose.timing.after ?? [],
    };
    const variant = dose.timing.variants?.find((v) => holds(v.when, ctx));
    if (!variant) return this.applicableIntervals(base, ctx);
    return this.applicableIntervals(
      {
        minAge: variant.minAge ?? base.minAge,
        maxAge: variant.maxAge ?? base.maxAge,
        after: variant.after ?? base.after,
      },
      ctx,
    );
  }

  private applicableIntervals(timing: Timing, ctx: ConditionContext): Timing {
    return { ...timing, after: timing.after.filter((rule) => !rule.when || holds(rule.when, ctx)) };
  }

  /** The dose an interval counts from: the latest one that counts, or a named one. */
  private intervalFrom(rule: IntervalRule, counted: SeriesDose[]): SeriesDose | undefined {
    if (rule.from === 'previous') return counted[counted.length - 1];
    return this.byCode.get(rule.from);
  }

  /** Whether a dose given on `date` counts; if not, the rule it breaks (grace period applied). */
  private problemOf(
    date: string,
    dose: ScheduleDoseRule,
    timing: Timing,
    counted: SeriesDose[],
    invalidDates: string[],
  ): DoseProblem | null {
    const graced = (d: string) => addOffset(d, { days: -GRACE_DAYS });
    const minAge = timing.minAge ?? BIRTH;
    if (date < graced(this.ageDate(minAge))) return { rule: 'min_age', age: minAge };
    for (const rule of timing.after) {
      const from = this.intervalFrom(rule, counted);
      if (from && date < graced(addOffset(from.date, rule.min)))
        return { rule: 'interval', from: from.code, interval: rule.min };
    }
    // ACIP: the repeat of a dose that did not count is spaced from it (as forecastDose says).
    const lastInvalid = invalidDates[invalidDates.length - 1];
    const repeat = this.repeatInterval(dose);
    if (lastInvalid && date < graced(addOffset(lastInvalid, repeat)))
      return { rule: 'interval', from: dose.code, interval: repeat };
    return null;
  }

  private forecastDose(
    dose: ScheduleDoseRule,
    timing: Timing,
    counted: SeriesDose[],
    invalidDates: string[],
    record: DoseRecord | null,
  ): DoseForecast {
    const { today } = this.input;
    let earliest = this.ageDate(timing.minAge ?? BIRTH);
    let due = later(this.ageDate(dose.offset), earliest);
    let overdueFrom: string | null = null;
    let lastDay = lastDayFor(this.ageDate, timing.maxAge);
    for (const rule of timing.after) {
      const from = this.intervalFrom(rule, counted);
      if (!from) continue;
      earliest = later(earliest, addOffset(from.date, rule.min));
      due = later(due, addOffset(from.date, rule.rec ?? rule.min));
    }
    // ACIP: a dose that did not count is repeated the minimum interval after it.
    const lastInvalid = invalidDates[invalidDates.length - 1];
    if (lastInvalid) earliest = later(earliest, addOffset(lastInvalid, this.repeatInterval(dose)));
    due = later(due, earliest);

    const season = dose.timing.season;
    if (season && 'first' in season && counted.length === 0) {
      // A first dose answered "not given" starts its season on that day, as a child turning
      // 6 months then would: before the window opens it waits for it (§5).
      const from = record?.notGivenOn ? later(earliest, record.notGivenOn) : earliest;
      const first = firstSeasonDue(from, this.input.fluWindow);
      due = later(first.due, earliest);
      overdueFrom = first.overdueFrom;
    } else if (season && 'first' in season) {
      // The first season's doses are given in the window of the first dose's season (§5).
      const window = this.input.fluWindow;
      overdueFrom = seasonDates(seasonOf(counted[0]!.date, window), window).overdueFrom;
    } else if (season && 'yearly' in season) {
      const seasonDose = this.yearlySeason(season.yearly, counted);
      if (!seasonDose) return { state: 'not_needed', reason: 'flu_until_5_years', byParent: false };
      due = later(seasonDose.due, earliest);
      overdueFrom = seasonDose.overdueFrom;
      lastDay = lastDay ? earlier(lastDay, seasonDose.lastDay) : seasonDose.lastDay;
      if (seasonDose.due > (lastDayFor(this.ageDate, timing.maxAge) ?? seasonDose.due))
        return { state: 'not_needed', reason: 'flu_until_5_years', byParent: false };
    }
    if (lastDay && due > lastDay) due = later(lastDay, earliest);
    overdueFrom = later(overdueFrom ?? addOffset(due, { days: 1 }), addOffset(due, { days: 1 }));
    const windowClosed = lastDay !== null && later(today, earliest) > lastDay;
    if (lastDay && !windowClosed) this.noteChange(addOffset(lastDay, { days: 1 }));

    if (record?.notGivenOn) {
      if (windowClosed) return this.closed(season, lastDay);
      return {
        state: 'catch_up',
        earliest,
        due: later(due, record.notGivenOn),
        overdueFrom: later(overdueFrom, addOffset(record.notGivenOn, { days: 1 })),
        lastDay,
      };
    }
    if (due < this.input.addedOn)
      return { state: 'awaiting', earliest, due, lastDay, windowClosed };
    if (windowClosed) return this.closed(season, lastDay);
    return { state: 'due', earliest, due, overdueFrom, lastDay };
  }

  private closed(season: DoseTiming['season'], lastDay: string | null): DoseForecast {
    const reason = season && 'yearly' in season ? 'season_passed' : 'past_max_age';
    return { state: 'no_longer_due', reason, lastDay };
  }

  /** The nth season after the first one's, or null when it opens after the yearly doses end. */
  private yearlySeason(n: number, counted: SeriesDose[]) {
    const first = counted[0];
    if (!first) return null;
    const window = this.input.fluWindow;
    return seasonDates(seasonOf(first.date, window) + n, window);
  }

  private repeatInterval(dose: ScheduleDoseRule): AgeOffset {
    if (dose.timing.repeatAfter) return dose.timing.repeatAfter;
    const own = dose.timing.after?.find((r) => r.from === 'previous');
    if (own) return own.min;
    const series = this.input.doses.filter((d) => d.timing.series === dose.timing.series);
    const next = series[series.indexOf(dose) + 1]?.timing.after?.find((r) => r.from === 'previous');
    return next?.min ?? { weeks: 4 };
  }

  private noteChange(date: string) {
    if (date > this.input.today && date < this.changesOn) this.changesOn = date;
  }
}
