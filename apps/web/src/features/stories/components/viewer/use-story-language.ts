import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { StoryLanguage } from './viewer-model';

/** Where the parent's choice of English or Hindi is remembered between stories and visits. */
export const STORY_LANGUAGE_KEY = 'story_language';

/** The language last chosen for stories, or `fallback` when none was. */
export function readStoryLanguage(fallback: StoryLanguage): StoryLanguage {
  try {
    const stored = localStorage.getItem(STORY_LANGUAGE_KEY);
    return stored === 'hi' || stored === 'en' ? stored : fallback;
  } catch {
    // Storage can be blocked (private mode, settings): the choice lasts this visit.
    return fallback;
  }
}

/**
 * The story language: the app's until the parent picks one with the story's toggle; that choice
 * is kept in localStorage, apart from the app's language.
 */
export function useStoryLanguage(): [StoryLanguage, (lang: StoryLanguage) => void] {
  const { i18n } = useLingui();
  const [lang, setLang] = useState<StoryLanguage>(() =>
    readStoryLanguage(i18n.locale === 'hi' ? 'hi' : 'en'),
  );
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
