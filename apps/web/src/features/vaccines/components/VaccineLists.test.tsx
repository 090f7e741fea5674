import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { VaccineDashboard } from '../api/dashboard';
import { dashboard, entry, forecast } from '../test-fixtures';
import { VaccineLists } from './VaccineLists';

const data: VaccineDashboard = dashboard({
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
  outstandingVaccines: [
    entry('o1', 'OPV 1', { days: 12 }),
    entry('o2', 'BCG', {
      days: 300,
      forecast: forecast('catch_up', {
        explanation: 'Catch-up due: can be given until 10 Jun 2030.',
      }),
    }),
  ],
  missedVaccines: [
    entry('m1', 'Hep B 1', {
      forecast: forecast('awaiting', {
        explanation: 'If not given yet: it can still be given.',
      }),
    }),
    entry('m2', 'OPV 0', {
      forecast: forecast('awaiting', {
        windowClosed: true,
        explanation: 'No longer given at this age. If it was missed, ask your paediatrician.',
      }),
    }),
  ],
  completedVaccines: [
    entry('c1', 'Hep B 2', {
      status: 'complete',
      vaccinatedOn: '2026-01-03',
      comment: 'City Clinic',
      imageUrl: '/api/files/abc',
      brand: 'Hexaxim',
      batch: 'B-42',
      place: 'Pune',
      forecast: forecast('given'),
    }),
    entry('c2', 'DTwP/DTaP 1', {
      status: 'complete',
      vaccinatedOn: '2025-12-01',
      forecast: forecast('given_not_counted', {
        explanation: 'Does not count: given before 6 weeks of age. It will be repeated.',
      }),
    }),
  ],
  notNeededVaccines: [
    entry('n1', 'Rotavirus 3', {
      status: 'not_needed',
      notNeededNote: 'Rotarix given',
      forecast: forecast('not_needed', { explanation: 'Not needed: a 2-dose brand was given.' }),
    }),
    entry('n2', 'Hep B 4', {
      forecast: forecast('not_needed', {
        explanation: 'Not needed: Hep B was given without a combination vaccine.',
      }),
    }),
  ],
  noLongerDueVaccines: [
    entry('x1', 'Hib 1', {
      forecast: forecast('no_longer_due', {
        explanation: 'No longer given at this age. If it was missed, ask your paediatrician.',
      }),
    }),
  ],
});

const regionTitles = () =>
  screen
    .getAllByRole('region')
    .map((region) => document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent);

/** The vaccine a row's button is about (each is described by its vaccine's name). */
const describedName = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-describedby')!)?.textContent;

const renderLists = (over: Partial<VaccineDashboard> = {}) => {
  const onAction = vi.fn();
  const onUpdateMany = vi.fn();
  render(
    <VaccineLists
      data={{ ...data, ...over }}
      onAction={onAction}
      onUpdateMany={onUpdateMany}
      today="2026-01-03"
    />,
  );
  return { onAction, onUpdateMany };
};

describe('VaccineLists', () => {
  it('shows the lists most urgent first, with the countdowns and dates', () => {
    renderLists();
    expect(regionTitles()).toEqual([
      'Overdue & catch-up',
      'Due next',
      'Upcoming',
      'Pending status update',
      'Completed',
      'Not needed',
      'No longer due',
    ]);
    const dueNext = screen.getByRole('region', { name: 'Due next' });
    expect(dueNext).toHaveTextContent('Due Today');
    expect(dueNext).not.toHaveTextContent('DTaP 3');
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(upcoming).toHaveTextContent('Due on 31 Jan 2026 · in 28 days');
    const overdue = screen.getByRole('region', { name: 'Overdue & catch-up' });
    expect(overdue).toHaveTextContent('Overdue by 12 Days');
  });

  it('labels a catch-up dose "Catch-up due" with its explanation, never overdue', () => {
    renderLists();
    const overdue = screen.getByRole('region', { name: 'Overdue & catch-up' });
    const bcg = within(overdue).getAllByRole('listitem')[1]!;
    expect(bcg).toHaveTextContent('Catch-up due');
    expect(bcg).toHaveTextContent('Catch-up due: can be given until 10 Jun 2030.');
    expect(bcg).not.toHaveTextContent('Overdue by');
  });

  it('offers Mark as given and Not needed on every pending dose, in every list', async () => {
    const { onAction } = renderLists();
    const given = screen.getAllByRole('button', { name: 'Mark as given' });
    expect(given.map(describedName)).toEqual([
      'OPV 1',
      'BCG',
      'DTaP 2',
      'DTaP 3',
      'Hep B 1',
      'OPV 0',
    ]);
    const notNeeded = screen.getAllByRole('button', { name: 'Not needed' });
    expect(notNeeded.map(describedName)).toEqual(given.map(describedName));
    await userEvent.click(given[3]!);
    expect(onAction).toHaveBeenCalledWith('given', expect.objectContaining({ id: 'u2' }));
    await userEvent.click(notNeeded[0]!);
    expect(onAction).toHaveBeenCalledWith('not_needed', expect.objectContaining({ id: 'o1' }));
  });

  it('shows each awaiting dose its explanation and the answer Not given', async () => {
    const { onAction } = renderLists();
    const missed = screen.getByRole('region', { name: 'Pending status update' });
    expect(missed).toHaveTextContent("We don't know if this was given · due 1 Jan 2026");
    expect(missed).toHaveTextContent('If not given yet: it can still be given.');
    expect(missed).toHaveTextContent(
      'No longer given at this age. If it was missed, ask your paediatrician.',
    );
    const notGiven = within(missed).getAllByRole('button', { name: 'Not given' });
    expect(notGiven.map(describedName)).toEqual(['Hep B 1', 'OPV 0']);
    await userEvent.click(notGiven[1]!);
    expect(onAction).toHaveBeenCalledWith('not_given', expect.objectContaining({ id: 'm2' }));
  });

  it('answers all the awaiting doses at once, or the chosen ones', async () => {
    const { onUpdateMany } = renderLists();
    const missed = screen.getByRole('region', { name: 'Pending status update' });
    await userEvent.click(within(missed).getByRole('button', { name: 'Update all' }));
    expect(onUpdateMany).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 'm1' }),
      expect.objectContaining({ id: 'm2' }),
    ]);

    await userEvent.click(within(missed).getByRole('checkbox', { name: 'Select OPV 0' }));
    const selectAll = within(missed).getByRole('checkbox', { name: 'Select all' });
    expect(selectAll).not.toBeChecked();
    expect(selectAll).toHaveProperty('indeterminate', true);
    await userEvent.click(within(missed).getByRole('button', { name: 'Update selected (1)' }));
    expect(onUpdateMany).toHaveBeenLastCalledWith([expect.objectContaining({ id: 'm2' })]);

    await userEvent.click(selectAll);
    expect(within(missed).getByRole('checkbox', { name: 'Select Hep B 1' })).toBeChecked();
    await userEvent.click(within(missed).getByRole('button', { name: 'Update selected (2)' }));
    expect(onUpdateMany.mock.lastCall![0]).toHaveLength(2);
    await userEvent.click(selectAll);
    expect(within(missed).getByRole('button', { name: 'Update all' })).toBeInTheDocument();
  });

  it('shows what was saved with a given dose, and a dose that does not count', async () => {
    const { onAction } = renderLists();
    const completed = screen.getByRole('region', { name: 'Completed' });
    const [hepB, dtp] = within(completed).getAllByRole('listitem');
    expect(hepB).toHaveTextContent('Taken on 3 Jan 2026');
    const facts = within(hepB!)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual(['Brand: Hexaxim', 'Batch: B-42', 'Place: Pune']);
    expect(hepB).toHaveTextContent('City Clinic');
    expect(within(hepB!).getByRole('link', { name: 'View prescription' })).toHaveAttribute(
      'href',
      '/api/files/abc',
    );
    expect(hepB).not.toHaveTextContent('Does not count');
    expect(dtp).toHaveTextContent('Does not count');
    expect(dtp).toHaveTextContent(
      'Does not count: given before 6 weeks of age. It will be repeated.',
    );
    await userEvent.click(within(dtp!).getByRole('button', { name: 'Mark as incomplete' }));
    expect(onAction).toHaveBeenCalledWith('incomplete', expect.objectContaining({ id: 'c2' }));
  });

  it('keeps Not needed and No longer due shut until asked; only the parent’s answer has Undo', async () => {
    const { onAction } = renderLists();
    const notNeeded = screen.getByRole('region', { name: 'Not needed' });
    const show = within(notNeeded).getByRole('button', { name: 'Show' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(within(notNeeded).queryByRole('listitem')).not.toBeInTheDocument();
    await userEvent.click(show);
    expect(within(notNeeded).getByRole('button', { name: 'Hide' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const [rota, hepB] = within(notNeeded).getAllByRole('listitem');
    expect(rota).toHaveTextContent('Not needed: a 2-dose brand was given.');
    expect(rota).toHaveTextContent('Rotarix given');
    expect(within(hepB!).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    await userEvent.click(within(rota!).getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledWith('undo', expect.objectContaining({ id: 'n1' }));

    const noLonger = screen.getByRole('region', { name: 'No longer due' });
    await userEvent.click(within(noLonger).getByRole('button', { name: 'Show' }));
    const [hib] = within(noLonger).getAllByRole('listitem');
    expect(hib).toHaveTextContent('No longer given at this age.');
    expect(within(hib!).queryAllByRole('button', { name: /given|needed|Undo/ })).toHaveLength(0);
  });

  it('shows two later dates and the rest on request', async () => {
    const later = ['2026-02-01', '2026-03-01', '2029-03-03', '2029-05-01'].map((dueDate, i) => ({
      ageRange: `later ${i}`,
      dueDate,
      actionable: false,
      vaccines: [entry(`l${i}`, `Later ${i}`, { days: null })],
    }));
    renderLists({ upcomingVaccine: [data.upcomingVaccine[0]!, ...later] });
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(
      within(upcoming)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Later 0'), expect.stringContaining('Later 1')]);
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Show 2 later dates' }));
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(4);
    expect(upcoming).toHaveTextContent('Due on 3 Mar 2029 · in 3 years 2 months');
  });

  it('leaves out the lists with nothing in them', () => {
    renderLists({
      upcomingVaccine: [],
      outstandingVaccines: [],
      notNeededVaccines: [],
      noLongerDueVaccines: [],
    });
    expect(regionTitles()).toEqual(['Pending status update', 'Completed']);
  });

  it('shows the description when the info button is tapped', async () => {
    renderLists();
    const info = screen.getByRole('button', { name: 'About OPV 1' });
    expect(screen.queryByText('About OPV 1.')).not.toBeInTheDocument();
    await userEvent.click(info);
    expect(info).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('About OPV 1.')).toBeVisible();
  });
});
