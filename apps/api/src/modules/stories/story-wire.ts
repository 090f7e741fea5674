import type { StorySlideWire, StoryWire } from '@tika/contract';
import type { StoryDefinition, StorySlideFile } from './story-library';

export const MEDIA_PATH = '/api/features/meal-stories/media';
export const mediaUrl = (code: string, file: string) => `${MEDIA_PATH}/${code}/${file}`;

function toSlideWire(code: string, slide: StorySlideFile): StorySlideWire {
  return {
    banner_url: slide.banner ? mediaUrl(code, slide.banner) : null,
    title: slide.title,
    title_hi: slide.title_hi,
    description_en: slide.description_en,
    description_hi: slide.description_hi,
    image_en_url: mediaUrl(code, slide.image_en),
    image_hi_url: mediaUrl(code, slide.image_hi ?? slide.image_en),
    image_alt_en: slide.image_alt_en,
    image_alt_hi: slide.image_alt_hi,
    style: { bg: slide.style.bg, text_color: slide.style.text_color },
  };
}

/** The cover always; the slides only once unlocked (a locked story's slides never leave the server). */
export function toStoryWire(story: StoryDefinition, unlockedOn: string | null): StoryWire {
  const code = story.story_code;
  const unlocked = unlockedOn !== null;
  return {
    story_code: code,
    title_en: story.title_en,
    title_hi: story.title_hi,
    cover_title: story.cover_title,
    banner_img: { original_url: mediaUrl(code, story.banner) },
    age_string: story.age_string,
    image_only: story.image_only,
    style: {
      ...story.style,
      bg_image: story.style.bg_image ? mediaUrl(code, story.style.bg_image) : null,
    },
    locked: !unlocked,
    unlocked_on: unlockedOn,
    meta_slides: unlocked ? story.meta_slides.map((s) => toSlideWire(code, s)) : [],
    stories_slides: unlocked ? story.stories_slides.map((s) => toSlideWire(code, s)) : [],
  };
}
