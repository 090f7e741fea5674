import { describe, expect, it } from 'vitest';
import { addOffset } from './dates';
import type { DoseForecast } from './schedule/forecast';
import { classifyVaccines, dueLabel, type ClassifiableEntry } from './vaccines';

const entry = (
  name: string,
  dueDate: string,
  status: 'pending' | 'complete' = 'pending',
  vaccinatedOn: string | null = null,
  forecast: DoseForecast | null = null,
): ClassifiableEntry & { name: string } => ({
  name,
  dueDate,
  status,
  vaccinatedOn,
  ageGroup: `group ${dueDate}`,
  forecast,
});

const due = (date: string, overdueFrom = addOffset(date, { days: 1 })): DoseForecast => ({
  state: 'due',
  earliest: date,
  due: date,
  overdueFrom,
  lastDay: null,
});

describe('classifyVaccines', () => {
  const today = '2026-11-22';

  it('sorts entries into the lists by their forecast, at the boundaries of today', () => {
    const result = classifyVaccines(
      [
        entry('given', '2026-06-01', 'complete', '2026-06-03', { state: 'given', counts: true }),
        entry('awaiting', '2026-10-31', 'pending', null, {
          state: 'awaiting',
          earliest: '2026-10-31',
          due: '2026-10-31',
          lastDay: null,
          windowClosed: false,
        }),
        entry('due three weeks ago', '2026-11-01', 'pending', null, due('2026-11-01')),
        entry('due yesterday', '2026-11-21', 'pending', null, due('2026-11-21')),
        entry('due today A', '2026-11-22', 'pending', null, due('2026-11-22')),
        entry('parent added, today', '2026-11-22'),
        entry('due tomorrow', '2026-11-23', 'pending', null, due('2026-11-23')),
        entry('due later', '2027-01-01', 'pending', null, due('2027-01-01')),
      ],
      today,
    );
    expect(result.completed.map((e) => e.name)).toEqual(['given']);
    expect(result.missed.map((e) => e.name)).toEqual(['awaiting']);
    expect(result.overdue.map((e) => [e.name, e.days])).toEqual([
      ['due three weeks ago', 21],
      ['due yesterday', 1],
    ]);
    expect(
      result.upcoming.map((g) => [g.dueDate, g.actionable, g.entries.map((e) => [e.name, e.days])]),
    ).toEqual([
      [
        '2026-11-22',
        true,
        [
          ['due today A', 0],
          ['parent added, today', 0],
        ],
      ],
      ['2026-11-23', false, [['due tomorrow', 1]]],
      ['2027-01-01', false, [['due later', 40]]],
    ]);
  });

  it('never lists a dose no longer due or not needed as overdue', () => {
    const result = classifyVaccines(
      [
        entry('rota 1', '2026-01-01', 'pending', null, {
          state: 'no_longer_due',
          reason: 'past_max_age',
          lastDay: '2026-04-15',
        }),
        entry('rota 3', '2026-03-01', 'pending', null, {
          state: 'not_needed',
          reason: 'two_dose_brand',
          byParent: false,
        }),
      ],
      today,
    );
    expect(result.overdue).toEqual([]);
    expect(result.noLongerDue.map((e) => e.name)).toEqual(['rota 1']);
    expect(result.notNeeded.map((e) => e.name)).toEqual(['rota 3']);
  });

  it('puts a catch-up dose with the overdue ones, and a dose inside its flu window under today', () => {
    const result = classifyVaccines(
      [
        entry('catch-up', '2020-01-01', 'pending', null, {
          state: 'catch_up',
          earliest: '2026-11-22',
          due: '2026-11-22',
          overdueFrom: '2026-11-23',
          lastDay: null,
        }),
        entry('flu', '2026-08-01', 'pending', null, due('2026-08-01', '2026-12-01')),
      ],
      today,
    );
    expect(result.overdue.map((e) => [e.name, e.days])).toEqual([['catch-up', 0]]);
    expect(result.upcoming.map((g) => [g.dueDate, g.entries.map((e) => e.name)])).toEqual([
      ['2026-11-22', ['flu']],
    ]);
  });

  it('lists completed vaccines newest first', () => {
    const result = classifyVaccines(
      [
        entry('a', '2026-01-01', 'complete', '2026-01-05'),
        entry('b', '2026-02-01', 'complete', '2026-03-01'),
      ],
      today,
    );
    expect(result.completed.map((e) => e.name)).toEqual(['b', 'a']);
  });

  it('has no actionable group when nothing is upcoming', () => {
    expect(classifyVaccines([entry('old', '2020-01-01')], today).upcoming).toEqual([]);
  });
});

describe('dueLabel', () => {
  it.each([
    [0, false, 'Due Today'],
    [1, false, 'Due in 1 Day'],
    [12, false, 'Due in 12 Days'],
    [1, true, 'Overdue by 1 Day'],
    [5, true, 'Overdue by 5 Days'],
  ])('%i days (overdue %s) → %s', (days, overdue, label) => {
    expect(dueLabel(days, overdue)).toBe(label);
  });
});
