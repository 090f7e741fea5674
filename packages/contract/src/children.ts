import { LIMITS } from './limits';

export const GENDERS = ['girl', 'boy'] as const;
export type Gender = (typeof GENDERS)[number];

export const CHILD_NAME_REQUIRED_MESSAGE = 'Name is required';
export const CHILD_NAME_MESSAGE = `Name can have at most ${LIMITS.childNameMax} letters`;
export const CHILD_NAME_LETTERS_MESSAGE = 'Name can have letters and spaces only';
export const MAX_CHILDREN_MESSAGE = `You can add up to ${LIMITS.maxChildren} children`;
export const DOB_FUTURE_MESSAGE = 'Birth date cannot be in the future';

/** A child's name: letters (any script, so Devanagari works) and spaces, starting with a letter. */
export const CHILD_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} ]*$/u;

/**
 * What is wrong with a child's name (already trimmed), or null: the rule childNameSchema
 * applies on the server, without zod, so the web's edit sheet checks it without loading zod.
 * The checks run in the schema's order, so both give the same first message.
 */
export function childNameProblem(trimmedName: string): string | null {
  if (trimmedName.length < 1) return CHILD_NAME_REQUIRED_MESSAGE;
  if (trimmedName.length > LIMITS.childNameMax) return CHILD_NAME_MESSAGE;
  if (!CHILD_NAME_PATTERN.test(trimmedName)) return CHILD_NAME_LETTERS_MESSAGE;
  return null;
}

/** The vaccination schedules a child can follow; IAP-ACVIP is the default (docs/decisions/0006-schedules-as-data.md). */
export const SCHEDULE_IDS = ['iap-acvip-2023', 'uip'] as const;
export type ScheduleId = (typeof SCHEDULE_IDS)[number];
export const SCHEDULE_LABELS: Record<ScheduleId, string> = {
  'iap-acvip-2023': 'IAP-ACVIP 2023 (Indian Academy of Pediatrics)',
  uip: 'Universal Immunization Programme (Government of India)',
};

export const ONLY_CHILD_MESSAGE = 'Cannot delete the only child profile';
export const CHILD_UPDATED_MESSAGE = 'Child Profile updated';
export const CHILD_DELETED_MESSAGE = 'Child Profile deleted';
