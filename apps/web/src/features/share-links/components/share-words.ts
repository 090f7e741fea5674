import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { SharedDoseState } from '@tika/contract';
import { DUE_LABELS, LIST_TEXT, LIST_TITLES } from '../../vaccines/strings';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import type { SharedDoseItem } from '../api/share-links';

/*
 * The share-links feature's words that depend on data. The doses are said as the dashboard says
 * them (the vaccines feature's words, in the first chunk's catalogue), so the parent and the
 * doctor read the same list.
 */

/** How long a link works, as the sheet offers it: "1 hour", "1 day", "3 days", "30 days". */
export function durationWords(hours: number): string {
  if (hours % 24 !== 0) return plural(hours, { one: '# hour', other: '# hours' });
  const days = hours / 24;
  return plural(days, { one: '# day', other: '# days' });
}

/** The doctor's page's groups, most urgent first; a group without doses is left out. */
export const DOSE_GROUPS: ReadonlyArray<{
  id: string;
  states: readonly SharedDoseState[];
  title: MessageDescriptor;
  /** A line under the title, where the state needs saying to someone outside the app. */
  lead?: MessageDescriptor;
}> = [
  { id: 'overdue', states: ['overdue', 'catch_up'], title: LIST_TITLES.overdue },
  { id: 'due', states: ['due'], title: LIST_TITLES.dueNext },
  { id: 'upcoming', states: ['upcoming'], title: LIST_TITLES.upcoming },
  { id: 'given', states: ['given'], title: LIST_TITLES.completed },
  {
    id: 'not-counted',
    states: ['not_counted'],
    title: LIST_TEXT.doesNotCount,
    lead: msg`Given, but not counted in the schedule (for example, given too early), so it is due again.`,
  },
  {
    id: 'unrecorded',
    states: ['unrecorded'],
    title: msg`Not recorded`,
    lead: msg`Due before the parent started using Tika; not yet marked as given or not given.`,
  },
  {
    id: 'not-needed',
    states: ['not_needed'],
    title: LIST_TITLES.notNeeded,
  },
  {
    id: 'no-longer-due',
    states: ['no_longer_due'],
    title: LIST_TITLES.noLongerDue,
    lead: msg`These are no longer given at this age.`,
  },
];

/** The dose's status line: when it is or was due, or when it was given. */
export function doseStatus(dose: SharedDoseItem): string {
  const due = formatDisplayDate(dose.dueOn);
  const days = dose.days ?? 0;
  switch (dose.state) {
    case 'overdue':
      return `${i18n._(DUE_LABELS.overdueBy(days))} · ${i18n._(LIST_TEXT.dueOn(due))}`;
    case 'catch_up':
      return i18n._(LIST_TEXT.catchUp);
    case 'due':
      return days <= 0
        ? i18n._(DUE_LABELS.today)
        : `${i18n._(DUE_LABELS.inDays(days))} · ${i18n._(LIST_TEXT.dueOn(due))}`;
    case 'given':
    case 'not_counted':
      return dose.givenOn ? i18n._(LIST_TEXT.takenOn(formatDisplayDate(dose.givenOn))) : '';
    case 'upcoming':
    case 'unrecorded':
      return i18n._(LIST_TEXT.dueOn(due));
    default:
      // Not needed, no longer due: the age group says enough.
      return '';
  }
}
