import { useLingui } from '@lingui/react/macro';
import type { Story } from '../api/stories';

/**
 * A story's title in the app's language, and the other language's (the API sends both) to show
 * beside it. The pseudo-locale reads as English.
 */
export function useStoryTitles(story: Story) {
  const { i18n } = useLingui();
  return i18n.locale === 'hi'
    ? { title: story.titleHi, other: story.titleEn, otherLang: 'en' }
    : { title: story.titleEn, other: story.titleHi, otherLang: 'hi' };
}
