import { describe, expect, it } from 'vitest';
import './zod-config';
import { addGrowthBodySchema } from './schemas/growth-records';
import { contactNumberSchema } from './schemas/auth';
import { medicalRecordFieldsSchema } from './schemas/medical-records';
import {
  multiLineTextRule,
  singleLineTextRule,
  withoutControlCharacters,
  birthDateRule,
  growthDateRule,
  heightRule,
  otpRule,
  phoneRule,
  RULE_MESSAGES,
  vaccinationDateRule,
} from './rules';

/** The zod schemas run the same rules as the web's forms, so both say the same words. */
describe('the shared rules', () => {
  const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues[0]?.message;

  it('refuse through the schemas in the catalogue’s words', () => {
    const child_id = '00000000-0000-4000-8000-000000000000';
    expect(
      firstMessage(
        addGrowthBodySchema.safeParse({ child_id, height: 250, record_date: '2026-01-01' }),
      ),
    ).toBe(RULE_MESSAGES[heightRule(250)!]);
    expect(
      firstMessage(addGrowthBodySchema.safeParse({ child_id, record_date: '2026-01-01' })),
    ).toBe(RULE_MESSAGES.growth_measure_required);
    expect(
      firstMessage(medicalRecordFieldsSchema.safeParse({ child_id, purpose: ' ', note: 'x' })),
    ).toBe(RULE_MESSAGES.record_purpose_required);
    expect(firstMessage(contactNumberSchema.safeParse('5123456789'))).toBe(
      RULE_MESSAGES.phone_invalid,
    );
  });

  it('check dates against the birth date and today, in a fixed order', () => {
    expect(birthDateRule('', '2026-01-01')).toBe('dob_required');
    expect(birthDateRule('2026-01-02', '2026-01-01')).toBe('dob_in_future');
    expect(birthDateRule('1979-12-31', '2026-01-01')).toBe('date_out_of_calendar');
    expect(birthDateRule('2025-05-05', '2026-01-01')).toBeNull();
    expect(growthDateRule('2024-12-31', '2025-01-01', '2026-01-01')).toBe(
      'growth_date_before_birth',
    );
    expect(vaccinationDateRule('2026-01-02', '2025-01-01', '2026-01-01')).toBe(
      'vaccination_date_in_future',
    );
    expect(vaccinationDateRule('2026-02-30', '2025-01-01', '2026-01-01')).toBe('date_format');
  });
});

describe('vaccinationDateRule (docs/product/validation.md)', () => {
  const dob = '2025-06-10';
  const today = '2026-01-03';
  it.each([
    ['', dob, today, 'vaccination_date_required'],
    ['2026-01-04', dob, today, 'vaccination_date_in_future'],
    ['2025-06-09', dob, today, 'vaccination_date_before_birth'],
    [dob, dob, today, null],
    [today, dob, today, null],
    ['1900-01-01', '1900-01-01', today, 'date_out_of_calendar'],
    ['9999-12-31', dob, '9999-12-31', 'date_out_of_calendar'],
    ['2025-12-31', dob, today, null],
    ['2026-10-01', dob, '2026-09-30', 'vaccination_date_in_future'],
  ])('%s (born %s, today %s) → %s', (date, born, now, code) =>
    expect(vaccinationDateRule(date, born, now)).toBe(code),
  );
});

describe('phone and OTP rules follow LIMITS', () => {
  it('takes ten digits starting 6–9 for a number, four digits for a code', () => {
    expect(phoneRule('9876543210')).toBeNull();
    expect(phoneRule('5876543210')).toBe('phone_invalid');
    expect(phoneRule('987654321')).toBe('phone_invalid');
    expect(otpRule('1234')).toBeNull();
    expect(otpRule('12345')).toBe('otp_invalid');
  });
});

describe('free text refuses control characters (docs/product/validation.md, "Free text")', () => {
  it('refuses NUL and other control characters, and lets a multi-line text keep its line breaks', () => {
    expect(singleLineTextRule('Dr. Mehta’s clinic — शुक्रवार')).toBeNull();
    expect(singleLineTextRule('BCG\u0000')).toBe('text_control_characters');
    expect(singleLineTextRule('two\nlines')).toBe('text_control_characters');
    expect(singleLineTextRule('bell\u0007')).toBe('text_control_characters');
    expect(multiLineTextRule('first line\r\n\tsecond line')).toBeNull();
    expect(multiLineTextRule('a note\u0000')).toBe('text_control_characters');
    expect(multiLineTextRule('C1 control\u0085')).toBe('text_control_characters');
    expect(withoutControlCharacters('Meera\u0000 Sharma\u001b')).toBe('Meera Sharma');
  });
});
