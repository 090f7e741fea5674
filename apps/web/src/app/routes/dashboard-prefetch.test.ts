import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@tika/contract';
import { vaccineDashboardKey } from '../../features/vaccines/api/dashboard';
import { queryClient } from '../../lib/query-client';
import { clearSession, setAccessToken } from '../../lib/session-store';
import { prefetchDashboard } from './dashboard-prefetch';

const CHILDREN = [
  { id: 'c1', name: 'Ira', dob: '2025-01-01', gender: 'girl' },
  { id: 'c2', name: 'Veer', dob: '2023-05-01', gender: 'boy' },
];

/** A fake API answering the children list and any dashboard; records every path asked. */
function fakeApi(childrenStatus = 200) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://tika.test');
      asked.push(url.pathname + url.search);
      if (url.pathname === '/api/vaccinetracker/onboarding/') {
        return new Response(
          JSON.stringify(
            childrenStatus === 200 ? { children: CHILDREN } : { message: 'down', code: 'internal' },
          ),
          { status: childrenStatus },
        );
      }
      return new Response(
        JSON.stringify({ missed_vaccines: [], upcoming_vaccine: [], completed_vaccines: [] }),
        { status: 200 },
      );
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  clearSession();
  localStorage.clear();
});

describe('prefetchDashboard', () => {
  it("asks for the children, then the stored child's schedule, without making the route wait", async () => {
    setAccessToken('token-1');
    localStorage.setItem(STORAGE_KEYS.selectedChild, 'c2');
    const asked = fakeApi();

    expect(prefetchDashboard()).toBeNull();

    await vi.waitFor(() =>
      expect(queryClient.getQueryData(vaccineDashboardKey('c2'))).toBeDefined(),
    );
    expect(asked).toEqual([
      '/api/vaccinetracker/onboarding/',
      '/api/vaccinetracker/dashboard/?child_id=c2',
    ]);
  });

  it('falls back to the first child when the stored one is gone', async () => {
    setAccessToken('token-1');
    localStorage.setItem(STORAGE_KEYS.selectedChild, 'deleted-child');
    fakeApi();
    prefetchDashboard();
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(vaccineDashboardKey('c1'))).toBeDefined(),
    );
  });

  it('asks nothing without a session (the guard sends the parent to sign in)', () => {
    const asked = fakeApi();
    prefetchDashboard();
    expect(asked).toEqual([]);
  });

  it("leaves a failed children list to the screen's own query, with no unhandled rejection", async () => {
    setAccessToken('token-1');
    const asked = fakeApi(403);
    prefetchDashboard();
    await vi.waitFor(() => expect(queryClient.getQueryState(['children'])?.status).toBe('error'));
    expect(asked.every((p) => !p.includes('dashboard'))).toBe(true);
  });
});
