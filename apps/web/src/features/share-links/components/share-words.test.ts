import { i18n } from '@lingui/core';
import { SHARE_LINK_HOUR_CHOICES } from '@tika/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { hindiMessages } from '../../../test/catalogues';
import { sharedDoseStates } from '@tika/contract';
import { formatMoment } from '../../../lib/i18n/format';
import { DOSE_GROUPS, durationWords } from './share-words';

describe('share words', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it("says each of the sheet's durations in hours or whole days", () => {
    expect(SHARE_LINK_HOUR_CHOICES.map(durationWords)).toEqual([
      '1 hour',
      '1 day',
      '3 days',
      '7 days',
      '30 days',
    ]);
    expect(durationWords(36)).toBe('36 hours');
  });

  it('says them in Hindi too, with Latin digits', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: hindiMessages });
    expect(SHARE_LINK_HOUR_CHOICES.map(durationWords)).toEqual([
      '1 घंटा',
      '1 दिन',
      '3 दिन',
      '7 दिन',
      '30 दिन',
    ]);
    expect(formatMoment('2026-01-16T04:30:00.000Z')).toMatch(/^16 .+ 2026/);
    expect(formatMoment('2026-01-16T04:30:00.000Z')).not.toMatch(/[०-९]/);
  });

  it('writes a moment with its time, and nothing for a broken one', () => {
    expect(formatMoment('2026-01-16T04:30:00.000Z')).toMatch(/^16 Jan 2026, \d{1,2}:\d{2}/);
    expect(formatMoment('soon')).toBe('');
  });

  it('puts every dose state in exactly one group', () => {
    const states = DOSE_GROUPS.flatMap((group) => group.states);
    expect(new Set(states).size).toBe(states.length);
    // The contract's list (a test may read the zod module the bundle leaves out).
    expect([...states].sort()).toEqual([...sharedDoseStates].sort());
  });
});
