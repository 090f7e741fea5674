import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/layout/Page';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { BabyIcon } from '../../components/ui/icons';
import type { ChildProfile } from '../../features/children/api/children';
import { formatAge } from '../../features/children/components/age-words';
import { ViewerNotice } from '../../features/children/components/ViewerNotice';
import { useSelectedChild } from '../../features/children/hooks/use-selected-child';
import { DashboardHeader } from '../../features/vaccines/components/DashboardHeader';
import {
  type DashboardTab,
  DashboardTabs,
  parseDashboardTab,
} from '../../features/vaccines/components/DashboardTabs';
import { ChildRoleContext } from '../../lib/child-role';
import { GrowthTab, HomeTab, LOADING_PANELS, MedicalRecordsTab } from './dashboard-tabs';
import { useParentToday } from './parent-today';

// The switcher and the child sheets load when the parent first opens it (the dashboard's budget).
const ChildSwitcherSheet = lazy(() =>
  import('./ChildSwitcherSheet').then((m) => ({ default: m.ChildSwitcherSheet })),
);

/** /dashboard: the selected child's Health Records, Home and Notifications tabs (docs/product/screens-and-routes.md). */
export function DashboardRoute() {
  const { t } = useLingui();
  const { selected, isLoading, error } = useSelectedChild();
  const [params, setParams] = useSearchParams();
  const tab = parseDashboardTab(params.get('tab'));
  const today = useParentToday();
  // Loaded on first use, then kept: the edit and delete sheets it opens outlive the switcher.
  const [switcher, setSwitcher] = useState<'unused' | 'open' | 'closed'>('unused');

  const selectTab = (next: DashboardTab) =>
    setParams(
      (old) => {
        const updated = new URLSearchParams(old);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <Page>
      <DashboardHeader
        child={selected ? { name: selected.name, age: formatAge(selected.dob, today) } : null}
        loading={isLoading}
        onSwitchChild={() => setSwitcher('open')}
      />
      {switcher !== 'unused' && (
        <Suspense fallback={null}>
          <ChildSwitcherSheet
            open={switcher === 'open'}
            onClose={() => setSwitcher('closed')}
            today={today}
          />
        </Suspense>
      )}
      <main style={{ display: 'grid', gap: 20, marginTop: 20 }}>
        {isLoading ? (
          <DashboardTabs active={tab} onSelect={selectTab} panels={LOADING_PANELS} />
        ) : error ? (
          <EmptyState title={t`We couldn't load your children`}>
            <Trans>Please check your connection and reload the page.</Trans>
          </EmptyState>
        ) : !selected ? (
          // Onboarding adds the first child, so this only shows if every child was removed elsewhere.
          <EmptyState
            icon={<BabyIcon size={32} />}
            title={t`Add your child to begin`}
            action={
              <ButtonLink to="/userprofile/addchild" compact>
                <Trans>Add a child</Trans>
              </ButtonLink>
            }
          >
            <Trans>Their vaccination schedule, growth and records will appear here.</Trans>
          </EmptyState>
        ) : (
          <ChildDashboard child={selected} tab={tab} onSelectTab={selectTab} today={today} />
        )}
      </main>
    </Page>
  );
}

/**
 * The selected child's tabs, each told this parent's role in the child (lib/child-role.ts):
 * a viewer sees the record without the buttons that change it, and a notice saying so.
 */
function ChildDashboard({
  child,
  tab,
  onSelectTab,
  today,
}: {
  child: ChildProfile;
  tab: DashboardTab;
  onSelectTab: (tab: DashboardTab) => void;
  today: string;
}) {
  return (
    <ChildRoleContext value={child.role}>
      {child.role === 'viewer' && <ViewerNotice childName={child.name} />}
      <DashboardTabs
        active={tab}
        onSelect={onSelectTab}
        panels={{
          health: <GrowthTab child={child} />,
          home: <HomeTab child={child} today={today} />,
          notifications: <MedicalRecordsTab child={child} />,
        }}
      />
    </ChildRoleContext>
  );
}
