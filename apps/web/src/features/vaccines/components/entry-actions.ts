import { i18n } from '@lingui/core';
import type { DashboardEntry } from '../api/dashboard';
import { ACTIONS } from '../strings';
import type { RowAction } from './VaccineEntryRow';

/** What a parent can ask of one dose from the lists; the screen opens a sheet or sends it. */
export type EntryAction = 'given' | 'not_needed' | 'not_given' | 'incomplete' | 'undo';
export type OnEntryAction = (action: EntryAction, entry: DashboardEntry) => void;

/**
 * The buttons of a pending dose, wherever it is listed: Mark as given, and Not needed; a dose
 * awaiting a status update also takes the answer Not given.
 */
export function pendingActions(
  entry: DashboardEntry,
  onAction: OnEntryAction,
  awaiting = false,
): RowAction[] {
  return [
    { label: i18n._(ACTIONS.markGiven), onClick: () => onAction('given', entry) },
    ...(awaiting
      ? [
          {
            label: i18n._(ACTIONS.notGiven),
            variant: 'quiet' as const,
            onClick: () => onAction('not_given', entry),
          },
        ]
      : []),
    {
      label: i18n._(ACTIONS.notNeeded),
      variant: 'quiet',
      onClick: () => onAction('not_needed', entry),
    },
  ];
}
