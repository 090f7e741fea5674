import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createParent, type TestParent } from '../../test/factories';
import { writeStoryLibrary } from '../../test/story-fixtures';

const { library } = writeStoryLibrary(5);
// 06:30 UTC is noon in India; the parent's calendar day is what counts.
const ctx = useTestApp({ now: '2026-11-22T06:30:00.000Z', deps: { stories: library } });
const DAY = 24 * 60 * 60 * 1000;

const getStories = (parent: TestParent) =>
  ctx.app.inject({ method: 'GET', url: '/api/features/meal-stories/', headers: parent.headers });

async function onDay(day: number, run: () => Promise<void>) {
  ctx.clock.set('2026-11-22T06:30:00.000Z');
  ctx.clock.advance(day * DAY);
  try {
    await run();
  } finally {
    ctx.clock.set('2026-11-22T06:30:00.000Z');
  }
}

describe('mealtime stories', () => {
  it('needs a signed-in parent', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/features/meal-stories/' })).statusCode,
    ).toBe(401);
  });

  it("starts a 3-day trial on the first visit with today's story unlocked and the rest locked without slides", async () => {
    const parent = await createParent(ctx);
    const res = await getStories(parent);
    expect(res.statusCode).toBe(200);
    const { stories, user_plan } = res.json();
    expect(user_plan).toEqual({
      status: 'trial',
      plan: null,
      stories_total: 5,
      stories_unlocked: 1,
      stories_remaining: 2,
      trial_stories_remaining: 2,
      stories_available_to_buy: 2,
      expires_on: '2026-11-24',
      trial_ends_on: '2026-11-24',
      next_unlock_on: '2026-11-23',
      active_plans: [],
      next_plan_starts_on: '2026-11-25',
    });
    expect(
      stories.map((s: { story_code: string; locked: boolean }) => [s.story_code, s.locked]),
    ).toEqual([
      ['story-1', false],
      ['story-2', true],
      ['story-3', true],
      ['story-4', true],
      ['story-5', true],
    ]);
    const [open, locked] = stories;
    expect(open).toMatchObject({
      title_en: 'Story b',
      title_hi: 'कहानी 1',
      unlocked_on: '2026-11-22',
      banner_img: { original_url: '/api/features/meal-stories/media/story-1/cover.svg' },
    });
    expect(open.meta_slides).toHaveLength(1);
    expect(open.stories_slides).toHaveLength(3);
    expect(open.stories_slides[0]).toMatchObject({
      title: 'Slide 1',
      title_hi: 'पन्ना 1',
      description_hi: 'कहानी का पन्ना 1।',
      image_en_url: '/api/features/meal-stories/media/story-1/one.svg',
      image_hi_url: '/api/features/meal-stories/media/story-1/one.svg',
    });
    // A locked story carries its cover, never its slides.
    expect(locked).toMatchObject({
      locked: true,
      unlocked_on: null,
      meta_slides: [],
      stories_slides: [],
    });
    expect(JSON.stringify(locked)).not.toContain('one.svg');
  });

  it('unlocks one story a day through the trial, keeps them after it ends, and unlocks nothing more', async () => {
    const parent = await createParent(ctx);
    await getStories(parent);
    await getStories(parent); // twice on one day: still one story
    await onDay(1, async () =>
      expect((await getStories(parent)).json().user_plan).toMatchObject({
        status: 'trial',
        stories_unlocked: 2,
        stories_remaining: 1,
      }),
    );
    await onDay(2, async () =>
      expect((await getStories(parent)).json().user_plan).toMatchObject({
        status: 'trial',
        stories_unlocked: 3,
        stories_remaining: 0,
        next_unlock_on: null,
      }),
    );
    await onDay(3, async () => {
      const { stories, user_plan } = (await getStories(parent)).json();
      expect(user_plan).toMatchObject({
        status: 'ended',
        stories_unlocked: 3,
        stories_remaining: 0,
        expires_on: null,
        trial_ends_on: '2026-11-24',
      });
      expect(
        stories
          .filter((s: { locked: boolean }) => !s.locked)
          .map((s: { story_code: string }) => s.story_code),
      ).toEqual(['story-3', 'story-2', 'story-1']);
    });
  });

  it("counts days in the parent's time zone, not UTC", async () => {
    const parent = await createParent(ctx);
    ctx.clock.set('2026-11-22T18:00:00.000Z'); // 23:30 in India
    try {
      expect((await getStories(parent)).json().stories[0].unlocked_on).toBe('2026-11-22');
      ctx.clock.set('2026-11-22T18:31:00.000Z'); // 00:01 the next day in India, still the 22nd in UTC
      expect((await getStories(parent)).json().user_plan.stories_unlocked).toBe(2);
    } finally {
      ctx.clock.set('2026-11-22T06:30:00.000Z');
    }
  });

  it('unlocks exactly one story when the page is opened many times at once', async () => {
    const parent = await createParent(ctx);
    const answers = await Promise.all(Array.from({ length: 6 }, () => getStories(parent)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect((await getStories(parent)).json().user_plan.stories_unlocked).toBe(1);
  });

  describe('pictures', () => {
    const media = (parent: TestParent, path: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/features/meal-stories/media/${path}`,
        headers: parent.headers,
      });

    it('serves covers to any parent, and slide pictures only once the story is unlocked', async () => {
      const parent = await createParent(ctx);
      await getStories(parent);
      const slide = await media(parent, 'story-1/one.svg');
      expect(slide.statusCode).toBe(200);
      expect(slide.headers['content-type']).toBe('image/svg+xml');
      expect(slide.headers['content-security-policy']).toContain("default-src 'none'");
      expect(slide.body).toContain('<svg');
      expect((await media(parent, 'story-2/cover.svg')).statusCode).toBe(200);
      const locked = await media(parent, 'story-2/one.svg');
      expect(locked.statusCode).toBe(403);
      expect(locked.json().message).toBe('This story is locked');
    });

    it('serves only files the story names, never anything else', async () => {
      const parent = await createParent(ctx);
      await getStories(parent);
      for (const path of [
        'story-1/story.json',
        'story-1/..%2F..%2Fetc%2Fpasswd',
        'story-1/missing.svg',
        'nope/cover.svg',
      ]) {
        expect((await media(parent, path)).statusCode, path).toBe(404);
      }
      expect(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/features/meal-stories/media/story-1/cover.svg',
          })
        ).statusCode,
      ).toBe(401);
    });
  });
});
