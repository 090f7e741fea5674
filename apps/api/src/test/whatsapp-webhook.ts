import { createHmac } from 'node:crypto';

/** Meta's webhook envelope around one change to the business number's messages. */
export function whatsappDelivery(value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** The X-Hub-Signature-256 Meta sends: an HMAC of the exact body with the app secret. */
export const whatsappSignature = (raw: string, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(raw, 'utf8').digest('hex')}`;
