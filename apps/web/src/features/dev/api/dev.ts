import { api } from '../../../lib/api-client';

export interface OutboxMessage {
  to: string;
  kind: string;
  text: string;
  createdAt: string;
}

export const readOutbox = (to?: string) =>
  api.get<Array<{ to: string; kind: string; text: string; created_at: string }>>(
    '/api/dev/outbox/',
    { to },
  );

export const sendInboundWhatsApp = (body: { from: string; text: string; name?: string }) =>
  api.post<{ outcome: string }>('/api/dev/whatsapp/inbound/', body);

/** The dev Google stand-in's code: "dev." + base64url(JSON), decoded by the server. */
export function devGoogleCode(account: {
  email: string;
  given_name: string;
  family_name: string;
}): string {
  const bytes = new TextEncoder().encode(JSON.stringify(account));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `dev.${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}
