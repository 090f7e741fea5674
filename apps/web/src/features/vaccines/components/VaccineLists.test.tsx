import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardEntry, VaccineDashboard } from '../api/dashboard';
import { VaccineLists } from './VaccineLists';

const entry = (id: string, name: string, extra: Partial<DashboardEntry> = {}): DashboardEntry => ({
  id,
  vaccine: {
    name,
    vaccineFullName: `${name} vaccine`,
    description: `About ${name}.`,
    ageRange: '6 weeks',
  },
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
    {
      ageRange: '10 weeks',
      dueDate: '2026-01-03',
      actionable: true,
      vaccines: [entry('u1', 'DTaP 2', { days: 0 })],
    },
    {
      ageRange: '14 weeks',
      dueDate: '2026-01-31',
      actionable: false,
      vaccines: [entry('u2', 'DTaP 3', { days: 28 })],
    },
  ],
  outstandingVaccines: [entry('o1', 'OPV 1', { days: 12 })],
  missedVaccines: [entry('m1', 'BCG')],
  completedVaccines: [
    entry('c1', 'Hep B 1', {
      status: 'complete',
      vaccinatedOn: '2026-01-03',
      comment: 'City Clinic',
      imageUrl: '/api/files/abc',
    }),
  ],
};

describe('VaccineLists', () => {
  it('shows the lists most pressing first: due next, overdue, later dates, status unknown, completed', () => {
    render(<VaccineLists data={data} onMarkComplete={() => {}} onMarkIncomplete={() => {}} />);
    const titles = screen
      .getAllByRole('region')
      .map(
        (region) => document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent,
      );
    expect(titles).toEqual([
      'Due next',
      'Overdue',
      'Upcoming',
      'Pending status update',
      'Completed',
    ]);
    const dueNext = screen.getByRole('region', { name: 'Due next' });
    expect(dueNext).toHaveTextContent('Due Today');
    expect(dueNext).toHaveTextContent('DTaP 2');
    expect(dueNext).not.toHaveTextContent('DTaP 3');
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(upcoming).toHaveTextContent('Due on 31 Jan 2026');
    expect(upcoming).not.toHaveTextContent('Due Today');
    expect(screen.getByRole('region', { name: 'Overdue' })).toHaveTextContent('Overdue by 12 Days');
    expect(screen.getByRole('region', { name: 'Pending status update' })).toHaveTextContent(
      "We don't know if this was given",
    );
    const completed = screen.getByRole('region', { name: 'Completed' });
    expect(completed).toHaveTextContent('Taken on 3 Jan 2026');
    expect(completed).toHaveTextContent('City Clinic');
    expect(within(completed).getByRole('link', { name: 'View prescription' })).toHaveAttribute(
      'href',
      '/api/files/abc',
    );
  });

  it('lets only the first upcoming group, overdue and missed entries be marked complete', async () => {
    const onMarkComplete = vi.fn();
    render(
      <VaccineLists data={data} onMarkComplete={onMarkComplete} onMarkIncomplete={() => {}} />,
    );
    const buttons = screen.getAllByRole('button', { name: 'Mark as complete' });
    // Each button is described by its vaccine's name.
    expect(
      buttons.map((b) => document.getElementById(b.getAttribute('aria-describedby')!)?.textContent),
    ).toEqual(['DTaP 2', 'OPV 1', 'BCG']);
    await userEvent.click(buttons[0]!);
    expect(onMarkComplete).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1' }));
  });

  it('shows two later dates and the rest on request', async () => {
    const later = ['2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01'].map((dueDate, i) => ({
      ageRange: `later ${i}`,
      dueDate,
      actionable: false,
      vaccines: [entry(`l${i}`, `Later ${i}`, { days: 30 * (i + 1) })],
    }));
    render(
      <VaccineLists
        data={{ ...data, upcomingVaccine: [data.upcomingVaccine[0]!, ...later] }}
        onMarkComplete={() => {}}
        onMarkIncomplete={() => {}}
      />,
    );
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(
      within(upcoming)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Later 0'), expect.stringContaining('Later 1')]);
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Show 2 later dates' }));
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(4);
  });

  it('leaves out Due next and Upcoming when nothing is pending ahead', () => {
    render(
      <VaccineLists
        data={{ ...data, upcomingVaccine: [] }}
        onMarkComplete={() => {}}
        onMarkIncomplete={() => {}}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Due next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upcoming' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(3);
  });

  it('offers Mark as incomplete on completed entries', async () => {
    const onMarkIncomplete = vi.fn();
    render(
      <VaccineLists data={data} onMarkComplete={() => {}} onMarkIncomplete={onMarkIncomplete} />,
    );
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
