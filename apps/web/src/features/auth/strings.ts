/** Words of the sign-in screens added since the screens were first written, in one place. */
export const DEV_SIGN_IN_STRINGS = {
  notice: 'Development mode: nothing reaches a real phone or Google account on this machine.',
  chat: 'WhatsApp chat stand-in',
  chatHint: 'write to Tika as a parent and get a sign-in link',
  outbox: 'Outbox',
  outboxHint: 'every message Tika sent, with sign-in links and codes',
  google: '“Continue with Google” opens a stand-in consent page.',
} as const;
