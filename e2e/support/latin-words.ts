import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { WalkLocale } from './catalogue';

/**
 * Finding English left on a screen that should read in Hindi, or in the pseudo-locale: the
 * words in Latin letters (Hindi) or in plain, unaccented ASCII (pseudo) that no entry of an
 * allow-list explains. Every entry carries its reason.
 */

/** Word or name → why it may stay in Latin letters. */
export type Reasons = ReadonlyMap<string, string>;

export interface AllowList {
  /** Single words (case-sensitive). */
  words: Reasons;
  /** Names of several words, allowed only whole ("Tika Health (India)"). */
  names: Reasons;
}

const SCHEDULES = path.resolve(import.meta.dirname, '../../apps/api/src/db/reference/schedules');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(SCHEDULES, file), 'utf8'));

/** Latin-script words, apostrophes inside kept ("child’s"), digits and punctuation dropped. */
const LATIN_WORD = /\p{Script=Latin}+(?:['’]\p{Script=Latin}+)*/gu;

export const latinWords = (text: string): string[] => text.match(LATIN_WORD) ?? [];

/**
 * The words of the schedules' dose names ("Rotavirus 1", "Influenza (IIV), 2nd season"): a
 * dose is named as the schedule and the doctor's card name it, in every language; and the
 * abbreviations inside the vaccines' Hindi full names ("पेंटावैलेंट टीका (DTwP-HepB-Hib)").
 */
function vaccineNames(): Array<[string, string]> {
  const allowed: Array<[string, string]> = [];
  for (const file of ['iap-acvip-2023.json', 'uip.json']) {
    const schedule = readJson(file) as { doses: Array<{ name: string }> };
    for (const { name } of schedule.doses)
      for (const word of latinWords(name))
        allowed.push([
          word,
          `a dose's name as the schedule and the card write it (“${name}”, ${file})`,
        ]);
  }
  const vaccines = readJson('vaccines.json') as Record<string, { fullNameHi?: string }>;
  for (const { fullNameHi } of Object.values(vaccines))
    for (const word of latinWords(fullNameHi ?? ''))
      allowed.push([
        word,
        `an abbreviation in a vaccine's Hindi name (“${fullNameHi}”, vaccines.json)`,
      ]);
  return allowed;
}

/** The brand names of brands.json (a dose's brand list): names as written on the card. */
function brandNames(): Array<[string, string]> {
  const brands = readJson('brands.json') as Record<string, unknown>;
  return Object.values(brands)
    .filter((list): list is Array<{ name: string }> => Array.isArray(list))
    .flat()
    .flatMap(({ name }) =>
      latinWords(name).map((word): [string, string] => [
        word,
        `a vaccine brand (“${name}”, brands.json)`,
      ]),
    );
}

/**
 * The pseudo-locale formats as English does (lib/i18n/format.ts): dates, and lists joined with
 * "and" (Intl.ListFormat); its calendar grid is the date library's English: month and weekday
 * names, long and short.
 */
function englishFormatWords(): Array<[string, string]> {
  const words = new Set<string>(['and']);
  for (let month = 0; month < 12; month++) {
    const day = new Date(Date.UTC(2026, month, 1));
    for (const style of ['long', 'short'] as const)
      words.add(new Intl.DateTimeFormat('en-GB', { month: style, timeZone: 'UTC' }).format(day));
  }
  for (let weekday = 0; weekday < 7; weekday++) {
    const day = new Date(Date.UTC(2026, 0, 4 + weekday));
    const long = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(day);
    words.add(long).add(long.slice(0, 3)).add(long.slice(0, 2));
  }
  return [...words].map((w) => [w, 'the pseudo-locale formats dates and lists as English does']);
}

/**
 * The allow-list of one walk: the test's own `words` and `names`; the vaccine names and
 * brands from the schedule data; English dates and lists in the pseudo-locale; and what the
 * test typed (`entered`: names, the parent's notes, file names).
 */
export function allowList(
  locale: WalkLocale,
  { words, names, entered }: { words: Reasons; names: Reasons; entered: readonly string[] },
): AllowList {
  const list = new Map<string, string>([
    ...words,
    ...vaccineNames(),
    ...brandNames(),
    ...(locale === 'pseudo' ? englishFormatWords() : []),
  ]);
  for (const entry of entered)
    for (const word of latinWords(entry)) list.set(word, `the test typed it (“${entry}”)`);
  return { words: list, names };
}

/**
 * Web and e-mail addresses, and identifiers (a payment's order_Nq8…), are no language's words.
 */
const NOT_WORDS = /\b(?:https?|webcal|mailto):\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b\w*_\w*\b/g;

/** Pseudo text accents every letter but v and x: a word of plain ASCII letters escaped the catalogue. */
const isUnaccented = (word: string) => /^[A-Za-z'’]+$/.test(word) && /[A-UWYZa-uwyz]/.test(word);

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` without these strings (longest first), where they stand as whole words. */
function without(text: string, strings: readonly string[]): string {
  let rest = text;
  for (const string of strings)
    if (rest.includes(string))
      rest = rest.replace(new RegExp(`(?<!\\p{L})${escapeRegExp(string)}(?!\\p{L})`, 'gu'), ' ');
  return rest;
}

const longestFirst = (strings: Iterable<string>) =>
  [...strings].sort((a, b) => b.length - a.length);

/**
 * The words of `text` that should have been translated, each with the line it stands in: Latin
 * words for Hindi, unaccented ASCII words for the pseudo-locale, minus the allow-list and, in
 * the pseudo-locale, minus `serverText` (what the API sent: it speaks English or Hindi only).
 */
function strayWords(
  text: string,
  locale: WalkLocale,
  allowed: AllowList,
  serverText: readonly string[] = [],
): string[] {
  const found = new Map<string, string>();
  const names = longestFirst(allowed.names.keys());
  for (const line of text.split('\n')) {
    const ours = without(without(line.replace(NOT_WORDS, ' '), names), serverText);
    for (const word of latinWords(ours)) {
      const stray = locale === 'hi' || isUnaccented(word);
      if (stray && !allowed.words.has(word) && !found.has(word)) found.set(word, line.trim());
    }
  }
  return [...found].map(([word, line]) => `${word}  (in “${line.slice(0, 120)}”)`);
}

/**
 * What a parent reads now: the open sheet (the top modal <dialog>) if there is one, else the
 * page; the placeholders and the choices of its visible fields; and any toast.
 */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dialogs = Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[open]'));
    const root: HTMLElement = dialogs.at(-1) ?? document.body;
    const fields = Array.from(
      root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        '[placeholder], select',
      ),
    ).filter((field) => field.checkVisibility());
    const fieldText = fields.flatMap((field) =>
      field instanceof HTMLSelectElement
        ? Array.from(field.options, (option) => option.text)
        : [field.placeholder],
    );
    const toasts = Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]')).map(
      (toast) => toast.innerText,
    );
    return [root.innerText, ...fieldText, ...toasts].join('\n');
  });
}

/** Every string in a JSON answer, however deep. */
function stringsIn(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value.trim());
  else if (Array.isArray(value)) value.forEach((item) => stringsIn(item, into));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => stringsIn(item, into));
}

/**
 * The strings the API has sent this page so far (JSON answers under /api/), longest first: the
 * pseudo-locale is the web app's alone, so the server's words stay English there.
 */
function serverStrings(page: Page): () => Promise<string[]> {
  const sent = new Set<string>();
  const reading = new Set<Promise<void>>();
  page.on('response', (response) => {
    const json = response.headers()['content-type']?.includes('application/json');
    if (!json || !new URL(response.url()).pathname.startsWith('/api/')) return;
    const read: Promise<void> = response
      .json()
      .then((body) => stringsIn(body, sent))
      .catch(() => undefined)
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return async () => {
    await Promise.all(reading);
    return longestFirst([...sent].filter((s) => /\p{L}/u.test(s)));
  };
}

/**
 * The check of one walk: `check(screen)` reads the screen or sheet now on show and fails (soft:
 * the walk goes on, and every screen reports) on each word that should have been translated.
 * `more` allows more words on that screen only.
 */
export function screenChecker(page: Page, locale: WalkLocale, allowed: AllowList) {
  const sentByServer = locale === 'pseudo' ? serverStrings(page) : async () => [];
  const what = locale === 'hi' ? 'Latin-script words' : 'unaccented (untranslated) words';
  return async (screen: string, more: Reasons = new Map()): Promise<void> => {
    const list = more.size ? { ...allowed, words: new Map([...allowed.words, ...more]) } : allowed;
    const stray = strayWords(await visibleText(page), locale, list, await sentByServer());
    expect.soft(stray, `${screen}: ${what} not on the allow-list`).toEqual([]);
  };
}
