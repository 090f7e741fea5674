import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { renderRoutes, seedVerifiedParent } from '../../test/render';
import { testChild } from '../../test/children';
import { AddChildRoute } from './AddChildRoute';

const kid = (id: string) => testChild(1, { id, name: 'Asha', dob: '2024-01-01' });

function renderRoute(count: number) {
  // Fresh data as the loader would leave it, so nothing is fetched.
  seedVerifiedParent(Array.from({ length: count }, (_, i) => kid(`c${i}`)));
  renderRoutes(
    [
      { path: '/userprofile/addchild', Component: AddChildRoute },
      { path: '/userprofile', Component: () => <p>Profile page</p> },
    ],
    '/userprofile/addchild',
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
