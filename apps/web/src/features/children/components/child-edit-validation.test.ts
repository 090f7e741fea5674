import { describe, expect, it } from 'vitest';
import { validateChildEdit } from './child-edit-validation';

const today = '2025-03-20';

describe('validateChildEdit', () => {
  it('accepts a name in any script and trims it', () => {
    expect(validateChildEdit({ name: ' आरव Rao ', dob: '2024-01-01' }, today)).toEqual({
      ok: true,
      name: 'आरव Rao',
    });
  });

  it('needs a name of at most 20 letters and spaces', () => {
    expect(validateChildEdit({ name: '  ', dob: '2024-01-01' }, today)).toMatchObject({
      ok: false,
      errors: { name: 'Name is required' },
    });
    expect(validateChildEdit({ name: 'a'.repeat(21), dob: '2024-01-01' }, today)).toMatchObject({
      ok: false,
      errors: { name: 'Name can have at most 20 letters' },
    });
    expect(validateChildEdit({ name: 'R2D2', dob: '2024-01-01' }, today)).toMatchObject({
      ok: false,
      errors: { name: 'Name can have letters and spaces only' },
    });
  });

  it('refuses a birth date after today or before 1980', () => {
    expect(validateChildEdit({ name: 'Asha', dob: today }, today).ok).toBe(true);
    expect(validateChildEdit({ name: 'Asha', dob: '2025-03-21' }, today)).toMatchObject({
      errors: { dob: 'Birth date cannot be in the future' },
    });
    expect(validateChildEdit({ name: 'Asha', dob: '1979-12-31' }, today)).toMatchObject({
      errors: { dob: 'Please choose a date between 1980 and 2050' },
    });
    expect(validateChildEdit({ name: 'Asha', dob: '1980-01-01' }, today).ok).toBe(true);
    expect(validateChildEdit({ name: 'Asha', dob: '' }, today)).toMatchObject({
      errors: { dob: 'Please choose the birth date' },
    });
  });

  it('checks the optional weeks and days at birth with the contract rule', () => {
    const base = { name: 'Asha', dob: '2024-01-01' };
    expect(
      validateChildEdit({ ...base, gestationalWeeks: '', gestationalDays: '' }, today).ok,
    ).toBe(true);
    expect(
      validateChildEdit({ ...base, gestationalWeeks: '32', gestationalDays: '' }, today).ok,
    ).toBe(true);
    expect(
      validateChildEdit({ ...base, gestationalWeeks: '20', gestationalDays: '' }, today),
    ).toMatchObject({ errors: { gestationalWeeks: 'Weeks must be from 22 to 42' } });
    expect(
      validateChildEdit({ ...base, gestationalWeeks: '32', gestationalDays: '7' }, today),
    ).toMatchObject({ errors: { gestationalDays: 'Days must be from 0 to 6' } });
    expect(
      validateChildEdit({ ...base, gestationalWeeks: '', gestationalDays: '3' }, today),
    ).toMatchObject({ errors: { gestationalWeeks: 'Please enter the weeks' } });
  });
});
