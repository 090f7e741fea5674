import { LIMITS } from './limits';
import { childNameRule, RULE_MESSAGES } from './rules';

export const GENDERS = ['girl', 'boy'] as const;
export type Gender = (typeof GENDERS)[number];

export const CHILD_NAME_REQUIRED_MESSAGE = RULE_MESSAGES.child_name_required;
export const CHILD_NAME_MESSAGE = RULE_MESSAGES.child_name_too_long;
export const CHILD_NAME_LETTERS_MESSAGE = RULE_MESSAGES.child_name_letters;
export const MAX_CHILDREN_MESSAGE = `You can add up to ${LIMITS.maxChildren} children`;
export { CHILD_NAME_PATTERN } from './rules';

/** What is wrong with a child's name (already trimmed) in words, or null (childNameRule). */
export function childNameProblem(trimmedName: string): string | null {
  const problem = childNameRule(trimmedName);
  return problem && RULE_MESSAGES[problem];
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
