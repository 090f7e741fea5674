import { useSearchParams } from 'react-router';
import { ageText } from '@tika/contract';
import { Page } from '../../components/layout/Page';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { BabyIcon } from '../../components/ui/icons';
import { useSelectedChild } from '../../features/children/hooks/use-selected-child';
import { DashboardHeader } from '../../features/vaccines/components/DashboardHeader';
import {
  type DashboardTab,
  DashboardTabs,
  parseDashboardTab,
} from '../../features/vaccines/components/DashboardTabs';
import { browserToday } from '../../lib/today';
import { GrowthTab, HomeTab, MedicalRecordsTab } from './dashboard-tabs';

/** /dashboard: the selected child's Health Records, Home and Notifications tabs (docs/product/screens-and-routes.md). */
export function DashboardRoute() {
  const { selected, isLoading, error } = useSelectedChild();
  const [params, setParams] = useSearchParams();
  const tab = parseDashboardTab(params.get('tab'));

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
        child={
          selected ? { name: selected.name, age: ageText(selected.dob, browserToday()) } : null
        }
      />
      <main style={{ display: 'grid', gap: 20, marginTop: 20 }}>
        {isLoading ? (
          <p role="status" style={{ color: 'var(--color-text-muted)' }}>
            Loading…
          </p>
        ) : error ? (
          <EmptyState title="We couldn't load your children">
            Please check your connection and reload the page.
          </EmptyState>
        ) : !selected ? (
          // Onboarding adds the first child, so this only shows if every child was removed elsewhere.
          <EmptyState
            icon={<BabyIcon size={32} />}
            title="Add your child to begin"
            action={
              <ButtonLink to="/userprofile/addchild" compact>
                Add a child
              </ButtonLink>
            }
          >
            Their vaccination schedule, growth and records will appear here.
          </EmptyState>
        ) : (
          <DashboardTabs
            active={tab}
            onSelect={selectTab}
            panels={{
              health: <GrowthTab child={selected} />,
              home: <HomeTab child={selected} />,
              notifications: <MedicalRecordsTab child={selected} />,
            }}
          />
        )}
      </main>
    </Page>
  );
}
