import type { Language } from '@tika/contract';
import type { OutgoingMessage } from './sender';

/**
 * The messages Tika sends. Template names match the WhatsApp templates registered for the
 * business account (docs/operations.md); `text` is what the parent reads.
 */
const OTP_TEXT: Record<Language, (code: string, minutes: number) => string> = {
  en: (code, minutes) =>
    `${code} is your Tika verification code. It expires in ${minutes} minutes. Do not share it with anyone.`,
  hi: (code, minutes) => `${code} आपका Tika कोड है। यह ${minutes} मिनट तक चलेगा। इसे किसी को न बताएँ।`,
};

/**
 * The one-time code, in the parent's language. The WhatsApp authentication template
 * `tika_otp` is registered in English and Hindi (docs/operations.md, WhatsApp set-up); Meta
 * writes its words, `text` is what the dev outbox shows.
 */
export function otpMessage(
  to: string,
  code: string,
  minutes: number,
  language: Language = 'en',
): OutgoingMessage {
  return {
    to,
    kind: 'otp',
    text: OTP_TEXT[language](code, minutes),
    template: { name: 'tika_otp', language, bodyParams: [code], copyCodeButton: code },
  };
}

const SIGN_IN_LINK_TEXT: Record<
  Language,
  (greeting: { name: string }, minutes: number, link: string) => string
> = {
  en: ({ name }, minutes, link) =>
    `${name ? `Hi ${name}!` : 'Hi!'} Welcome to Tika. Tap this link to open your account (valid for ${minutes} minutes, works once):\n${link}`,
  hi: ({ name }, minutes, link) =>
    `${name ? `नमस्ते ${name}!` : 'नमस्ते!'} Tika में आपका स्वागत है। अपना खाता खोलने के लिए यह लिंक दबाएँ (${minutes} मिनट तक, सिर्फ़ एक बार चलेगा):\n${link}`,
};

/** The reply to a parent who wrote to Tika's number: a one-time sign-in link, in their language. */
export function signInLinkMessage(
  to: string,
  link: string,
  minutes: number,
  firstName: string,
  language: Language = 'en',
): OutgoingMessage {
  return {
    to,
    kind: 'sign_in_link',
    // A reply inside the 24-hour window the parent opened: plain text is allowed.
    text: SIGN_IN_LINK_TEXT[language]({ name: firstName }, minutes, link),
  };
}

/** The daily vaccine reminder: a WhatsApp utility template, in the parent's language. */
export function vaccineReminderMessage(
  to: string,
  language: 'en' | 'hi',
  params: [string, string],
  text: string,
): OutgoingMessage {
  return {
    to,
    kind: 'reminder',
    text,
    template: { name: 'tika_vaccine_reminder', language, bodyParams: params },
  };
}

const REMINDERS_SWITCHED: Record<'en' | 'hi', { on: string; off: string }> = {
  en: {
    on: 'Tika vaccine reminders are on again. Reply STOP to switch them off.',
    off: 'Tika vaccine reminders are off. You can switch them on in your Tika profile, or reply START.',
  },
  hi: {
    on: 'Tika से टीकाकरण की याद फिर से चालू है। बंद करने के लिए STOP लिखें।',
    off: 'Tika से टीकाकरण की याद अब बंद है। फिर से चालू करने के लिए START लिखें, या Tika में अपनी प्रोफ़ाइल से चालू करें।',
  },
};

/**
 * Replies to STOP / START inside the window the parent's message opened (plain text is
 * allowed), in the language the parent chose for their reminders.
 */
export function remindersSwitchedMessage(
  to: string,
  enabled: boolean,
  language: 'en' | 'hi' = 'en',
): OutgoingMessage {
  return { to, kind: 'reminder', text: REMINDERS_SWITCHED[language][enabled ? 'on' : 'off'] };
}
