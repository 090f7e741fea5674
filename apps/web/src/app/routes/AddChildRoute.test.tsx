import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Child } from '@tika/contract';
import { meQuery } from '../../features/auth/api/session';
import { childrenQuery } from '../../features/children/api/children';
import { queryClient } from '../../lib/query-client';
import { AddChildRoute } from './AddChildRoute';

const kid = (id: string): Child => ({
  id,
  name: 'Asha',
  dob: '2024-01-01',
  gender: 'girl',
  schedule: 'iap-acvip-2023',
});

function renderRoute(count: number) {
  // Fresh data as the loader would leave it, so nothing is fetched.
  queryClient.setQueryData(
    childrenQuery.queryKey,
    Array.from({ length: count }, (_, i) => kid(`c${i}`)),
  );
  queryClient.setQueryData(meQuery.queryKey, {
    user: {
      firstName: 'Asha',
      lastName: 'Rao',
      email: null,
      contactNumber: '9876543210',
      contactVerified: true,
      referralCode: 'X',
    },
    childrenCount: count,
    contactVerified: true,
  });
  const router = createMemoryRouter(
    [
      { path: '/userprofile/addchild', Component: AddChildRoute },
      { path: '/userprofile', Component: () => <p>Profile page</p> },
    ],
    { initialEntries: ['/userprofile/addchild'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('AddChildRoute', () => {
  afterEach(() => queryClient.clear());

  it('shows the add-child form below the maximum, without the progress bar', () => {
    renderRoute(2);
    expect(screen.getByRole('heading', { name: 'What is your child’s name?' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('explains the limit instead of the form at 3 children', async () => {
    renderRoute(3);
    expect(screen.getByRole('heading', { name: 'You have added 3 children' })).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to profile' }));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });
});
