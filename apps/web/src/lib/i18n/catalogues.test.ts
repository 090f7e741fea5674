import { describe, expect, it } from 'vitest';
import { catalogueMessages, messageVariables } from './catalogue-files';

const english = catalogueMessages('en');
const hindi = catalogueMessages('hi');

describe('message catalogues', () => {
  it('have a Hindi translation for every English message, in the same catalogue', () => {
    const translated = new Set(
      hindi.filter((m) => m.translation).map((m) => `${m.file}|${m.source}`),
    );
    const missing = english
      .filter((m) => !translated.has(`${m.file.replace(/en\.po$/, 'hi.po')}|${m.source}`))
      .map((m) => `${m.file}: ${m.source}`);
    expect(missing).toEqual([]);
  });

  it('use the same variables in Hindi as in English', () => {
    const mismatched = hindi
      .filter((m) => m.translation)
      .filter((m) => messageVariables(m.source).join() !== messageVariables(m.translation).join())
      .map((m) => `${m.file}: "${m.source}" → "${m.translation}"`);
    expect(mismatched).toEqual([]);
  });

  it('translate one English message one way everywhere', () => {
    const first = new Map<string, { translation: string; file: string }>();
    const differing: string[] = [];
    for (const m of hindi.filter((message) => message.translation)) {
      const seen = first.get(m.source);
      if (!seen) first.set(m.source, m);
      else if (seen.translation !== m.translation)
        differing.push(
          `"${m.source}": ${seen.file} "${seen.translation}", ${m.file} "${m.translation}"`,
        );
    }
    expect(differing).toEqual([]);
  });

  it('write Hindi in Devanagari with Latin digits', () => {
    const devanagariDigits = hindi
      .filter((m) => /[०-९]/.test(m.translation))
      .map((m) => m.translation);
    expect(devanagariDigits).toEqual([]);
  });

  it('find variables in plurals and plain arguments alike', () => {
    expect(messageVariables('{count, plural, one {# dose of {name}} other {# doses}}')).toEqual([
      'count (plural)',
      'name',
    ]);
  });
});
