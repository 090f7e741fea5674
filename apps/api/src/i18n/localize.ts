import { displayDateIn, type Language, parseDisplayDate } from '@tika/contract';
import { hindiAge } from './age-words';
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
  const iso = parseDisplayDate(english);
  return iso ? displayDateIn(iso, 'hi') : english;
}

/** A value read out of a template, said in Hindi by what its placeholder names. */
function hindiValue(name: string, value: string): string {
  if (name === 'field') return FIELD_LABELS[value] ?? value;
  if (name === 'date') return hindiDate(value);
  if (name === 'age' || name === 'interval') return hindiAge(value);
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
