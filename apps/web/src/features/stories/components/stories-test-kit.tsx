import '../../../test/dialog-polyfill';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fakeApi, type FakeAnswer, type FakeCall } from '../../../test/fake-api';
import { createQueryClient } from '../../../lib/query-client';
import { StoriesPage } from './StoriesPage';

/** Test helpers: the page in a router, and the API answered per "METHOD /path/" (test/fake-api). */

type Handler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

/** Each handler gets the request's JSON body, or what a GET asks for (?plan= or ?upcoming=). */
export function mockApi(routes: Record<string, Handler>) {
  const answerWithBody = ([key, handler]: [string, Handler]) => [
    key,
    (call: FakeCall) => handler(call.body ?? call.query.get('plan') ?? call.query.get('upcoming')),
  ];
  return fakeApi(Object.fromEntries(Object.entries(routes).map(answerWithBody))).fetch;
}

/** The calls made, as "METHOD /path/?query". */
export const callsOf = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

/** What the routes around the page show instead of the real screens. */
const STAND_INS = { viewer: 'Story viewer', dashboard: 'Dashboard' };

export function renderStoriesPage() {
  const client = createQueryClient();
  // A failed load shows its message at once instead of after the app's retries.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/story', Component: StoriesPage },
      { path: '/story/:storyCode', Component: () => <p>{STAND_INS.viewer}</p> },
      { path: '/dashboard', Component: () => <p>{STAND_INS.dashboard}</p> },
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
