import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { childrenQuery } from '../../features/children/api/children';
import { queryClient } from '../../lib/query-client';
import { fakeApi } from '../../test/fake-api';
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
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

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

  it('waits for the list when followed children bring the count to the limit, then shows the form', async () => {
    // One child added, two followed: `me` counts three, the limit only the one.
    const children = [
      kid('c0'),
      testChild(2, { id: 'f1', role: 'caregiver', sharedBy: 'Meera' }),
      testChild(3, { id: 'f2', role: 'viewer', sharedBy: 'Meera' }),
    ];
    seedVerifiedParent(children);
    queryClient.removeQueries({ queryKey: childrenQuery.queryKey });
    fakeApi({
      'GET /api/vaccinetracker/onboarding/': {
        body: {
          children: children.map(({ sharedBy, gestationalWeeks, gestationalDays, ...rest }) => ({
            ...rest,
            shared_by: sharedBy,
            gestational_weeks: gestationalWeeks,
            gestational_days: gestationalDays,
          })),
        },
      },
    });
    renderRoutes(
      [{ path: '/userprofile/addchild', Component: AddChildRoute }],
      '/userprofile/addchild',
    );
    expect(
      screen.queryByRole('heading', { name: 'You have added 3 children' }),
    ).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'What is your child’s name?' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'You have added 3 children' }),
    ).not.toBeInTheDocument();
  });
});
