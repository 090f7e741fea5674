import {
  type MessageSender,
  MessagingError,
  type OutgoingMessage,
  toWhatsAppNumber,
} from './sender';

interface CloudApiConfig {
  apiBase: string;
  phoneNumberId: string;
  token: string;
  fetch?: typeof fetch;
}

/** Builds the Cloud API request body: a template when given, else a text message. */
export function cloudApiPayload(message: OutgoingMessage): Record<string, unknown> {
  const base = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: toWhatsAppNumber(message.to),
  };
  const t = message.template;
  if (!t) return { ...base, type: 'text', text: { preview_url: true, body: message.text } };
  const components: Array<Record<string, unknown>> = [
    { type: 'body', parameters: t.bodyParams.map((text) => ({ type: 'text', text })) },
  ];
  if (t.copyCodeButton) {
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: t.copyCodeButton }],
    });
  }
  return {
    ...base,
    type: 'template',
    template: { name: t.name, language: { code: t.language }, components },
  };
}

/** The longest one send may take; a reminder's claim outlasts it many times over. */
export const SEND_TIMEOUT_MS = 10_000;

/**
 * Graph's throughput errors: 130429 (the number's messages/s), 131056 (too many to one
 * recipient), 80007 (the account's rate). They come as HTTP 429 or 400 with these codes.
 */
const THROUGHPUT_ERRORS = new Set([130429, 131056, 80007]);

/** Retry-After in seconds or as an HTTP date, in ms; one second when Graph gives none. */
function retryAfterMs(response: Response): number {
  const header = response.headers.get('retry-after');
  if (header && /^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = header ? Date.parse(header) : NaN;
  return Number.isNaN(at) ? 1000 : Math.max(0, at - Date.now());
}

const graphErrorCode = (detail: string): number | undefined => {
  try {
    const code = (JSON.parse(detail) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'number' ? code : undefined;
  } catch {
    return undefined;
  }
};

/** Sends through the WhatsApp Cloud API: POST {base}/{phone-number-id}/messages. */
export class WhatsAppCloudSender implements MessageSender {
  readonly mode = 'whatsapp' as const;
  constructor(private readonly config: CloudApiConfig) {}

  async send(message: OutgoingMessage): Promise<void> {
    const url = `${this.config.apiBase.replace(/\/+$/, '')}/${encodeURIComponent(this.config.phoneNumberId)}/messages`;
    const doFetch = this.config.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.config.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(cloudApiPayload(message)),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (err) {
      throw new MessagingError(`WhatsApp API unreachable: ${(err as Error).message}`);
    }
    if (!response.ok) {
      // Graph errors carry {error:{message,code}}; they never echo the token back.
      const detail = await response.text().catch(() => '');
      const code = graphErrorCode(detail);
      const throttled =
        response.status === 429 || (code !== undefined && THROUGHPUT_ERRORS.has(code));
      throw new MessagingError(
        `WhatsApp API answered ${response.status}: ${detail.slice(0, 300)}`,
        throttled ? retryAfterMs(response) : undefined,
      );
    }
  }
}
