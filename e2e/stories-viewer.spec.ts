import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { onboardedParent, signInWithToken } from './support/outbox';
import { expectPictureLoaded, slideRegion, type WalkStory } from './support/story-walk';

const DEVANAGARI = /[\u0900-\u097F]/;

/** The library as the parent's app sees it; asking for it unlocks today's story, as opening /story does. */
async function storyLibrary(request: APIRequestContext, token: string): Promise<WalkStory[]> {
  const res = await request.get('/api/features/meal-stories/', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), `GET /api/features/meal-stories/ → ${res.status()}`).toBe(true);
  return ((await res.json()) as { stories: WalkStory[] }).stories;
}

const slideHeading = (page: Page) => slideRegion(page).getByRole('heading', { level: 2 });
const announcement = (page: Page) => page.getByRole('status');

/** A finger moving sideways across `target` (Chromium's touch input, as a phone sends it). */
async function touchSwipe(page: Page, target: Locator, direction: 'left' | 'right'): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] =
    direction === 'left'
      ? [box.x + box.width * 0.85, box.x + box.width * 0.15]
      : [box.x + box.width * 0.15, box.x + box.width * 0.85];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 8; step++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * step) / 8, y }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * The faces of the Devanagari webfont the page has fetched, as 'weight:status'. This machine has
 * no Devanagari font installed, so without it Hindi would show as boxes.
 */
async function devanagariFaces(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const faces: string[] = [];
    document.fonts.forEach((f) => {
      if (f.family.replace(/["']/g, '') === 'Noto Sans Devanagari' && f.status !== 'unloaded')
        faces.push(`${f.weight}:${f.status}`);
    });
    return faces;
  });
}

/**
 * The fonts Chromium drew an element's text with (DevTools' "Rendered fonts"): the shipped
 * Devanagari face as 'Noto Sans Devanagari (webfont)' whatever its weight, others by name.
 */
async function renderedFonts(page: Page, target: Locator): Promise<string[]> {
  await target.evaluate((el) => el.setAttribute('data-font-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-font-probe]',
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return [
      ...new Set(
        fonts.map((f) =>
          f.isCustomFont && f.familyName.startsWith('Noto Sans Devanagari')
            ? 'Noto Sans Devanagari (webfont)'
            : f.familyName,
        ),
      ),
    ];
  } finally {
    await cdp.detach();
    await target.evaluate((el) => el.removeAttribute('data-font-probe'));
  }
}

/** Everything fits the phone's screen: no page scroll either way, the page buttons in view. */
async function expectFitsScreen(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => [
      document.documentElement.scrollWidth - innerWidth,
      document.documentElement.scrollHeight - innerHeight,
    ]),
  ).toEqual([0, 0]);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Close story' })).toBeInViewport({ ratio: 1 });
}

test.describe('story viewer', () => {
  test('a new parent reads today’s story: cover, meta and story slides, in English and Hindi', async ({
    page,
    request,
  }) => {
    const parent = await onboardedParent(request);
    const stories = await storyLibrary(request, parent.token);
    const story = stories.find((s) => !s.locked)!;
    expect(story, 'today’s story is unlocked for a new parent').toBeDefined();
    const slides = [...story.meta_slides, ...story.stories_slides];
    const total = 1 + slides.length;

    // A page without Devanagari does not fetch the Devanagari font.
    await signInWithToken(page, parent.token);
    await expect(page.getByRole('link', { name: /Mealtime stories/ })).toBeVisible();
    expect(await devanagariFaces(page)).toEqual([]);

    // From the stories page, where today's story is a card named by its title.
    await page.goto('/story');
    await page.getByRole('link', { name: story.title_en, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/story/${story.story_code}$`));

    // The cover.
    await expect(page.getByRole('heading', { level: 1, name: story.title_en })).toBeVisible();
    await expect(page).toHaveTitle(`${story.title_en} · Tika`);
    await expect(page.getByText(story.title_hi, { exact: true })).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('progressbar', { name: 'Story progress' })).toHaveAttribute(
      'aria-valuetext',
      `Slide 1 of ${total}`,
    );
    await expectFitsScreen(page);
    await page.getByRole('button', { name: 'Start reading' }).click();

    // Swipes over the words turn the page forward and back (the words box scrolls, so this
    // checks the browser leaves sideways moves to the viewer there too).
    await expect(slideHeading(page)).toHaveText(slides[0]!.title);
    await touchSwipe(page, slideHeading(page), 'left');
    await expect(slideHeading(page)).toHaveText(slides[1]!.title);
    await touchSwipe(page, slideHeading(page), 'right');
    await expect(slideHeading(page)).toHaveText(slides[0]!.title);

    // The meta slides with the Next button, the story slides with the keyboard.
    for (const [i, slide] of slides.entries()) {
      if (i > 0) {
        if (i < story.meta_slides.length)
          await page.getByRole('button', { name: 'Next page' }).click();
        else await page.keyboard.press(i % 2 ? 'ArrowRight' : 'Space');
      }
      await expect(announcement(page)).toHaveText(`Slide ${i + 2} of ${total}`);
      await expect(slideHeading(page)).toHaveText(slide.title);
      if (!story.image_only)
        await expect(
          slideRegion(page).getByText(slide.description_en, { exact: true }),
        ).toBeVisible();
      if (i === 0 || i === story.meta_slides.length) {
        await expectPictureLoaded(
          slideRegion(page).getByRole('img', { name: slide.image_alt_en, exact: true }),
          slide.image_en_url,
        );
        await expectFitsScreen(page);
      }
    }

    // Back one page with ←, then Hindi: title, words and picture switch and the picture loads.
    await page.keyboard.press('ArrowLeft');
    const slide = slides[slides.length - 2]!;
    await expect(slideHeading(page)).toHaveText(slide.title);
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(slideHeading(page)).toHaveText(slide.title_hi);
    await expect(slideHeading(page)).toHaveText(DEVANAGARI);
    // Marked as Hindi, so screen readers speak it as Hindi and fonts render Devanagari.
    await expect(slideHeading(page).locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute(
      'lang',
      'hi',
    );
    if (!story.image_only)
      await expect(
        slideRegion(page).getByText(slide.description_hi, { exact: true }),
      ).toBeVisible();
    await expectPictureLoaded(
      slideRegion(page).getByRole('img', { name: slide.image_alt_hi, exact: true }),
      slide.image_hi_url,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title_hi);
    await expectFitsScreen(page);
    // Drawn in the Devanagari webfont the app ships, not as boxes from a font without it.
    await expect
      .poll(() => devanagariFaces(page), { message: 'the Devanagari webfont loaded' })
      .toContain('400:loaded');
    await expect
      .poll(() => renderedFonts(page, page.getByRole('button', { name: 'हिन्दी' })))
      .toEqual(['Noto Sans Devanagari (webfont)']);
    await expect
      .poll(() => renderedFonts(page, page.getByRole('heading', { level: 1 })))
      .toContain('Noto Sans Devanagari (webfont)');
    if (!story.image_only) {
      const words = slideRegion(page).getByText(slide.description_hi, { exact: true });
      await expect
        .poll(() => renderedFonts(page, words))
        .toContain('Noto Sans Devanagari (webfont)');
    }
    await page.screenshot({ path: test.info().outputPath('hindi-slide.png') });

    // The choice is remembered: a fresh visit opens in Hindi, at the cover.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: story.title_hi })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: story.title_en })).toBeVisible();

    // To the end card, and Escape goes back to the stories.
    for (let i = 0; i < total; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { name: 'The end' })).toBeVisible();
    await expect(announcement(page)).toHaveText('The end');
    await expect(page.getByRole('link', { name: 'Back to stories' })).toHaveAttribute(
      'href',
      '/story',
    );
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/story$/);
    await expect(page.getByRole('link', { name: story.title_en, exact: true })).toBeVisible();
  });

  test('a locked story’s address shows that it is locked, without its slides', async ({
    page,
    request,
  }) => {
    const parent = await onboardedParent(request);
    const locked = (await storyLibrary(request, parent.token)).find((s) => s.locked);
    expect(locked, 'a new parent has locked stories').toBeDefined();

    await signInWithToken(page, parent.token);
    await page.goto(`/story/${locked!.story_code}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This story is locked' }),
    ).toBeVisible();
    await expect(page.getByText(locked!.title_en, { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See stories and plans' })).toHaveAttribute(
      'href',
      '/story',
    );

    await page.goto('/story/no-such-story');
    await expect(page.getByRole('heading', { level: 1, name: 'Story not found' })).toBeVisible();
  });
});
