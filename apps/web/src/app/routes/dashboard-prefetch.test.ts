import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@tika/contract';
import { vaccineDashboardKey } from '../../features/vaccines/api/dashboard';
import { wireDashboard } from '../../features/vaccines/test-fixtures';
import { queryClient } from '../../lib/query-client';
import { clearSession, setAccessToken } from '../../lib/session-store';
import { fakeApi } from '../../test/fake-api';
import { prefetchDashboard } from './dashboard-prefetch';

const CHILDREN = [
  { id: 'c1', name: 'Ira', dob: '2025-01-01', gender: 'girl' },
  { id: 'c2', name: 'Veer', dob: '2023-05-01', gender: 'boy' },
];

/** A fake API answering the children list and any dashboard; returns every path asked. */
function fakeDashboardApi(childrenStatus = 200) {
  const { calls } = fakeApi({
    'GET /api/vaccinetracker/onboarding/': {
      status: childrenStatus,
      body: childrenStatus === 200 ? { children: CHILDREN } : { message: 'down', code: 'internal' },
    },
    '*': { body: wireDashboard() },
  });
  return { asked: () => calls.map((c) => c.url) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  clearSession();
  localStorage.clear();
});

describe('prefetchDashboard', () => {
  it("asks for the remembered child's schedule alongside the children, without making the route wait", async () => {
    setAccessToken('token-1');
    localStorage.setItem(STORAGE_KEYS.selectedChild, 'c2');
    const { asked } = fakeDashboardApi();

    expect(prefetchDashboard()).toBeNull();
    // Both asked at once, before either has answered: one round trip, not two.
    expect(asked()).toEqual([
      '/api/vaccinetracker/dashboard/?child_id=c2',
      '/api/vaccinetracker/onboarding/',
    ]);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(vaccineDashboardKey('c2'))).toBeDefined(),
    );
    await vi.waitFor(() => expect(queryClient.getQueryData(['children'])).toBeDefined());
    expect(asked()).toHaveLength(2);
  });

  it('on a new device asks for the first child once the children have come, and remembers it', async () => {
    setAccessToken('token-1');
    const { asked } = fakeDashboardApi();
    prefetchDashboard();
    expect(asked()).toEqual(['/api/vaccinetracker/onboarding/']);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(vaccineDashboardKey('c1'))).toBeDefined(),
    );
    expect(asked()).toEqual([
      '/api/vaccinetracker/onboarding/',
      '/api/vaccinetracker/dashboard/?child_id=c1',
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.selectedChild)).toBe('c1');
  });

  it('remembers nothing when the session ended while the children list was on its way', async () => {
    setAccessToken('token-1');
    fakeDashboardApi();
    prefetchDashboard();
    // Logout: the session and the remembered child are forgotten before the list arrives.
    clearSession();
    localStorage.clear();
    await vi.waitFor(() => expect(queryClient.getQueryData(['children'])).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(localStorage.getItem(STORAGE_KEYS.selectedChild)).toBeNull();
  });

  it('falls back to the first child when the stored one is gone', async () => {
    setAccessToken('token-1');
    localStorage.setItem(STORAGE_KEYS.selectedChild, 'deleted-child');
    fakeDashboardApi();
    prefetchDashboard();
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(vaccineDashboardKey('c1'))).toBeDefined(),
    );
  });

  it('asks nothing without a session (the guard sends the parent to sign in)', () => {
    const { asked } = fakeDashboardApi();
    prefetchDashboard();
    expect(asked()).toEqual([]);
  });

  it("leaves a failed children list to the screen's own query, with no unhandled rejection", async () => {
    setAccessToken('token-1');
    const { asked } = fakeDashboardApi(403);
    prefetchDashboard();
    await vi.waitFor(() => expect(queryClient.getQueryState(['children'])?.status).toBe('error'));
    expect(asked().every((p) => !p.includes('dashboard'))).toBe(true);
  });
});
