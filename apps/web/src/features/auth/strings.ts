import { msg } from '@lingui/core/macro';

/*
 * Words of the sign-in screens said in more than one place, or outside a component (toasts in
 * callbacks, the chat's pre-filled text); translated where they are shown.
 */

/** The dev notice (DevSignInNotice). */
export const DEV_SIGN_IN_STRINGS = {
  notice: msg`Development mode: nothing reaches a real phone or Google account on this machine.`,
  chat: msg`WhatsApp chat stand-in`,
  chatHint: msg`write to Tika as a parent and get a sign-in link`,
  outbox: msg`Outbox`,
  outboxHint: msg`every message Tika sent, with sign-in links and codes`,
  google: msg`“Continue with Google” opens a stand-in consent page.`,
};

/** Words of the OTP steps (OtpForm). */
export const OTP_STRINGS = {
  /** Asked again within the resend gap: the code already sent is the one to type. */
  alreadySent: msg`We sent you an OTP a moment ago. Please enter that code.`,
  /** The contract's NOT_REGISTERED_PROMPT, in the app's language. */
  notRegistered: msg`You haven't registered with us yet. Please Click below Button to Register`,
};

/** Said by several sign-in screens and hooks. */
export const SIGN_IN_STRINGS = {
  signingIn: msg`Signing you in…`,
  somethingWentWrong: msg`Something went wrong`,
  tryAgain: msg`Please try again`,
};

/** The message the WhatsApp chat opens with; a referral code rides after it, as is. */
export const CHAT_TEXT = msg`Hi Tika! Please sign me up.`;
