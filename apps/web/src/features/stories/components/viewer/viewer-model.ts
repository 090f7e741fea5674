import { t } from '@lingui/core/macro';
import type { Story, StorySlide } from '../../api/stories';

/**
 * What the story viewer shows, worked out from a Story with no React in sight: the ordered
 * pages (cover → meta slides → story slides → end card), the words and picture of a slide in
 * the chosen language, and colours that stay readable.
 */

export type StoryLanguage = 'en' | 'hi';

/** The stories page (list, plan); the viewer's close, Escape and end card lead back there. */
export const STORIES_PATH = '/story';
export const storyPath = (storyCode: string) => `${STORIES_PATH}/${encodeURIComponent(storyCode)}`;

export type ViewerPage =
  | { kind: 'cover' }
  | { kind: 'meta'; slide: StorySlide }
  | { kind: 'story'; slide: StorySlide }
  | { kind: 'end' };

export function storyPages(story: Story): ViewerPage[] {
  return [
    { kind: 'cover' },
    ...story.metaSlides.map((slide) => ({ kind: 'meta' as const, slide })),
    ...story.storiesSlides.map((slide) => ({ kind: 'story' as const, slide })),
    { kind: 'end' },
  ];
}

/** The pages the progress bar counts: every page but the end card. */
export const slideCount = (pages: readonly ViewerPage[]) =>
  pages.filter((p) => p.kind !== 'end').length;

/** 'Slide 3 of 10', in the app's language. */
export const slidePosition = (position: number, count: number) => t`Slide ${position} of ${count}`;

/** What a screen reader hears when the page changes, in the app's language. */
export function pageAnnouncement(pages: readonly ViewerPage[], index: number): string {
  return pages[index]?.kind === 'end' ? t`The end` : slidePosition(index + 1, slideCount(pages));
}

export interface LocalizedSlide {
  title: string;
  text: string;
  imageUrl: string | null;
  imageAlt: string;
  lang: StoryLanguage;
}

export function localizeSlide(slide: StorySlide, lang: StoryLanguage): LocalizedSlide {
  return lang === 'hi'
    ? {
        title: slide.titleHi,
        text: slide.descriptionHi,
        imageUrl: slide.imageHiUrl ?? slide.imageEnUrl,
        imageAlt: slide.imageAltHi,
        lang,
      }
    : {
        title: slide.title,
        text: slide.descriptionEn,
        imageUrl: slide.imageEnUrl ?? slide.imageHiUrl,
        imageAlt: slide.imageAltEn,
        lang,
      };
}

/** The story's title in the language, with the colour the story gives it. */
export function storyTitle(
  story: Story,
  lang: StoryLanguage,
): { text: string; color: string; lang: StoryLanguage } {
  return lang === 'hi'
    ? { text: story.titleHi, color: story.style.titleHi, lang }
    : { text: story.titleEn, color: story.style.titleEn, lang };
}

/** The picture a page shows in the language (to load it before the page is turned to). */
export function pageImageUrl(
  story: Story,
  page: ViewerPage | undefined,
  lang: StoryLanguage,
): string | null {
  if (!page || page.kind === 'end') return null;
  if (page.kind === 'cover') return story.bannerImg.originalUrl;
  return localizeSlide(page.slide, lang).imageUrl;
}

const DARK_TEXT = '#1f1a2e';
const LIGHT_TEXT = '#ffffff';

/** Relative luminance (WCAG 2) of #rgb or #rrggbb; null for anything else. */
export function luminance(hex: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i.exec(hex.trim());
  if (!m) return null;
  const digits = m[1]!.length === 3 ? [...m[1]!].map((d) => d + d).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Dark text on light backgrounds, white on dark ones: whichever contrasts more. */
export function readableTextOn(background: string): string {
  const l = luminance(background);
  if (l === null) return DARK_TEXT;
  const onDark = 1.05 / (l + 0.05);
  const onLight = (l + 0.05) / (luminance(DARK_TEXT)! + 0.05);
  return onLight >= onDark ? DARK_TEXT : LIGHT_TEXT;
}

/** A slide's own colours when it has them, else the story's background with readable text. */
export function pageColors(
  story: Story,
  page: ViewerPage | undefined,
): { background: string; text: string } {
  const slideStyle =
    page && (page.kind === 'meta' || page.kind === 'story') ? page.slide.style : null;
  const background = slideStyle?.bg ?? story.style.bg;
  return { background, text: slideStyle?.textColor ?? readableTextOn(background) };
}

/**
 * The story to offer after this one: the next unlocked story in the library's order (newest
 * first), coming round to the start; null when this is the only one unlocked.
 */
export function nextUnlockedStory(stories: readonly Story[], storyCode: string): Story | null {
  const unlocked = stories.filter((s) => !s.locked);
  const at = unlocked.findIndex((s) => s.storyCode === storyCode);
  if (unlocked.length < 2) return null;
  if (at === -1) return unlocked[0] ?? null;
  return unlocked[(at + 1) % unlocked.length] ?? null;
}
