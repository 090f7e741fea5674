/**
 * One way to send a WhatsApp message, whatever is behind it: the Cloud API when configured,
 * the dev outbox otherwise (docs/decisions/0005-integrations-and-dev-stand-ins.md).
 */
export type MessageKind = 'otp' | 'sign_in_link' | 'reminder';

export interface TemplateMessage {
  /** The approved WhatsApp template's name and language. */
  name: string;
  language: string;
  /** Body placeholders {{1}}, {{2}}, … in order. */
  bodyParams: string[];
  /** Authentication templates carry the code again on their copy-code button. */
  copyCodeButton?: string;
}

export interface OutgoingMessage {
  /** Ten-digit Indian number; the sender adds the country code. */
  to: string;
  kind: MessageKind;
  /** The message as a person reads it (free-form text, or the rendered template). */
  text: string;
  /** Business-initiated messages must use an approved template; replies inside 24 h may be text. */
  template?: TemplateMessage;
}

export interface MessageSender {
  readonly mode: 'whatsapp' | 'dev-outbox' | 'unconfigured';
  /** Never called inside a transaction: what it records is committed first (decision 0017). */
  send(message: OutgoingMessage): Promise<void>;
}

export class MessagingError extends Error {
  override name = 'MessagingError';
  constructor(
    message: string,
    /**
     * How long WhatsApp asked us to wait before sending again (a 429's Retry-After, or its
     * throughput error), in ms; undefined when it did not say.
     */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  /** WhatsApp refused for throughput: try again later without counting it as a failure. */
  get rateLimited(): boolean {
    return this.retryAfterMs !== undefined;
  }
}

/** WhatsApp wants the number with country code and no plus: 91XXXXXXXXXX. */
export const toWhatsAppNumber = (tenDigits: string) => `91${tenDigits}`;

/** 91XXXXXXXXXX (as WhatsApp reports senders) → the ten digits we store; null if not Indian. */
export function fromWhatsAppNumber(waId: string): string | null {
  const digits = waId.replace(/\D/g, '');
  return /^91[6-9]\d{9}$/.test(digits) ? digits.slice(2) : null;
}
