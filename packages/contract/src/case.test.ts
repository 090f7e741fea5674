import { describe, expect, it } from 'vitest';
import { camelizeKeys, camelCaseKey } from './case';

describe('camelizeKeys', () => {
  it('converts nested object keys and arrays, leaving values alone', () => {
    const wire = {
      access_token: 'abc_def',
      user: { first_name: 'Asha', contact_verified: true },
      children: [{ child_id: 1, date_of_birth: '2024-01-02' }],
      banner_img: { original_url: 'x' },
      plan_7: null,
    };
    expect(camelizeKeys(wire)).toEqual({
      accessToken: 'abc_def',
      user: { firstName: 'Asha', contactVerified: true },
      children: [{ childId: 1, dateOfBirth: '2024-01-02' }],
      bannerImg: { originalUrl: 'x' },
      plan7: null,
    });
  });

  it('keeps already camelCased keys and primitives as they are', () => {
    expect(camelCaseKey('alreadyCamel')).toBe('alreadyCamel');
    expect(camelizeKeys('text_value')).toBe('text_value');
    expect(camelizeKeys(5)).toBe(5);
  });
});
