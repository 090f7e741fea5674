import { createContext, useContext } from 'react';
import type { ChildRole } from '@tika/contract';

/**
 * The parent's part in the child on screen (docs/product/family.md): the dashboard provides it
 * around the child's tabs, so each feature asks here instead of taking it through every prop.
 * Without a provider a screen offers everything: the server checks every change anyway.
 */
export const ChildRoleContext = createContext<ChildRole>('owner');

/** The owner and a caregiver change the child's record; a viewer only reads it. */
const canChangeRecord = (role: ChildRole) => role !== 'viewer';

/** Whether the child on screen may be changed by this parent (marking doses, adding records…). */
export const useCanChangeRecord = () => canChangeRecord(useContext(ChildRoleContext));

/** Whether this parent added the child on screen: some things are theirs alone (the calendar link). */
export const useOwnsChild = () => useContext(ChildRoleContext) === 'owner';
