import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { PublicConfig } from '@tika/contract';
import { camelizeKeys } from '@tika/contract';
import { publicConfigQuery } from '../../../lib/public-config';
import { queryClient } from '../../../lib/query-client';

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
  const router = createMemoryRouter(
    [
      { path, Component },
      { path: '*', Component: Landing },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

/** A fetch stand-in: answers by "METHOD path" (path without the query), records every call. */
export function fakeServer(
  answers: Record<string, { status?: number; body: unknown }>,
): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[`${method} ${url.split('?')[0]}`];
      if (!answer)
        return new Response(
          JSON.stringify({ message: `no fake for ${method} ${url}`, code: 'not_found' }),
          { status: 404 },
        );
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
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
