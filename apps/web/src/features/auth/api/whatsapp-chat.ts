import { i18n } from '@lingui/core';
import { CHAT_TEXT } from '../strings';
import { storedReferralCode } from './referral';

/** What the chat link depends on in the server's public config (GET /api/config/). */
export interface ChatConfig {
  whatsappChatUrl: string | null;
  devStandIns: { whatsapp: boolean };
}

export const DEV_CHAT_PATH = '/dev/whatsapp';

/**
 * Where 'Continue with Whatsapp' goes: the dev chat stand-in while WhatsApp is not configured
 * (its messages would never reach a phone), wa.me when it is; null when there is no chat.
 * The chat opens with a message in the app's language that carries the referral code, if any.
 */
export function whatsappChatHref(config: ChatConfig): string | null {
  const base = config.devStandIns.whatsapp ? DEV_CHAT_PATH : config.whatsappChatUrl;
  if (!base) return null;
  const ref = storedReferralCode();
  const text = `${i18n._(CHAT_TEXT)}${ref ? ` (ref: ${ref})` : ''}`;
  return `${base}${base.includes('?') ? '&' : '?'}text=${encodeURIComponent(text)}`;
}
