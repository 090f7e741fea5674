import type { OutgoingMessage } from './sender';

/**
 * The messages Tika sends. Template names match the WhatsApp templates registered for the
 * business account (docs/operations.md); `text` is what the parent reads.
 */
export function otpMessage(to: string, code: string, minutes: number): OutgoingMessage {
  return {
    to,
    kind: 'otp',
    text: `${code} is your Tika verification code. It expires in ${minutes} minutes. Do not share it with anyone.`,
    template: { name: 'tika_otp', language: 'en', bodyParams: [code], copyCodeButton: code },
  };
}

export function signInLinkMessage(
  to: string,
  link: string,
  minutes: number,
  firstName: string,
): OutgoingMessage {
  const greeting = firstName ? `Hi ${firstName}!` : 'Hi!';
  return {
    to,
    kind: 'sign_in_link',
    // A reply inside the 24-hour window the parent opened: plain text is allowed.
    text: `${greeting} Welcome to Tika. Tap this link to open your account (valid for ${minutes} minutes, works once):\n${link}`,
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
