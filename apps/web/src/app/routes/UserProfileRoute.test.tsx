import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQuery } from '../../features/auth/api/session';
import { childrenQuery } from '../../features/children/api/children';
import { queryClient } from '../../lib/query-client';
import { UserProfileRoute } from './UserProfileRoute';
import { fakeApi, neverAnswer } from '../../test/fake-api';

function renderProfile() {
  queryClient.setQueryData(childrenQuery.queryKey, [
    { id: 'c1', name: 'Ira', dob: '2025-01-01', gender: 'girl', schedule: 'iap-acvip-2023' },
  ]);
  queryClient.setQueryData(meQuery.queryKey, {
    user: {
      firstName: 'Asha',
      lastName: 'Rao',
      email: null,
      contactNumber: '9876543210',
      contactVerified: true,
      referralCode: 'X',
    },
    childrenCount: 1,
    contactVerified: true,
  });
  const router = createMemoryRouter(
    [
      { path: '/userprofile', Component: UserProfileRoute },
      { path: '/legal/faqs', Component: () => <h1>Frequently asked questions</h1> },
    ],
    { initialEntries: ['/userprofile'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('UserProfileRoute', () => {
  // Whatever else the page asks the server for stays pending: this is about what it offers.
  beforeEach(() => {
    fakeApi({ '*': neverAnswer });
  });
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('offers the export of all the parent’s data', () => {
    renderProfile();
    const card = screen.getByRole('region', { name: 'Your data' });
    expect(card).toContainElement(
      screen.getByRole('button', { name: 'Download all my data (.zip)' }),
    );
  });

  it('opens the FAQs page in the app, not an email', async () => {
    renderProfile();
    const faqs = screen.getByRole('link', { name: 'FAQs' });
    expect(faqs).toHaveAttribute('href', '/legal/faqs');
    await userEvent.click(faqs);
    expect(
      await screen.findByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
  });
});
