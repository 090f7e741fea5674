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
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      throw new MessagingError(`WhatsApp API unreachable: ${(err as Error).message}`);
    }
    if (!response.ok) {
      // Graph errors carry {error:{message,code}}; they never echo the token back.
      const detail = await response.text().catch(() => '');
      throw new MessagingError(`WhatsApp API answered ${response.status}: ${detail.slice(0, 300)}`);
    }
  }
}
