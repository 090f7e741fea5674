import { describe, expect, it } from 'vitest';
import { claimedChildId, compactId, expandId, feedLinks } from './feed-secret';

const ID = '6f1c2b0e-8d4a-4b7e-9a51-0c3f2e1d4b5a';

describe('feed secrets', () => {
  it('writes a child id in 22 characters and reads it back', () => {
    const compact = compactId(ID);
    expect(compact).toMatch(/^[\w-]{22}$/);
    expect(expandId(compact)).toBe(ID);
  });

  it.each([
    '',
    'short',
    `${compactId(ID)}x`,
    `${compactId(ID).slice(0, 21)}!`,
    `${compactId(ID).slice(0, 21)}B`,
  ])('refuses %j as a compact id', (value) => {
    // The last form differs only in padding bits: not the canonical spelling of any id.
    expect(expandId(value)).toBeNull();
  });

  it('reads the claimed child only from a well-formed secret', () => {
    const sig = 'a'.repeat(43);
    expect(claimedChildId(`${compactId(ID)}.${sig}`)).toBe(ID);
    expect(claimedChildId(`${compactId(ID)}.${sig}.x`)).toBeNull();
    expect(claimedChildId(`${compactId(ID)}.${sig.slice(1)}`)).toBeNull();
    expect(claimedChildId(compactId(ID))).toBeNull();
    expect(claimedChildId(`${ID}.${sig}`)).toBeNull();
  });

  it('builds https and webcal addresses from PUBLIC_URL', () => {
    expect(feedLinks('https://app.tika.health/', 'abc.def')).toEqual({
      url: 'https://app.tika.health/api/calendar/abc.def.ics',
      webcal_url: 'webcal://app.tika.health/api/calendar/abc.def.ics',
    });
    expect(feedLinks('http://localhost:8080', 's').webcal_url).toBe(
      'webcal://localhost:8080/api/calendar/s.ics',
    );
  });
});
