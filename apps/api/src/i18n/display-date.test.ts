import { describe, expect, it } from 'vitest';
import { displayDateIn } from './display-date';

describe('displayDateIn', () => {
  it('writes English as the contract does', () => {
    expect(displayDateIn('2026-12-04', 'en')).toBe('4 Dec 2026');
  });

  it('writes Hindi months with Latin digits, on the same calendar day', () => {
    expect(displayDateIn('2026-12-04', 'hi')).toBe('4 दिस॰ 2026');
    expect(displayDateIn('2027-01-01', 'hi')).toBe('1 जन॰ 2027');
    expect(displayDateIn('2026-05-31', 'hi')).toBe('31 मई 2026');
  });
});
