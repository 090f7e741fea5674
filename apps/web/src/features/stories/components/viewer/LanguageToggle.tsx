import { useLingui } from '@lingui/react/macro';
import type { StoryLanguage } from './viewer-model';
import styles from './LanguageToggle.module.css';

/** Each language named in itself, in both app languages (docs/hindi.md). */
const LANGUAGES: { lang: StoryLanguage; label: string }[] = [
  { lang: 'en', label: 'English' },
  { lang: 'hi', label: 'हिन्दी' },
];

/** English or Hindi for the story's words and pictures (docs/product/screens-and-routes.md): two pressed/unpressed buttons. */
export function LanguageToggle({
  value,
  onChange,
}: {
  value: StoryLanguage;
  onChange: (lang: StoryLanguage) => void;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.toggle} role="group" aria-label={t`Story language`}>
      {LANGUAGES.map(({ lang, label }) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className={styles.option}
          aria-pressed={value === lang}
          onClick={() => onChange(lang)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
