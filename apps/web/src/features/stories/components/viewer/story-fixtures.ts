import {
  camelizeKeys,
  type StoriesResponseWire,
  type StorySlideWire,
  type StoryWire,
} from '@tika/contract';
import type { Story } from '../../api/stories';

/** Test data: stories as the API sends them (snake_case) and as the web client sees them. */

const media = (code: string, file: string) => `/api/features/meal-stories/media/${code}/${file}`;

export function slideWire(
  code: string,
  name: string,
  overrides: Partial<StorySlideWire> = {},
): StorySlideWire {
  return {
    banner_url: null,
    title: `${name} title`,
    title_hi: `${name} शीर्षक`,
    description_en: `${name} words`,
    description_hi: `${name} शब्द`,
    image_en_url: media(code, `${name}-en.svg`),
    image_hi_url: media(code, `${name}-hi.svg`),
    image_alt_en: `${name} picture`,
    image_alt_hi: `${name} चित्र`,
    style: { bg: null, text_color: null },
    ...overrides,
  };
}

export function storyWire(code: string, overrides: Partial<StoryWire> = {}): StoryWire {
  const locked = overrides.locked ?? false;
  return {
    story_code: code,
    title_en: 'The Carrot Train',
    title_hi: 'गाजर की रेलगाड़ी',
    cover_title: 'Carrot Train',
    banner_img: { original_url: media(code, 'cover.svg') },
    age_string: 'Ages 1–4',
    image_only: false,
    style: {
      bg: '#FFF4E8',
      bg_image: null,
      progress_bar_color: '#E8692A',
      title_en: '#5A2A0A',
      title_hi: '#6A2A0A',
    },
    locked,
    unlocked_on: locked ? null : '2026-03-02',
    meta_slides: locked ? [] : [slideWire(code, 'plate'), slideWire(code, 'tip')],
    stories_slides: locked
      ? []
      : [slideWire(code, 'one'), slideWire(code, 'two'), slideWire(code, 'three')],
    ...overrides,
  };
}

export const storyOf = (wire: StoryWire): Story => camelizeKeys(wire);

export function storiesResponseWire(stories: StoryWire[]): StoriesResponseWire {
  return {
    stories,
    user_plan: {
      status: 'trial',
      plan: null,
      stories_total: 3,
      stories_unlocked: stories.filter((s) => !s.locked).length,
      stories_remaining: 2,
      trial_stories_remaining: 2,
      stories_available_to_buy: 0,
      expires_on: '2026-03-04',
      trial_ends_on: '2026-03-04',
      next_unlock_on: '2026-03-03',
      next_plan_starts_on: '2026-03-05',
      active_plans: [],
    },
  };
}
