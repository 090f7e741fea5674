import type { Language } from '@tika/contract';
import { FIELD_LABELS, HINDI } from './hindi';

interface Template {
  pattern: RegExp;
  names: string[];
  hindi: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** The templates (keys with placeholders), as patterns that read the values back out. */
const TEMPLATES: Template[] = Object.entries(HINDI)
  .filter(([english]) => english.includes('{'))
  .map(([english, hindi]) => {
    const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    const source = english
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    return { pattern: new RegExp(`^${source}$`, 's'), names, hindi };
  });

/** An English date as the API writes it ('4 Dec 2026', displayDate) said in Hindi. */
function hindiDate(english: string): string {
  const parsed = new Date(`${english} UTC`);
  if (Number.isNaN(parsed.getTime())) return english;
  return HINDI_DATE.format(parsed);
}

/** As the web's formatDate says a date in Hindi: '4 दिस॰ 2026', in Latin digits. */
const HINDI_DATE = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
  numberingSystem: 'latn',
});

/** Hindi for the age units of the contract's offsetText ('14 weeks 6 days', 'birth'). */
const UNITS: Record<string, string> = {
  year: 'साल',
  years: 'साल',
  month: 'महीना',
  months: 'महीने',
  week: 'हफ़्ता',
  weeks: 'हफ़्ते',
  day: 'दिन',
  days: 'दिन',
};

function hindiOffset(english: string): string {
  if (english === 'birth') return 'जन्म';
  return english.replace(/(\d+) (\w+)/g, (all, n: string, unit: string) =>
    UNITS[unit] ? `${n} ${UNITS[unit]}` : all,
  );
}

/** A value read out of a template, said in Hindi by what its placeholder names. */
function hindiValue(name: string, value: string): string {
  if (name === 'field') return FIELD_LABELS[value] ?? value;
  if (name === 'date') return hindiDate(value);
  if (name === 'age' || name === 'interval') return hindiOffset(value);
  if (name === 'sentence') return localize(value, 'hi');
  return value;
}

/**
 * A message the API says to a parent, in their language: the English as it is, or its Hindi
 * from the catalogue (an exact sentence first, then the templates). A sentence the catalogue
 * does not know stays English rather than being lost (hindi.test.ts keeps that list empty).
 * Placeholders say what a value is: `{field}` a field label, `{date}` a date, `{age}` and
 * `{interval}` an age ('6 weeks'), `{sentence}` a sentence of its own; others stay as written.
 */
export function localize(english: string, language: Language): string {
  if (language === 'en') return english;
  const exact = HINDI[english];
  if (exact !== undefined) return exact;
  for (const { pattern, names, hindi } of TEMPLATES) {
    const match = pattern.exec(english);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
    return hindi.replace(PLACEHOLDER, (_, name: string) => hindiValue(name, values[name] ?? ''));
  }
  return english;
}

/** Whether the catalogue has this English message (exactly or through a template). */
export const hasHindi = (english: string) => localize(english, 'hi') !== english;
