import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createParent, type TestParent } from '../../test/factories';
import { planPurchases } from '../../test/plans';
import { svgProblem } from './story-audit';

/**
 * The whole shipped library through the API, as a parent who has unlocked every story reads
 * it (the dev stand-in unlocks them all): every slide has both languages, and every picture it
 * names is served and is a good SVG.
 */
const ctx = useTestApp({ now: '2026-11-22T06:30:00.000Z' });
const { order, buy } = planPurchases(ctx);
const readStories = (parent: TestParent) =>
  ctx.app.inject({ method: 'GET', url: '/api/features/meal-stories/', headers: parent.headers });
const DEVANAGARI = /[\u0900-\u097F]/;

interface SlideWire {
  title: string;
  title_hi: string;
  description_en: string;
  description_hi: string;
  image_en_url: string;
  image_hi_url: string;
  image_alt_en: string;
  image_alt_hi: string;
  banner_url: string | null;
}

it('serves every story of the library, unlocked, in English and Hindi with every picture', async () => {
  const parent = await createParent(ctx);
  const read = () => readStories(parent);
  const unlocked = await ctx.app.inject({
    method: 'POST',
    url: '/api/dev/stories/unlock-all/',
    headers: parent.headers,
  });
  expect(unlocked.statusCode, unlocked.body).toBe(200);
  const codes = ctx.deps.stories.stories.map((s) => s.story_code);
  expect(codes.length).toBeGreaterThanOrEqual(100);
  // Today's story came with the trial; the dev stand-in gave the rest, one a day before today.
  expect(unlocked.json().unlocked).toHaveLength(codes.length - 1);

  const stories = (await read()).json().stories as Array<{
    story_code: string;
    locked: boolean;
    title_hi: string;
    banner_img: { original_url: string };
    meta_slides: SlideWire[];
    stories_slides: SlideWire[];
  }>;
  expect(stories.map((s) => s.story_code).sort()).toEqual([...codes].sort());
  const pictures = new Set<string>();
  for (const story of stories) {
    expect(story.locked, story.story_code).toBe(false);
    expect(story.title_hi, story.story_code).toMatch(DEVANAGARI);
    pictures.add(story.banner_img.original_url);
    for (const slide of [...story.meta_slides, ...story.stories_slides]) {
      for (const english of [slide.title, slide.description_en, slide.image_alt_en])
        expect(english.trim(), story.story_code).not.toBe('');
      for (const hindi of [slide.title_hi, slide.description_hi, slide.image_alt_hi])
        expect(hindi, story.story_code).toMatch(DEVANAGARI);
      pictures.add(slide.image_en_url);
      pictures.add(slide.image_hi_url);
      if (slide.banner_url) pictures.add(slide.banner_url);
    }
  }
  for (const url of pictures) {
    const res = await ctx.app.inject({ method: 'GET', url, headers: parent.headers });
    expect(res.statusCode, url).toBe(200);
    if (url.endsWith('.svg')) expect(svgProblem(res.body), url).toBeNull();
  }
});

it('sells a new parent every plan on the shipped library, and a 90-story plan a story every day for 90 days', async () => {
  for (const [plan, paise] of [
    ['plan_7', 5782],
    ['plan_30', 17700],
    ['plan_90', 42480],
  ] as const) {
    const parent = await createParent(ctx);
    const read = () => readStories(parent);
    await read(); // the trial starts: today's story, two more to come
    const ordered = await order(parent, plan);
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().amount).toBe(paise);
    if (plan !== 'plan_90') continue;
    const userPlan = await buy(parent, plan);
    // Two trial stories (23–24 Nov), then the plan's ninety, one a day: 25 Nov to 22 Feb.
    expect(userPlan).toMatchObject({
      status: 'paid',
      stories_remaining: 2 + 90,
      trial_stories_remaining: 2,
      next_unlock_on: '2026-11-23',
      expires_on: '2027-02-22',
    });
    expect((await read()).json().user_plan.stories_remaining).toBe(92);
  }
});
