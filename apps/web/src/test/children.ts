import type { ChildProfile as Child } from '../features/children/api/children';

/**
 * Child `n` of a test family (Kid A, Kid B, Kid C), born 15 Jan 2023 at term (no gestational
 * age given), on the default schedule.
 */
export const testChild = (n: number, over: Partial<Child> = {}): Child => ({
  id: `c${n}`,
  name: `Kid ${'ABC'[n - 1]}`,
  dob: '2023-01-15',
  gender: 'girl',
  schedule: 'iap-acvip-2023',
  gestationalWeeks: null,
  gestationalDays: null,
  role: 'owner',
  sharedBy: null,
  ...over,
});
