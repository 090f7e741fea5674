import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storiesQuery } from '../../features/stories/api/stories';
import { queryClient } from '../../lib/query-client';
import { clearSession, setAccessToken } from '../../lib/session-store';
import { fakeApi } from '../../test/fake-api';
import { prefetchStories } from './stories-prefetch';

beforeEach(() => setAccessToken('token-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  clearSession();
});

describe('prefetchStories', () => {
  it('asks for the stories the page shows first, once, without making the route wait', async () => {
    const { calls } = fakeApi({ '*': { body: { stories: [] } } });
    expect(prefetchStories()).toBeNull();
    await vi.waitFor(() => expect(queryClient.getQueryData(storiesQuery().queryKey)).toBeDefined());
    // Arriving again while the answer is fresh (a parent going back and forth) asks nothing.
    prefetchStories();
    expect(calls.map((call) => call.url)).toEqual(['/api/features/meal-stories/']);
  });

  it("leaves a failure to the page's own query, with no unhandled rejection", async () => {
    fakeApi({ '*': { status: 503, body: { message: 'down', code: 'unavailable' } } });
    prefetchStories();
    await vi.waitFor(
      () => expect(queryClient.getQueryState(storiesQuery().queryKey)?.status).toBe('error'),
      { timeout: 3000 },
    );
  });

  it('asks nothing without a session', () => {
    clearSession();
    const { calls } = fakeApi({ '*': { body: { stories: [] } } });
    prefetchStories();
    expect(calls).toEqual([]);
  });
});
