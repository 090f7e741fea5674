import { expect, test } from '@playwright/test';
import { onboardedParent, signInWithToken } from './support/outbox';
import {
  collectPageErrors,
  libraryCodes,
  unlockEveryStory,
  walkStory,
  type WalkStory,
} from './support/story-walk';

/**
 * Stories read in the browser from cover to end, in English and Hindi, without a console
 * error. CI walks a sample (the first, one from the middle, the last); `npm run stories:walk`
 * (STORIES_WALK=all) walks the whole library, one test per story.
 */
const codes = libraryCodes();
const walked =
  process.env.STORIES_WALK === 'all'
    ? codes
    : [codes[0]!, codes[Math.floor(codes.length / 2)]!, codes[codes.length - 1]!];

let library: Promise<{ token: string; stories: WalkStory[] }> | null = null;

for (const code of walked) {
  test(`story ${code}: every slide in English and Hindi, every picture`, async ({
    page,
    request,
  }) => {
    // One parent with every story unlocked serves the tests of this worker.
    library ??= onboardedParent(request).then(async ({ token }) => ({
      token,
      stories: await unlockEveryStory(request, token),
    }));
    const { token, stories } = await library;
    const story = stories.find((s) => s.story_code === code);
    expect(story, `${code} is in the library`).toBeDefined();
    const errors = collectPageErrors(page);
    await signInWithToken(page, token);
    await walkStory(page, story!);
    expect(errors).toEqual([]);
  });
}
