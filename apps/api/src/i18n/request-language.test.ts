import { describe, expect, it } from 'vitest';
import { acceptedLanguage } from './request-language';

describe('acceptedLanguage', () => {
  it.each([
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['EN-gb', 'en'],
    ['fr-FR,fr;q=0.9,hi;q=0.5', 'hi'],
    ['en;q=0.4,hi;q=0.7', 'hi'],
    ['hi;q=0,en', 'en'],
    ['de, fr', undefined],
    ['*', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });
});
