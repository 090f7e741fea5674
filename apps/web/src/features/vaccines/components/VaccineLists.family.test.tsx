import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChildRole } from '@tika/contract';
import { ChildRoleContext } from '../../../lib/child-role';
import { dashboard, entry, forecast } from '../test-fixtures';
import { VaccineLists } from './VaccineLists';

/* A child shared in a family (docs/product/family.md): who changed a dose, and what a viewer may do. */

const data = dashboard({
  upcomingVaccine: [
    {
      ageRange: '10 weeks',
      dueDate: '2026-01-03',
      actionable: true,
      vaccines: [entry('u1', 'DTaP 2', { days: 0, changedBy: 'Mummy' })],
    },
  ],
  outstandingVaccines: [entry('o1', 'OPV 1', { days: 12 })],
  missedVaccines: [entry('m1', 'Hep B 1', { forecast: forecast('awaiting') })],
  completedVaccines: [
    entry('c1', 'Hep B 2', {
      status: 'complete',
      vaccinatedOn: '2026-01-03',
      changedBy: 'Papa',
      forecast: forecast('given'),
    }),
    entry('c2', 'BCG', { status: 'complete', vaccinatedOn: '2025-12-01' }),
  ],
  notNeededVaccines: [
    entry('n1', 'Rotavirus 3', {
      status: 'not_needed',
      changedBy: 'Dadi',
      forecast: forecast('not_needed'),
    }),
  ],
});

const renderLists = (role: ChildRole) =>
  render(
    <ChildRoleContext value={role}>
      <VaccineLists data={data} onAction={vi.fn()} onUpdateMany={vi.fn()} today="2026-01-03" />
    </ChildRoleContext>,
  );

const row = (region: string, name: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(name))!;

describe('VaccineLists in a family', () => {
  it('says who else marked a dose given or changed it, and nothing when it was you', async () => {
    renderLists('caregiver');
    expect(row('Completed', 'Hep B 2')).toHaveTextContent('Marked given by Papa');
    expect(row('Completed', 'BCG')).not.toHaveTextContent(/by/);
    expect(row('Due next', 'DTaP 2')).toHaveTextContent('Changed by Mummy');
    expect(row('Overdue & catch-up', 'OPV 1')).not.toHaveTextContent(/Changed by|Marked given/);
    const notNeeded = screen.getByRole('region', { name: 'Not needed' });
    await userEvent.click(within(notNeeded).getByRole('button', { name: 'Show' }));
    expect(row('Not needed', 'Rotavirus 3')).toHaveTextContent('Changed by Dadi');
  });

  it('offers a caregiver every change', () => {
    renderLists('caregiver');
    expect(screen.getByText(/Tell us which ones your child has already had/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Mark as given' })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Update all' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Mark as incomplete' })).toHaveLength(2);
  });

  it('shows a viewer the record with no way to change it', async () => {
    renderLists('viewer');
    const notNeeded = screen.getByRole('region', { name: 'Not needed' });
    await userEvent.click(within(notNeeded).getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Marked given by Papa')).toBeInTheDocument();
    for (const name of [
      'Mark as given',
      'Not needed',
      'Not given',
      'Mark as incomplete',
      'Undo',
      'Update all',
    ])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    // Nor is a viewer asked which of the earlier doses were given.
    expect(screen.queryByText(/Tell us which ones/)).not.toBeInTheDocument();
    // Reading stays: the description behind the info button.
    expect(screen.getByRole('button', { name: 'About OPV 1' })).toBeInTheDocument();
  });
});
