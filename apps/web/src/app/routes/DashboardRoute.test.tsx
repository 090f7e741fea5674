import '../../test/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ageText, STORAGE_KEYS, todayIn } from '@tika/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQuery } from '../../features/auth/api/session';
import { childrenQuery } from '../../features/children/api/children';
import { queryClient } from '../../lib/query-client';
import { testChild } from '../../test/children';
import { fakeApi, neverAnswer } from '../../test/fake-api';
import { renderRoutes, seedVerifiedParent } from '../../test/render';
import { DashboardRoute } from './DashboardRoute';

const ZONE = 'Pacific/Kiritimati';

function renderDashboard(
  children = [testChild(1), testChild(2, { dob: '2025-02-01', gender: 'boy' })],
) {
  seedVerifiedParent(children);
  // The parent's account keeps their zone: ages are counted there, not in the browser's.
  queryClient.setQueryData(
    meQuery.queryKey,
    (me) => me && { ...me, user: { ...me.user, timeZone: ZONE } },
  );
  renderRoutes([{ path: '/dashboard', Component: DashboardRoute }], '/dashboard');
}

const childHeading = () => screen.getByRole('heading', { level: 1 });

/** The switcher sheet is loaded lazily: its first import in a test run transforms its modules. */
const findSwitcher = () =>
  screen.findByRole('dialog', { name: 'Your children' }, { timeout: 10_000 });

describe('DashboardRoute', () => {
  beforeEach(() => {
    fakeApi({ '*': neverAnswer });
  });
  afterEach(() => {
    queryClient.clear();
    localStorage.removeItem(STORAGE_KEYS.selectedChild);
    vi.unstubAllGlobals();
  });

  it("shows the selected child's age as of the parent's today", () => {
    renderDashboard();
    expect(childHeading()).toHaveTextContent('Kid A');
    expect(screen.getByText(ageText('2023-01-15', todayIn(ZONE)))).toBeInTheDocument();
  });

  it('draws the screen in its final layout while the children are on their way, so nothing moves', async () => {
    seedVerifiedParent([testChild(1)]);
    // Still on its way: nothing answers (neverAnswer).
    queryClient.removeQueries({ queryKey: childrenQuery.queryKey });
    renderRoutes([{ path: '/dashboard', Component: DashboardRoute }], '/dashboard');
    expect(await screen.findByTestId('child-row-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    // The rest of the screen is drawn as it will stand: the tabs, the stories banner and the
    // schedule's placeholders, before any of the parent's data.
    expect(screen.getByRole('tab', { name: 'Home', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Mealtime stories/ })).toHaveAttribute(
      'href',
      '/story',
    );
    expect(screen.getByRole('status', { name: 'Loading vaccination records' })).toBeInTheDocument();
  });

  it('draws the child in that row once they have come', () => {
    renderDashboard();
    expect(childHeading()).toHaveTextContent('Kid A');
    expect(screen.queryByTestId('child-row-placeholder')).not.toBeInTheDocument();
  });

  it('switches child from the header', async () => {
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Switch child' }));
    const switcher = await findSwitcher();
    expect(within(switcher).getByRole('button', { name: /^Kid A/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(switcher).getByRole('button', { name: /^Kid B/ }));
    expect(childHeading()).toHaveTextContent('Kid B');
    await waitFor(() => expect(switcher).not.toHaveAttribute('open'));
  });

  it('edits a child from the switcher in a sheet of its own', async () => {
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Switch child' }));
    const switcher = await findSwitcher();
    await userEvent.click(within(switcher).getByRole('button', { name: 'Edit Kid B' }));
    expect(switcher).not.toHaveAttribute('open');
    expect(await screen.findByRole('dialog', { name: /^Edit Kid B/ })).toHaveAttribute('open');
  });

  it('tells a viewer of a shared child, once, that they can look but not change', () => {
    renderDashboard([testChild(1, { role: 'viewer', sharedBy: 'Asha' })]);
    expect(screen.getByRole('note')).toHaveTextContent(
      'You can view Kid A’s record but not change it.',
    );
  });

  it('says nothing of the kind to the parent who added the child, or a caregiver', () => {
    renderDashboard([testChild(1), testChild(2, { role: 'caregiver', sharedBy: 'Asha' })]);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
