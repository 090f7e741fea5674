import { lazy, type ReactNode, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { CalendarFeedCard } from '../../features/calendar/components/CalendarFeedCard';
import { ShareWithDoctorCard, TakeAlongCard } from '../../features/take-along';
import { StoriesBanner } from '../../features/vaccines/components/StoriesBanner';
import {
  VaccinationRecords,
  VaccinationRecordsLoading,
} from '../../features/vaccines/components/VaccinationRecords';
import type { DashboardTab } from '../../features/vaccines/components/DashboardTabs';
import { withMessages } from '../../lib/i18n/i18n';

/* Each dashboard tab's content, one component each: the features meet here, not in each other. */

// Home opens first; the other two tabs load when chosen (the dashboard's JavaScript budget, docs/quality.md).
const GrowthRecords = lazy(() =>
  withMessages(['growth'], () => import('../../features/growth/components/GrowthTab')).then(
    (m) => ({ default: m.GrowthTab }),
  ),
);
const RecordsTab = lazy(() =>
  withMessages(['records'], () => import('../../features/records')).then((m) => ({
    default: m.RecordsTab,
  })),
);

const tabLoading = (
  <p role="status" style={{ color: 'var(--color-text-muted)' }}>
    <Trans>Loading…</Trans>
  </p>
);

/**
 * The tabs' content while the children are on their way: the Home tab's banner and the
 * schedule's placeholders need no child, so the screen is drawn in its final layout from the
 * first paint, the banner in place, before the parent's data has come.
 */
export const LOADING_PANELS: Record<DashboardTab, ReactNode> = {
  health: tabLoading,
  home: (
    <>
      <StoriesBanner />
      <VaccinationRecordsLoading />
    </>
  ),
  notifications: tabLoading,
};

export function HomeTab({
  child,
  today,
}: {
  child: { id: string; name: string; dob: string; gestationalWeeks?: number | null };
  /** The parent's today, for the schedule's dates. */
  today?: string;
}) {
  return (
    <>
      <StoriesBanner />
      {/* A new child starts with fresh lists and sheets, never another child's open sheet. */}
      <VaccinationRecords key={child.id} child={child} today={today} />
      {/* Below the schedule, where a parent looks for what to do with it: take it along, or into their calendar. */}
      <TakeAlongCard key={`take-along-${child.id}`} childId={child.id} childName={child.name} />
      <ShareWithDoctorCard key={`share-${child.id}`} childId={child.id} childName={child.name} />
      <CalendarFeedCard key={`calendar-${child.id}`} childId={child.id} childName={child.name} />
    </>
  );
}

export function GrowthTab({ child }: { child: { id: string; name: string; dob: string } }) {
  // A new child starts with its own records and chart, never another child's open sheet.
  return (
    <Suspense fallback={tabLoading}>
      <GrowthRecords key={child.id} child={child} />
    </Suspense>
  );
}

export function MedicalRecordsTab({ child }: { child: { id: string; name: string } }) {
  // A new child starts with its own list and sheets, never another child's open sheet.
  return (
    <Suspense fallback={tabLoading}>
      <RecordsTab key={child.id} childId={child.id} childName={child.name} />
    </Suspense>
  );
}
