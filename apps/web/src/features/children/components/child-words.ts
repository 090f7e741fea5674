import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MemberRole, ScheduleId } from '@tika/contract';

/** The vaccination schedules' names in the app's language (the contract's SCHEDULE_LABELS). */
export const SCHEDULE_WORDS: Record<ScheduleId, MessageDescriptor> = {
  'iap-acvip-2023': msg`IAP-ACVIP 2023 (Indian Academy of Pediatrics)`,
  uip: msg`Universal Immunization Programme (Government of India)`,
};

/** A shared child's role for this parent, as its card says it (docs/product/family.md). */
export const MEMBER_ROLE_WORDS: Record<MemberRole, MessageDescriptor> = {
  caregiver: msg`Caregiver`,
  viewer: msg`Viewer`,
};
