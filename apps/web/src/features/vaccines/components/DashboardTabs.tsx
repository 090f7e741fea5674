import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { TAB_LABELS } from '../strings';
import styles from './DashboardTabs.module.css';

/** The dashboard's tabs, in screen order, with the `?tab=` value /tools links use. */
export const DASHBOARD_TABS = [
  { id: 'health', label: TAB_LABELS.health },
  { id: 'home', label: TAB_LABELS.home },
  { id: 'notifications', label: TAB_LABELS.notifications },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];

/** The tab a `?tab=` value asks for; Home for anything else. */
export function parseDashboardTab(value: string | null | undefined): DashboardTab {
  return DASHBOARD_TABS.find((t) => t.id === value)?.id ?? 'home';
}

interface DashboardTabsProps {
  active: DashboardTab;
  onSelect: (tab: DashboardTab) => void;
  /** Each tab's content; only the active one is mounted. */
  panels: Record<DashboardTab, ReactNode>;
}

/** Tabs per the WAI-ARIA pattern: arrow keys, Home and End move between them and select. */
export function DashboardTabs({ active, onSelect, panels }: DashboardTabsProps) {
  const { t } = useLingui();
  const id = useId();
  // A tab and its panel name each other.
  const tabId = (tab: DashboardTab) => `${id}-tab-${tab}`;
  const panelId = (tab: DashboardTab) => `${id}-panel-${tab}`;
  const tabRefs = useRef<Partial<Record<DashboardTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (e: KeyboardEvent) => {
    const index = DASHBOARD_TABS.findIndex((t) => t.id === active);
    const last = DASHBOARD_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const tab = DASHBOARD_TABS[next]!.id;
    onSelect(tab);
    tabRefs.current[tab]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div
        role="tablist"
        aria-label={t(TAB_LABELS.list)}
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {DASHBOARD_TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === active}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      {DASHBOARD_TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== active}
          className={styles.panel}
        >
          {tab.id === active && panels[tab.id]}
        </div>
      ))}
    </div>
  );
}
