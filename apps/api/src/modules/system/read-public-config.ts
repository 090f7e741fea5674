import type { PublicConfig } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { isDevEndpointsEnabled } from '../../env';

/** What the SPA may know about the server's configuration: ids and links, never secrets. */
export async function readPublicConfig({
  env,
  google,
  messaging,
  payments,
}: AppDeps): Promise<PublicConfig> {
  return {
    google_client_id: google?.clientId ?? null,
    // A provider that cannot be reached right now is reported as unavailable, not an error.
    google_authorize_url: google ? await google.authorizeEndpoint().catch(() => null) : null,
    whatsapp_chat_url: env.WHATSAPP_CHAT_NUMBER
      ? `https://wa.me/${env.WHATSAPP_CHAT_NUMBER}`
      : null,
    marketing_url: env.MARKETING_URL,
    razorpay_key_id: payments?.keyId ?? null,
    payments: payments?.mode ?? 'off',
    android_app_url: env.ANDROID_APP_URL,
    dev_mode: isDevEndpointsEnabled(env),
    dev_stand_ins: { whatsapp: messaging.mode === 'dev-outbox', google: google?.mode === 'dev' },
  };
}
