import { LIMITS } from './limits';
import { CALENDAR_RANGE_MESSAGE, isIsoDate, isWithinCalendar } from './dates';
import { GESTATION } from './gestation';

/**
 * The validation rules web and API share, without zod: the web's forms call them directly
 * (no zod in its first load), the zod schemas call them through ruleCheck (schemas/rules.ts)
 * and the API's use cases call them where the check needs today or the birth date. Each
 * returns a stable code, or null; RULE_MESSAGES is the one place its words live.
 */
export const RULE_MESSAGES = {
  child_name_required: 'Name is required',
  child_name_too_long: `Name can have at most ${LIMITS.childNameMax} letters`,
  child_name_letters: 'Name can have letters and spaces only',
  date_format: 'Please enter the date as YYYY-MM-DD',
  date_out_of_calendar: CALENDAR_RANGE_MESSAGE,
  dob_required: 'Please choose the birth date',
  dob_in_future: 'Birth date cannot be in the future',
  gestational_weeks_required: 'Please enter the weeks',
  gestational_weeks_range: `Weeks must be from ${GESTATION.minWeeks} to ${GESTATION.maxWeeks}`,
  gestational_days_range: 'Days must be from 0 to 6',
  growth_date_required: 'Please choose the date',
  growth_date_in_future: 'The date cannot be in the future',
  growth_date_before_birth: 'The date cannot be before the birth date',
  growth_measure_required: 'Please enter the height or the weight',
  growth_height_range: `Height must be more than 0 and less than ${LIMITS.heightMaxCm} cm`,
  growth_weight_range: `Weight must be more than 0 and less than ${LIMITS.weightMaxKg} kg`,
  growth_height_decimals: `Height can have at most ${LIMITS.heightDecimals} decimals`,
  growth_weight_decimals: `Weight can have at most ${LIMITS.weightDecimals} decimals`,
  vaccination_date_required: 'Please choose the vaccination date',
  vaccination_date_in_future: 'Vaccination date cannot be in the future',
  vaccination_date_before_birth: 'Vaccination date cannot be before the birth date',
  vaccine_name_required: 'Vaccine name is required',
  not_needed_reason_required: 'Please choose why this dose is not needed',
  not_given_only_pending: 'Only a dose not yet recorded can be marked as not given',
  bulk_month_invalid: 'Please choose the month',
  bulk_only_awaiting: 'Only doses awaiting a status update can be updated together',
  recommended_date_required: 'Please choose the date',
  recommended_date_before_birth: 'The date cannot be before the birth date',
  record_purpose_required: 'Please enter the purpose',
  record_note_required: 'Please enter the remarks',
  record_file_required: 'Please attach the prescription or report',
  phone_invalid: 'Please enter valid number',
  otp_invalid: 'Please enter valid OTP',
  referral_code_invalid: `A referral code has 1 to ${LIMITS.referralCodeMax} letters, digits, - or _`,
  text_control_characters: 'Please remove the hidden control characters from this text',
} as const;

export type RuleCode = keyof typeof RULE_MESSAGES;
export type RuleResult = RuleCode | null;

export const ruleMessage = (code: RuleCode): string => RULE_MESSAGES[code];

/** A child's name: letters (any script, so Devanagari works) and spaces, starting with a letter. */
export const CHILD_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} ]*$/u;

/** A child's name, already trimmed. */
export function childNameRule(trimmedName: string): RuleResult {
  if (trimmedName.length < 1) return 'child_name_required';
  if (trimmedName.length > LIMITS.childNameMax) return 'child_name_too_long';
  if (!CHILD_NAME_PATTERN.test(trimmedName)) return 'child_name_letters';
  return null;
}

/** A day in the spec's calendar, as YYYY-MM-DD (the wire's dates; the pickers give nothing else). */
export function calendarDateRule(iso: string): RuleResult {
  if (!isIsoDate(iso)) return 'date_format';
  if (!isWithinCalendar(iso)) return 'date_out_of_calendar';
  return null;
}

/** A birth date: chosen, a real date, not after the parent's today, in the calendar. */
export function birthDateRule(dob: string, today: string): RuleResult {
  if (!dob) return 'dob_required';
  if (!isIsoDate(dob)) return 'date_format';
  if (dob > today) return 'dob_in_future';
  return isWithinCalendar(dob) ? null : 'date_out_of_calendar';
}

/**
 * How far the pregnancy had gone at birth, weeks + days (22+0 to 42+6), when the parent says;
 * neither means "not given". Days alone are not enough; weeks alone mean +0 days.
 */
export function gestationalAgeRule(
  weeks: number | null | undefined,
  days: number | null | undefined,
): RuleResult {
  if (weeks === null || weeks === undefined)
    return days === null || days === undefined ? null : 'gestational_weeks_required';
  if (!Number.isInteger(weeks) || weeks < GESTATION.minWeeks || weeks > GESTATION.maxWeeks)
    return 'gestational_weeks_range';
  if (days !== null && days !== undefined && !(Number.isInteger(days) && days >= 0 && days <= 6))
    return 'gestational_days_range';
  return null;
}

/** The wire field a gestational-age refusal is about. */
export const gestationalAgeField = (code: RuleCode): 'gestational_weeks' | 'gestational_days' =>
  code === 'gestational_days_range' ? 'gestational_days' : 'gestational_weeks';

/** The day a growth measurement was taken: between birth and today. */
export function growthDateRule(date: string, dob: string, today: string): RuleResult {
  if (!date) return 'growth_date_required';
  if (date > today) return 'growth_date_in_future';
  if (date < dob) return 'growth_date_before_birth';
  return null;
}

/** True when `value` has at most `decimals` digits after the point (9.1 has one; 1e-7 has seven). */
const hasAtMostDecimals = (value: number, decimals: number): boolean =>
  Number(value.toFixed(decimals)) === value;

/**
 * A height in cm (undefined: not measured); NaN is a typo, not a height. The column keeps two
 * decimals (numeric(5,2)), so 199.999 would round to 200 there: more decimals are refused.
 */
export const heightRule = (cm: number | undefined): RuleResult => {
  if (cm === undefined) return null;
  if (!(cm > 0 && cm < LIMITS.heightMaxCm)) return 'growth_height_range';
  return hasAtMostDecimals(cm, LIMITS.heightDecimals) ? null : 'growth_height_decimals';
};

/** A weight in kg (undefined: not weighed), with at most three decimals (numeric(5,3)). */
export const weightRule = (kg: number | undefined): RuleResult => {
  if (kg === undefined) return null;
  if (!(kg > 0 && kg < LIMITS.weightMaxKg)) return 'growth_weight_range';
  return hasAtMostDecimals(kg, LIMITS.weightDecimals) ? null : 'growth_weight_decimals';
};

/** A growth record needs a height, a weight or both. */
export const growthMeasuresRule = (cm: number | undefined, kg: number | undefined): RuleResult =>
  cm === undefined && kg === undefined ? 'growth_measure_required' : null;

/** The day a vaccine was given: chosen, in the calendar, not after today, not before birth. */
export function vaccinationDateRule(date: string, dob: string, today: string): RuleResult {
  if (!date) return 'vaccination_date_required';
  const calendar = calendarDateRule(date);
  if (calendar) return calendar;
  if (date > today) return 'vaccination_date_in_future';
  if (date < dob) return 'vaccination_date_before_birth';
  return null;
}

/** The name of a vaccine the parent adds. */
export const vaccineNameRule = (name: string): RuleResult =>
  name.trim() ? null : 'vaccine_name_required';

/** The day the doctor recommends an added vaccine: chosen, in the calendar, not before birth. */
export function recommendedDateRule(date: string, dob: string): RuleResult {
  if (!date) return 'recommended_date_required';
  return calendarDateRule(date) ?? (date < dob ? 'recommended_date_before_birth' : null);
}

/** A medical record's purpose and remarks: blank text counts as missing. */
export const recordPurposeRule = (text: string): RuleResult =>
  text.trim() ? null : 'record_purpose_required';
export const recordNoteRule = (text: string): RuleResult =>
  text.trim() ? null : 'record_note_required';
export const recordFileRule = (file: unknown): RuleResult => (file ? null : 'record_file_required');

/**
 * Free text a parent types (a note, a purpose, a vaccine's name, brand or place): no control
 * characters (Unicode Cc: U+0000–U+001F, U+007F–U+009F). NUL is never stored; a multi-line
 * text (a note, a comment, a description) may keep tab, newline and carriage return.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;
export const singleLineTextRule = (text: string): RuleResult =>
  CONTROL_CHARACTER.test(text) ? 'text_control_characters' : null;
export const multiLineTextRule = (text: string): RuleResult =>
  CONTROL_CHARACTER.test(text.replace(/[\t\n\r]/g, '')) ? 'text_control_characters' : null;

/** Control characters taken out, for text we store but cannot refuse (a WhatsApp profile name). */
export const withoutControlCharacters = (text: string): string => text.replace(/\p{Cc}/gu, '');

/** Ten digits; Indian mobile numbers start with 6–9. */
const PHONE_PATTERN = new RegExp(`^[6-9]\\d{${LIMITS.phoneDigits - 1}}$`);
export const phoneRule = (number: string): RuleResult =>
  PHONE_PATTERN.test(number.trim()) ? null : 'phone_invalid';

/** The OTP: LIMITS.otpDigits digits. */
const OTP_PATTERN = new RegExp(`^\\d{${LIMITS.otpDigits}}$`);
export const otpRule = (code: string): RuleResult =>
  OTP_PATTERN.test(code.trim()) ? null : 'otp_invalid';

/**
 * A referral code (docs/product/validation.md): 1 to LIMITS.referralCodeMax letters, digits, -
 * or _, which a URL path, a chat message and a page carry as they are. It arrives from links
 * anyone can write, so whatever does not fit is dropped rather than refused (schemas/auth.ts).
 */
export const REFERRAL_CODE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${LIMITS.referralCodeMax}}$`);
export const referralCodeRule = (code: string): RuleResult =>
  REFERRAL_CODE_PATTERN.test(code) ? null : 'referral_code_invalid';
