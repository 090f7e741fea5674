import type { Language } from '@tika/contract';

/*
 * Ages said in Hindi: the schedule tables' age groups and the contract's ages ('14 weeks 6
 * days'), both English as written, with the units in one place.
 */

/**
 * A schedule's age group ("6 weeks", "16–18 months", "Birth": the English of the published
 * table, stored on each dose) said in Hindi. The labels follow a few fixed shapes, so the
 * shapes are translated rather than each label; a label of another shape stays as written.
 */
const UNITS: Record<string, { one: string; other: string }> = {
  day: { one: 'दिन', other: 'दिन' },
  week: { one: 'हफ़्ता', other: 'हफ़्ते' },
  month: { one: 'महीना', other: 'महीने' },
  year: { one: 'साल', other: 'साल' },
};

/** "6" or "16–18" with its unit: "6 हफ़्ते", "16–18 महीने", "1 साल". */
const span = (count: string, unit: string) =>
  `${count} ${count === '1' ? UNITS[unit]!.one : UNITS[unit]!.other}`;

const SHAPES: Array<[RegExp, (...parts: string[]) => string]> = [
  [/^Birth$/, () => 'जन्म पर'],
  [/^Added by you$/, () => 'आपका जोड़ा हुआ'],
  [/^(\d+(?:–\d+)?) (week|month|year)s?$/, (count, unit) => span(count!, unit!)],
  [/^Yearly until (\d+) years$/, (until) => `${until} साल तक हर साल`],
  [/^Every (\d+) months to (\d+) years$/, (every, until) => `${until} साल तक हर ${every} महीने`],
  [/^Started at (\d+) years or later$/, (from) => `${from} साल या उसके बाद शुरू करने पर`],
];

export function hindiAgeGroup(label: string): string {
  for (const [shape, say] of SHAPES) {
    const match = shape.exec(label);
    if (match) return say(...match.slice(1));
  }
  return label;
}

/** An age as the contract's offsetText writes it ('14 weeks 6 days', 'birth'), in Hindi. */
export function hindiAge(english: string): string {
  if (english === 'birth') return 'जन्म';
  return english.replace(/(\d+) (day|week|month|year)s?\b/g, (_, count: string, unit: string) =>
    span(count, unit),
  );
}

/** An age group as a reader of `language` reads it. */
export const ageGroupIn = (label: string, language: Language): string =>
  language === 'hi' ? hindiAgeGroup(label) : label;
