import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type DashboardTab, DashboardTabs, parseDashboardTab } from './DashboardTabs';

function Harness({ initial }: { initial: DashboardTab }) {
  const [tab, setTab] = useState(initial);
  return (
    <DashboardTabs
      active={tab}
      onSelect={setTab}
      panels={{ health: <p>Growth</p>, home: <p>Vaccines</p>, notifications: <p>Records</p> }}
    />
  );
}

describe('dashboard tabs', () => {
  it('reads ?tab= and falls back to Home', () => {
    expect(parseDashboardTab('health')).toBe('health');
    expect(parseDashboardTab('notifications')).toBe('notifications');
    expect(parseDashboardTab('home')).toBe('home');
    expect(parseDashboardTab(null)).toBe('home');
    expect(parseDashboardTab('growth')).toBe('home');
  });

  it('shows the active tab and moves with clicks and arrow keys', async () => {
    render(<Harness initial="home" />);
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Vaccines');

    await userEvent.click(screen.getByRole('tab', { name: 'Health Records' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Growth');

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Records');
  });
});
