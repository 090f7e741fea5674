import '../../../test/dialog-polyfill';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { StoriesPage } from './StoriesPage';

/** Test helpers: the page in a router, and fetch answered per "METHOD /path/". */

export type Answer = { status?: number; body?: unknown } | Error;
type Handler = (body: unknown) => Answer | Promise<Answer>;

export function mockApi(routes: Record<string, Handler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://tika.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected request ${key}`);
    const answer = await handler(
      init?.body ? JSON.parse(String(init.body)) : url.searchParams.get('plan'),
    );
    // A thrown TypeError is how fetch reports a network failure.
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
    });
  });
}

/** The calls made, as "METHOD /path/?query". */
export const callsOf = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

export function renderStoriesPage() {
  const client = createQueryClient();
  // A failed load shows its message at once instead of after the app's retries.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/story', Component: StoriesPage },
      { path: '/story/:storyCode', Component: () => <p>Story viewer</p> },
      { path: '/dashboard', Component: () => <p>Dashboard</p> },
    ],
    { initialEntries: ['/story'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router };
}
