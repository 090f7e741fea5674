import { describe, expect, it } from 'vitest';
import { slideWire, storyOf, storyWire } from './story-fixtures';
import {
  localizeSlide,
  luminance,
  nextUnlockedStory,
  pageAnnouncement,
  pageColors,
  pageImageUrl,
  readableTextOn,
  slideCount,
  storyPages,
  storyTitle,
} from './viewer-model';

describe('storyPages', () => {
  it('orders the cover, the meta slides, the story slides, then the end card', () => {
    const pages = storyPages(storyOf(storyWire('carrot-train')));
    expect(
      pages.map((p) =>
        p.kind === 'meta' || p.kind === 'story' ? `${p.kind}:${p.slide.title}` : p.kind,
      ),
    ).toEqual([
      'cover',
      'meta:plate title',
      'meta:tip title',
      'story:one title',
      'story:two title',
      'story:three title',
      'end',
    ]);
    expect(slideCount(pages)).toBe(6);
  });

  it('announces slides by number and the end card as the end', () => {
    const pages = storyPages(storyOf(storyWire('carrot-train')));
    expect(pageAnnouncement(pages, 0)).toBe('Slide 1 of 6');
    expect(pageAnnouncement(pages, 5)).toBe('Slide 6 of 6');
    expect(pageAnnouncement(pages, 6)).toBe('The end');
  });
});

describe('localizeSlide and storyTitle', () => {
  const slide = storyOf(storyWire('carrot-train')).storiesSlides[0]!;

  it('takes English or Hindi words, picture and alt text', () => {
    expect(localizeSlide(slide, 'en')).toEqual({
      title: 'one title',
      text: 'one words',
      imageUrl: '/api/features/meal-stories/media/carrot-train/one-en.svg',
      imageAlt: 'one picture',
      lang: 'en',
    });
    expect(localizeSlide(slide, 'hi')).toEqual({
      title: 'one शीर्षक',
      text: 'one शब्द',
      imageUrl: '/api/features/meal-stories/media/carrot-train/one-hi.svg',
      imageAlt: 'one चित्र',
      lang: 'hi',
    });
  });

  it('falls back to the other picture when one language has none', () => {
    const onlyEnglish = storyOf(
      storyWire('x', { stories_slides: [slideWire('x', 'a', { image_hi_url: null })] }),
    ).storiesSlides[0]!;
    expect(localizeSlide(onlyEnglish, 'hi').imageUrl).toBe(
      '/api/features/meal-stories/media/x/a-en.svg',
    );
  });

  it('gives the title its colour per language', () => {
    const story = storyOf(storyWire('carrot-train'));
    expect(storyTitle(story, 'en')).toEqual({
      text: 'The Carrot Train',
      color: '#5A2A0A',
      lang: 'en',
    });
    expect(storyTitle(story, 'hi')).toEqual({
      text: 'गाजर की रेलगाड़ी',
      color: '#6A2A0A',
      lang: 'hi',
    });
  });
});

describe('pageImageUrl', () => {
  it('is the cover picture, then each slide’s picture in the language, and nothing for the end', () => {
    const story = storyOf(storyWire('c'));
    const pages = storyPages(story);
    expect(pageImageUrl(story, pages[0], 'en')).toBe(
      '/api/features/meal-stories/media/c/cover.svg',
    );
    expect(pageImageUrl(story, pages[1], 'hi')).toBe(
      '/api/features/meal-stories/media/c/plate-hi.svg',
    );
    expect(pageImageUrl(story, pages[6], 'en')).toBeNull();
    expect(pageImageUrl(story, undefined, 'en')).toBeNull();
  });
});

describe('colours', () => {
  it('computes WCAG luminance and picks the text colour that contrasts more', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000')).toBe(0);
    expect(luminance('purple')).toBeNull();
    expect(readableTextOn('#FFF4E8')).toBe('#1f1a2e');
    expect(readableTextOn('#1B2A4A')).toBe('#ffffff');
  });

  it('uses a slide’s own colours when it has them, else the story background', () => {
    const story = storyOf(
      storyWire('c', {
        meta_slides: [slideWire('c', 'dark', { style: { bg: '#14213D', text_color: null } })],
        stories_slides: [
          slideWire('c', 'own', { style: { bg: '#FFFFFF', text_color: '#7A1F00' } }),
          slideWire('c', 'plain'),
          slideWire('c', 'more'),
        ],
      }),
    );
    const pages = storyPages(story);
    expect(pageColors(story, pages[0])).toEqual({ background: '#FFF4E8', text: '#1f1a2e' });
    expect(pageColors(story, pages[1])).toEqual({ background: '#14213D', text: '#ffffff' });
    expect(pageColors(story, pages[2])).toEqual({ background: '#FFFFFF', text: '#7A1F00' });
    expect(pageColors(story, pages[3])).toEqual({ background: '#FFF4E8', text: '#1f1a2e' });
  });
});

describe('nextUnlockedStory', () => {
  const stories = [
    storyWire('a'),
    storyWire('b'),
    storyWire('c', { locked: true }),
    storyWire('d'),
  ].map(storyOf);

  it('is the next unlocked story in the library order, skipping locked ones and coming round', () => {
    expect(nextUnlockedStory(stories, 'a')?.storyCode).toBe('b');
    expect(nextUnlockedStory(stories, 'b')?.storyCode).toBe('d');
    expect(nextUnlockedStory(stories, 'd')?.storyCode).toBe('a');
  });

  it('is nothing when this is the only unlocked story', () => {
    expect(nextUnlockedStory([stories[0]!, stories[2]!], 'a')).toBeNull();
  });
});
