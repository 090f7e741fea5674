import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@tika/contract';
import { childrenQuery } from '../api/children';

const listeners = new Set<() => void>();

/** The id of the child the parent last chose on this device, if storage allows. */
export const storedChildId = () => {
  try {
    return localStorage.getItem(STORAGE_KEYS.selectedChild);
  } catch {
    return null;
  }
};

/** The stored choice if that child still exists, else the first child (docs/product/sessions-and-sign-in.md). */
export function pickSelectedChild<T extends { id: string }>(
  children: readonly T[],
  storedId: string | null,
): T | null {
  return children.find((c) => c.id === storedId) ?? children[0] ?? null;
}

export function selectChild(childId: string) {
  try {
    localStorage.setItem(STORAGE_KEYS.selectedChild, childId);
  } catch {
    /* storage blocked: selection lasts for this page only */
  }
  listeners.forEach((l) => l());
}

/** The parent's children and the selected one: the stored choice, or the first (docs/product/sessions-and-sign-in.md). */
export function useSelectedChild() {
  const query = useQuery(childrenQuery);
  const storedId = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    storedChildId,
    () => null,
  );
  const children = query.data ?? [];
  const selected = pickSelectedChild(children, storedId);
  const select = useCallback((id: string) => selectChild(id), []);
  return { children, selected, select, isLoading: query.isLoading, error: query.error };
}
