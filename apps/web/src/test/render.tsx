import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import type { ChildProfile as Child } from '../features/children/api/children';
import { meQuery } from '../features/auth/api/session';
import { childrenQuery } from '../features/children/api/children';
import { queryClient } from '../lib/query-client';

/** A query client of one test's own: nothing cached, and a failed query fails at once, no retries. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Renders one component inside a router (for its links) with a query client of its own. */
export function renderWithClient(ui: ReactElement) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Renders `routes` in a memory router opened at `entry`, under the app's query client or `client`. */
export function renderRoutes(
  routes: RouteObject[],
  entry: string | { pathname: string; state?: unknown },
  client: QueryClient = queryClient,
) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** A signed-in parent with a verified WhatsApp number and these children, as the loaders leave them. */
export function seedVerifiedParent(children: Child[]) {
  queryClient.setQueryData(childrenQuery.queryKey, children);
  queryClient.setQueryData(meQuery.queryKey, {
    user: {
      firstName: 'Asha',
      lastName: 'Rao',
      email: null,
      contactNumber: '9876543210',
      contactVerified: true,
      referralCode: 'X',
      signupReferralCode: null,
      timeZone: 'Asia/Kolkata',
      homeState: null,
      language: 'en',
    },
    childrenCount: children.length,
    contactVerified: true,
  });
}
