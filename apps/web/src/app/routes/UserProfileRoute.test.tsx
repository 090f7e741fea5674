import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { UserProfileRoute } from './UserProfileRoute';
import { fakeApi, neverAnswer } from '../../test/fake-api';
import { testChild } from '../../test/children';
import { renderRoutes, seedVerifiedParent } from '../../test/render';

function renderProfile() {
  seedVerifiedParent([testChild(1, { name: 'Ira', dob: '2025-01-01' })]);
  renderRoutes(
    [
      { path: '/userprofile', Component: UserProfileRoute },
      { path: '/legal/faqs', Component: () => <h1>Frequently asked questions</h1> },
    ],
    '/userprofile',
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
