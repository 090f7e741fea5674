import { type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { PublicConfig } from '@tika/contract';
import { camelizeKeys } from '@tika/contract';
import { publicConfigQuery } from '../../../lib/public-config';
import { queryClient } from '../../../lib/query-client';
import { renderRoutes } from '../../../test/render';

/** Where the router went: every other path renders its own name. */
function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

export const DEV_CONFIG: PublicConfig = {
  google_client_id: 'dev-google-client',
  google_authorize_url: 'http://localhost:8080/dev/google',
  whatsapp_chat_url: null,
  marketing_url: 'https://tika.example',
  razorpay_key_id: null,
  payments: 'simulated',
  android_app_url: 'https://play.example',
  dev_mode: true,
  dev_stand_ins: { whatsapp: true, google: true },
};

/** Renders one auth screen at `entry` with the public config already loaded. */
export function renderAuthRoute(
  path: string,
  Component: ComponentType,
  entry: string | { pathname: string; state?: unknown },
  config: Partial<PublicConfig> = {},
) {
  queryClient.setQueryData(publicConfigQuery.queryKey, camelizeKeys({ ...DEV_CONFIG, ...config }));
  return renderRoutes(
    [
      { path, Component },
      { path: '*', Component: Landing },
    ],
    entry,
  );
}

export const signedInAnswer = (children: Array<{ id: string; name: string }> = []) => ({
  access_token: 'new-session-token',
  user: {
    first_name: 'Priya',
    last_name: 'Nair',
    email: null,
    contact_number: '9876543210',
    contact_verified: true,
    referral_code: 'PRIYA234',
  },
  is_verified: true,
  children: children.map((c) => ({
    ...c,
    dob: '2024-03-10',
    gender: 'girl',
    schedule: 'iap-acvip-2023',
  })),
  children_count: children.length,
});
