import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './DashboardTabs.module.css';

/** The dashboard's tabs, in screen order, with the `?tab=` value /tools links use. */
export const DASHBOARD_TABS = [
  { id: 'health', label: 'Health Records' },
  { id: 'home', label: 'Home' },
  { id: 'notifications', label: 'Notifications' },
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
  const id = useId();
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
      <div role="tablist" aria-label="Dashboard" className={styles.list} onKeyDown={onKeyDown}>
        {DASHBOARD_TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {DASHBOARD_TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          hidden={tab.id !== active}
          className={styles.panel}
        >
          {tab.id === active && panels[tab.id]}
        </div>
      ))}
    </div>
  );
}
