import type { Language } from '@tika/contract';

interface InviteWords {
  childName: string;
  url: string;
  code: string;
}

/** The WhatsApp message that carries an invitation, in the inviting parent's language. */
const TEXT: Record<Language, (w: InviteWords) => string> = {
  en: (w) =>
    `Join me on Tika to keep ${w.childName}’s vaccines and health records together: ${w.url}\nOr sign in to Tika and enter the code ${w.code}. It works for 7 days.`,
  hi: (w) =>
    `Tika पर मेरे साथ ${w.childName} के टीके और सेहत का रिकॉर्ड देखें: ${w.url}\nया Tika में साइन इन करके यह कोड डालें: ${w.code}। यह 7 दिन तक चलेगा।`,
};

export const inviteShareText = (language: Language, words: InviteWords) => TEXT[language](words);
