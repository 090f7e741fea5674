import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@tika/contract';
import { queryClient } from '../../../lib/query-client';
import { testChild } from '../../../test/children';
import { childrenQuery } from '../api/children';
import { useSelectedChild } from './use-selected-child';

const CHILDREN = [testChild(1), testChild(2)];
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

afterEach(() => {
  queryClient.clear();
  localStorage.clear();
});

describe('useSelectedChild', () => {
  it('remembers the child shown when none was chosen, so the next visit can ask for its schedule at once', async () => {
    queryClient.setQueryData(childrenQuery.queryKey, CHILDREN);
    const { result } = renderHook(() => useSelectedChild(), { wrapper });
    expect(result.current.selected?.id).toBe('c1');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.selectedChild)).toBe('c1'));
  });

  it('keeps a choice that still holds, and replaces one whose child is gone', async () => {
    queryClient.setQueryData(childrenQuery.queryKey, CHILDREN);
    localStorage.setItem(STORAGE_KEYS.selectedChild, 'c2');
    const kept = renderHook(() => useSelectedChild(), { wrapper });
    expect(kept.result.current.selected?.id).toBe('c2');
    expect(localStorage.getItem(STORAGE_KEYS.selectedChild)).toBe('c2');
    kept.unmount();

    localStorage.setItem(STORAGE_KEYS.selectedChild, 'deleted-child');
    const replaced = renderHook(() => useSelectedChild(), { wrapper });
    expect(replaced.result.current.selected?.id).toBe('c1');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.selectedChild)).toBe('c1'));
  });
});
