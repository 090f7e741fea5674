import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** The parts of a story's slides on the wire (GET /api/features/meal-stories/) a walk reads. */
export interface WalkSlide {
  title: string;
  title_hi: string;
  description_en: string;
  description_hi: string;
  image_en_url: string;
  image_hi_url: string;
  image_alt_en: string;
  image_alt_hi: string;
}

export interface WalkStory {
  story_code: string;
  title_en: string;
  title_hi: string;
  cover_title: string;
  locked: boolean;
  image_only: boolean;
  meta_slides: WalkSlide[];
  stories_slides: WalkSlide[];
}

/** The library's story codes in unlock order, read from the content folder the server reads. */
export function libraryCodes(): string[] {
  const root = path.resolve(import.meta.dirname, '../../apps/api/content/stories');
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const file = path.join(root, d.name, 'story.json');
      const { sequence } = JSON.parse(fs.readFileSync(file, 'utf8')) as { sequence: number };
      return { code: d.name, sequence };
    })
    .sort((a, b) => a.sequence - b.sequence)
    .map((s) => s.code);
}

/** Every story for this parent (the dev stand-in), as the app then gets them. */
export async function unlockEveryStory(
  request: APIRequestContext,
  token: string,
): Promise<WalkStory[]> {
  const headers = { authorization: `Bearer ${token}` };
  const unlocked = await request.post('/api/dev/stories/unlock-all/', { headers });
  expect(unlocked.ok(), `unlock-all → ${unlocked.status()}`).toBe(true);
  const res = await request.get('/api/features/meal-stories/', { headers });
  return ((await res.json()) as { stories: WalkStory[] }).stories;
}

/** Console errors and uncaught exceptions while a page is open. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** The picture came from the server (the session cookie went with it) and was decoded. */
export async function expectPictureLoaded(picture: Locator, src: string): Promise<void> {
  await expect(picture).toHaveAttribute('src', src);
  await expect
    .poll(
      () => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
      { message: `${src} loaded` },
    )
    .toBeGreaterThan(0);
}

/** The viewer's current page: a slide, or the end card. */
export const slideRegion = (page: Page) =>
  page.getByRole('region', { name: /^Slide \d+ of \d+$|^The end$/ });

/** One slide in one language: its title, its words (unless the picture carries them), its picture. */
async function expectSlide(page: Page, slide: WalkSlide, hindi: boolean, imageOnly: boolean) {
  const region = slideRegion(page);
  await expect(region.getByRole('heading', { level: 2 })).toHaveText(
    hindi ? slide.title_hi : slide.title,
  );
  if (!imageOnly)
    await expect(
      region.getByText(hindi ? slide.description_hi : slide.description_en, { exact: true }),
    ).toBeVisible();
  await expectPictureLoaded(
    region.getByRole('img', { name: hindi ? slide.image_alt_hi : slide.image_alt_en, exact: true }),
    hindi ? slide.image_hi_url : slide.image_en_url,
  );
}

/**
 * Reads a story in the viewer from the cover to the end card: every meta and story slide in
 * English and then in Hindi (the language button on each slide), each picture loaded.
 */
export async function walkStory(page: Page, story: WalkStory): Promise<void> {
  await page.goto(`/story/${story.story_code}`);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: story.title_en })).toBeVisible();
  await page.getByRole('button', { name: 'Start reading' }).click();
  for (const slide of [...story.meta_slides, ...story.stories_slides]) {
    await expectSlide(page, slide, false, story.image_only);
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expectSlide(page, slide, true, story.image_only);
    await page.getByRole('button', { name: 'English' }).click();
    await page.keyboard.press('ArrowRight');
  }
  await expect(page.getByRole('heading', { name: 'The end' })).toBeVisible();
}
