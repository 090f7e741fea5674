import { i18n } from '@lingui/core';
import { FAMILY_MESSAGES } from '@tika/contract';
import { describe, expect, it } from 'vitest';
import '../../../test/i18n-wrapper';
import { FAMILY_TEXT, labelProblem, labelWords } from './family-words';

describe('the family words', () => {
  it('say every family message of the contract in the same English (one Hindi for both)', () => {
    const web = Object.fromEntries(
      Object.entries(FAMILY_TEXT).map(([key, descriptor]) => [key, i18n._(descriptor)]),
    );
    expect(web).toEqual(FAMILY_MESSAGES);
  });

  it('show a chosen label in the app’s language and a typed name as typed', () => {
    expect(labelWords('Dadi', i18n)).toBe('Dadi');
    expect(labelWords('Auntie Rosa', i18n)).toBe('Auntie Rosa');
  });

  it('check the label as the server does: required, 30 characters at most', () => {
    expect(labelProblem('  ', i18n)).toBe(FAMILY_MESSAGES.labelRequired);
    expect(labelProblem('x'.repeat(31), i18n)).toBe(FAMILY_MESSAGES.labelTooLong);
    expect(labelProblem(` ${'x'.repeat(30)} `, i18n)).toBeNull();
  });
});
