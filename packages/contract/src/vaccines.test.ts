import { describe, expect, it } from 'vitest';
import { classifyVaccines, dueLabel, type ClassifiableEntry } from './vaccines';

const entry = (
  name: string,
  dueDate: string,
  status: 'pending' | 'complete' = 'pending',
  vaccinatedOn: string | null = null,
): ClassifiableEntry & { name: string } => ({
  name,
  dueDate,
  status,
  vaccinatedOn,
  ageGroup: `group ${dueDate}`,
});

describe('classifyVaccines', () => {
  const today = '2026-11-22';
  const addedOn = '2026-11-01';

  it('sorts entries into the four lists at their boundaries', () => {
    const result = classifyVaccines(
      [
        entry('given', '2026-06-01', 'complete', '2026-06-03'),
        entry('due before added', '2026-10-31'),
        entry('due the day added', '2026-11-01'),
        entry('due yesterday', '2026-11-21'),
        entry('due today A', '2026-11-22'),
        entry('due today B', '2026-11-22'),
        entry('due tomorrow', '2026-11-23'),
        entry('due later', '2027-01-01'),
      ],
      today,
      addedOn,
    );
    expect(result.completed.map((e) => e.name)).toEqual(['given']);
    expect(result.missed.map((e) => e.name)).toEqual(['due before added']);
    expect(result.overdue.map((e) => [e.name, e.days])).toEqual([
      ['due the day added', 21],
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
          ['due today B', 0],
        ],
      ],
      ['2026-11-23', false, [['due tomorrow', 1]]],
      ['2027-01-01', false, [['due later', 40]]],
    ]);
  });

  it('lists completed vaccines newest first', () => {
    const result = classifyVaccines(
      [
        entry('a', '2026-01-01', 'complete', '2026-01-05'),
        entry('b', '2026-02-01', 'complete', '2026-03-01'),
      ],
      today,
      addedOn,
    );
    expect(result.completed.map((e) => e.name)).toEqual(['b', 'a']);
  });

  it('has no actionable group when nothing is upcoming', () => {
    expect(classifyVaccines([entry('old', '2020-01-01')], today, addedOn).upcoming).toEqual([]);
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
