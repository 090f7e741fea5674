import { msg } from '@lingui/core/macro';

/**
 * The web's own words for the stories messages @tika/contract keeps in English
 * (STORY_MESSAGES): the same English, translated where shown. Text the server sends (a refused
 * order, a failed verification) is shown as it comes.
 */
export const STORY_TEXT = {
  fetchFailed: msg`Could not fetch stories. Please try again later.`,
  paymentSuccessful: msg`Payment successful!`,
  confirmationFailed: msg`Payment confirmation failed.`,
  initiationFailed: msg`Something went wrong during payment initiation`,
  paymentCancelled: msg`Payment cancelled`,
  storyLocked: msg`This story is locked`,
  storyNotFound: msg`Story not found`,
};
