import { useCallback, useState } from 'react';
import type { StoryLanguage } from './viewer-model';

/** Where the parent's choice of English or Hindi is remembered between stories and visits. */
export const STORY_LANGUAGE_KEY = 'story_language';

export function readStoryLanguage(): StoryLanguage {
  try {
    return localStorage.getItem(STORY_LANGUAGE_KEY) === 'hi' ? 'hi' : 'en';
  } catch {
    // Storage can be blocked (private mode, settings): English, and the choice lasts this visit.
    return 'en';
  }
}

/** The story language, English until the parent picks Hindi; the choice is kept in localStorage. */
export function useStoryLanguage(): [StoryLanguage, (lang: StoryLanguage) => void] {
  const [lang, setLang] = useState<StoryLanguage>(readStoryLanguage);
  const choose = useCallback((next: StoryLanguage) => {
    setLang(next);
    try {
      localStorage.setItem(STORY_LANGUAGE_KEY, next);
    } catch {
      /* not remembered, still switched */
    }
  }, []);
  return [lang, choose];
}
