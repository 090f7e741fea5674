import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { GESTATION, LIMITS, type RuleCode } from '@tika/contract';

/*
 * Every outcome of the shared rules (the contract's rules.ts) in the web's words, said in the
 * app's language: the contract's RULE_MESSAGES stay the API's English. A feature may word a
 * rule its own way; this is what any form shows otherwise.
 */

const maxLetters = LIMITS.childNameMax;
const fromYear = LIMITS.calendarFromYear;
const toYear = LIMITS.calendarToYear;
const minWeeks = GESTATION.minWeeks;
const maxWeeks = GESTATION.maxWeeks;
const maxHeight = LIMITS.heightMaxCm;
const maxWeight = LIMITS.weightMaxKg;
const heightDecimals = LIMITS.heightDecimals;
const weightDecimals = LIMITS.weightDecimals;
const maxCodeLength = LIMITS.referralCodeMax;

export const RULE_TEXT: Record<RuleCode, MessageDescriptor> = {
  child_name_required: msg`Name is required`,
  child_name_too_long: msg`Name can have at most ${maxLetters} letters`,
  child_name_letters: msg`Name can have letters and spaces only`,
  date_format: msg`Please enter the date as YYYY-MM-DD`,
  date_out_of_calendar: msg`Please choose a date between ${fromYear} and ${toYear}`,
  dob_required: msg`Please choose the birth date`,
  dob_in_future: msg`Birth date cannot be in the future`,
  gestational_weeks_required: msg`Please enter the weeks`,
  gestational_weeks_range: msg`Weeks must be from ${minWeeks} to ${maxWeeks}`,
  gestational_days_range: msg`Days must be from 0 to 6`,
  growth_date_required: msg`Please choose the date`,
  growth_date_in_future: msg`The date cannot be in the future`,
  growth_date_before_birth: msg`The date cannot be before the birth date`,
  growth_measure_required: msg`Please enter the height or the weight`,
  growth_height_range: msg`Height must be more than 0 and less than ${maxHeight} cm`,
  growth_weight_range: msg`Weight must be more than 0 and less than ${maxWeight} kg`,
  growth_height_decimals: msg`Height can have at most ${heightDecimals} decimals`,
  growth_weight_decimals: msg`Weight can have at most ${weightDecimals} decimals`,
  vaccination_date_required: msg`Please choose the vaccination date`,
  vaccination_date_in_future: msg`Vaccination date cannot be in the future`,
  vaccination_date_before_birth: msg`Vaccination date cannot be before the birth date`,
  vaccine_name_required: msg`Vaccine name is required`,
  not_needed_reason_required: msg`Please choose why this dose is not needed`,
  not_given_only_pending: msg`Only a dose not yet recorded can be marked as not given`,
  bulk_month_invalid: msg`Please choose the month`,
  bulk_only_awaiting: msg`Only doses awaiting a status update can be updated together`,
  recommended_date_required: msg`Please choose the date`,
  recommended_date_before_birth: msg`The date cannot be before the birth date`,
  record_purpose_required: msg`Please enter the purpose`,
  record_note_required: msg`Please enter the remarks`,
  record_file_required: msg`Please attach the prescription or report`,
  phone_invalid: msg`Please enter valid number`,
  otp_invalid: msg`Please enter valid OTP`,
  referral_code_invalid: msg`A referral code has 1 to ${maxCodeLength} letters, digits, - or _`,
  text_control_characters: msg`Please remove the hidden control characters from this text`,
};
