import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardEntry, VaccineDashboard } from '../api/dashboard';
import { VaccineLists } from './VaccineLists';

const entry = (id: string, name: string, extra: Partial<DashboardEntry> = {}): DashboardEntry => ({
  id,
  vaccine: { name, vaccineFullName: `${name} vaccine`, description: `About ${name}.`, ageRange: '6 weeks' },
  dateOfVaccination: '2026-01-01',
  vaccinatedOn: null,
  comment: '',
  imageUrl: null,
  status: 'pending',
  days: null,
  ...extra,
});

const data: VaccineDashboard = {
  upcomingVaccine: [
    { ageRange: '10 weeks', dueDate: '2026-01-03', actionable: true, vaccines: [entry('u1', 'DTaP 2', { days: 0 })] },
    { ageRange: '14 weeks', dueDate: '2026-01-31', actionable: false, vaccines: [entry('u2', 'DTaP 3', { days: 28 })] },
  ],
  outstandingVaccines: [entry('o1', 'OPV 1', { days: 12 })],
  missedVaccines: [entry('m1', 'BCG')],
  completedVaccines: [entry('c1', 'Hep B 1', { status: 'complete', vaccinatedOn: '2026-01-03', comment: 'City Clinic', imageUrl: '/api/files/abc' })],
};

describe('VaccineLists', () => {
  it('shows the four lists in order with their labels', () => {
    render(<VaccineLists data={data} onMarkComplete={() => {}} onMarkIncomplete={() => {}} />);
    const titles = screen.getAllByRole('region').map((region) => document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent);
    expect(titles).toEqual(['Upcoming', 'Overdue', 'Pending status update', 'Completed']);
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(upcoming).toHaveTextContent('Due Today');
    expect(upcoming).toHaveTextContent('Due on 31 Jan 2026');
    expect(screen.getByRole('region', { name: 'Overdue' })).toHaveTextContent('Overdue by 12 Days');
    expect(screen.getByRole('region', { name: 'Pending status update' })).toHaveTextContent("We don't know if this was given");
    const completed = screen.getByRole('region', { name: 'Completed' });
    expect(completed).toHaveTextContent('Taken on 3 Jan 2026');
    expect(completed).toHaveTextContent('City Clinic');
    expect(within(completed).getByRole('link', { name: 'View prescription' })).toHaveAttribute('href', '/api/files/abc');
  });

  it('lets only the first upcoming group, overdue and missed entries be marked complete', async () => {
    const onMarkComplete = vi.fn();
    render(<VaccineLists data={data} onMarkComplete={onMarkComplete} onMarkIncomplete={() => {}} />);
    const buttons = screen.getAllByRole('button', { name: 'Mark as complete' });
    // Each button is described by its vaccine's name.
    expect(buttons.map((b) => document.getElementById(b.getAttribute('aria-describedby')!)?.textContent)).toEqual(['DTaP 2', 'OPV 1', 'BCG']);
    await userEvent.click(buttons[0]!);
    expect(onMarkComplete).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1' }));
  });

  it('offers Mark as incomplete on completed entries', async () => {
    const onMarkIncomplete = vi.fn();
    render(<VaccineLists data={data} onMarkComplete={() => {}} onMarkIncomplete={onMarkIncomplete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as incomplete' }));
    expect(onMarkIncomplete).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }));
  });

  it('shows the description when the info button is tapped', async () => {
    render(<VaccineLists data={data} onMarkComplete={() => {}} onMarkIncomplete={() => {}} />);
    const info = screen.getByRole('button', { name: 'About BCG' });
    expect(screen.queryByText('About BCG.')).not.toBeInTheDocument();
    await userEvent.click(info);
    expect(info).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('About BCG.')).toBeVisible();
  });
});
