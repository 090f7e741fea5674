import { afterEach, describe, expect, it } from 'vitest';
import { whatsappChatHref } from './whatsapp-chat';

const text = (s = 'Hi Tika! Please sign me up.') => `text=${encodeURIComponent(s)}`;

afterEach(() => localStorage.clear());

describe('whatsappChatHref', () => {
  it('goes to the dev stand-in while WhatsApp is not configured, even with a chat number', () => {
    expect(
      whatsappChatHref({
        whatsappChatUrl: 'https://wa.me/919876543210',
        devStandIns: { whatsapp: true },
      }),
    ).toBe(`/dev/whatsapp?${text()}`);
  });

  it('goes to wa.me when WhatsApp is configured', () => {
    expect(
      whatsappChatHref({
        whatsappChatUrl: 'https://wa.me/919876543210',
        devStandIns: { whatsapp: false },
      }),
    ).toBe(`https://wa.me/919876543210?${text()}`);
  });

  it('offers no chat when WhatsApp is configured without a chat number', () => {
    expect(whatsappChatHref({ whatsappChatUrl: null, devStandIns: { whatsapp: false } })).toBe(
      null,
    );
  });

  it('carries a stored referral code in the message', () => {
    localStorage.setItem('referral_code', 'ASHA2026');
    expect(whatsappChatHref({ whatsappChatUrl: null, devStandIns: { whatsapp: true } })).toBe(
      `/dev/whatsapp?${text('Hi Tika! Please sign me up. (ref: ASHA2026)')}`,
    );
  });
});
