import '../../../test/dialog-polyfill';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ChildRole, GROWTH_TEXT } from '@tika/contract';
import { ChildRoleContext } from '../../../lib/child-role';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi } from '../../../test/fake-api';
import {
  type GrowthCurves,
  growthCurvesKey,
  type GrowthEntry,
  type GrowthList,
  growthRecordsKey,
} from '../api/growth';
import { GrowthTab } from './GrowthTab';

const GROWTH = '/api/vaccinetracker/dashboard/childgrowthreport/';

const child = { id: 'c1', name: 'Kabir', dob: '2025-01-20' };
const noWho = { weightForAge: null, lengthForAge: null, weightForLength: null, bmiForAge: null };
const noFlags = {
  weightForAge: false,
  lengthForAge: false,
  weightForLength: false,
  bmiForAge: false,
};
const atTerm = { gestationalWeeks: null, gestationalDays: null };
const records: GrowthEntry[] = [
  {
    id: 'r1',
    addedBy: null,
    recordDate: '2025-02-20',
    weight: 4.4,
    height: null,
    heightFeetInches: null,
    measured: null,
    ageDays: 31,
    correctedAgeDays: null,
    whoHeight: null,
    who: { ...noWho, weightForAge: { z: -0.3, percentile: 38.2 } },
    whoFlags: noFlags,
  },
  {
    id: 'r2',
    addedBy: null,
    recordDate: '2025-08-20',
    weight: 8.2,
    height: 68.5,
    heightFeetInches: '2 ft 3 in',
    measured: 'lying',
    ageDays: 212,
    correctedAgeDays: null,
    whoHeight: 68.5,
    who: {
      weightForAge: { z: -0.04, percentile: 48.3 },
      lengthForAge: { z: 0.3, percentile: 61.8 },
      weightForLength: { z: -0.2, percentile: 42 },
      bmiForAge: { z: 0, percentile: 50 },
    },
    whoFlags: noFlags,
  },
];
const curves = (indicator: 'weight' | 'height'): GrowthCurves => ({
  indicator,
  unit: indicator === 'weight' ? 'kg' : 'cm',
  points: Array.from({ length: 61 }, (_, m) => ({
    ageMonths: m,
    p3: 3 + m * 0.2,
    p15: 3.5 + m * 0.22,
    p50: 4 + m * 0.25,
    p85: 4.5 + m * 0.28,
    p97: 5 + m * 0.3,
  })),
});

function renderTab(
  list: Omit<GrowthList, keyof typeof atTerm> & Partial<GrowthList>,
  role: ChildRole = 'owner',
) {
  const client = createQueryClient();
  client.setQueryData(growthRecordsKey(child.id), { ...atTerm, ...list });
  client.setQueryData(growthCurvesKey(child.id, 'weight'), curves('weight'));
  client.setQueryData(growthCurvesKey(child.id, 'height'), curves('height'));
  render(
    <QueryClientProvider client={client}>
      <ChildRoleContext value={role}>
        <GrowthTab child={child} />
      </ChildRoleContext>
    </QueryClientProvider>,
  );
  return client;
}

describe('GrowthTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('invites the first record when there is none', () => {
    renderTab({ records: [], whoAvailable: true });
    expect(screen.getByText('No growth records yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add growth record' })).toBeInTheDocument();
  });

  it('says who else in the family added a record', () => {
    renderTab({ records: [{ ...records[0]!, addedBy: 'Dadi' }, records[1]!], whoAvailable: true });
    const [newest, oldest] = within(
      screen.getByRole('region', { name: /All records/ }),
    ).getAllByRole('listitem');
    expect(oldest).toHaveTextContent('Added by Dadi');
    expect(newest).not.toHaveTextContent('Added by');
  });

  it('shows a viewer of the child the records with no way to add or delete one', () => {
    renderTab({ records, whoAvailable: true }, 'viewer');
    expect(screen.getByRole('region', { name: 'Latest measurement' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add growth record' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete the record/ })).not.toBeInTheDocument();
  });

  it('offers a viewer no first record to add', () => {
    renderTab({ records: [], whoAvailable: true }, 'viewer');
    expect(screen.getByText('No growth records yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add growth record' })).not.toBeInTheDocument();
  });

  it('sums up the latest measurement with percentiles in words', () => {
    renderTab({ records, whoAvailable: true });
    const latest = screen.getByRole('region', { name: 'Latest measurement' });
    expect(latest).toHaveTextContent('20 Aug 2025, at 7 months');
    expect(latest).toHaveTextContent('8.2 kg');
    expect(latest).toHaveTextContent('68.5 cm');
    expect(latest).toHaveTextContent('2 ft 3 in');
    expect(within(latest).getByText('Weight: 48th percentile for age')).toBeInTheDocument();
    expect(within(latest).getByText('Height: 62nd percentile for age')).toBeInTheDocument();
    expect(within(latest).getByText('Weight for height: 42nd percentile')).toBeInTheDocument();
  });

  it('lists the records newest first, with the age then', () => {
    renderTab({ records, whoAvailable: true });
    const rows = within(screen.getByRole('region', { name: /All records/ })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('20 Aug 2025at 7 months');
    expect(rows[0]).toHaveTextContent('Height68.5 cm2 ft 3 in62nd percentile');
    expect(rows[1]).toHaveTextContent('20 Feb 2025at 1 month');
    expect(rows[1]).toHaveTextContent('38th percentile');
  });

  it('draws the chart lazily with a name and a table of the points, and switches to height', async () => {
    renderTab({ records, whoAvailable: true });
    const chart = await screen.findByRole('img', {
      name: /Kabir’s weight for age in kg, over the WHO 3rd, 15th, 50th, 85th and 97th percentile curves/,
    });
    expect(chart).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Kabir’s weight measurements' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Height' }));
    expect(screen.getByRole('button', { name: 'Height' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByRole('table', { name: 'Kabir’s height measurements' }),
    ).toBeInTheDocument();
  });

  it('says why there are no percentiles past 19 years', async () => {
    renderTab({ records: records.map((r) => ({ ...r, who: noWho })), whoAvailable: false });
    expect(screen.getByText(GROWTH_TEXT.noReference)).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /Kabir’s weight by age in kg/ }),
    ).toBeInTheDocument();
  });

  describe('a baby born at 32 weeks', () => {
    const preterm = { gestationalWeeks: 32, gestationalDays: 0 };
    const birth: GrowthEntry = {
      ...records[0]!,
      id: 'p1',
      recordDate: child.dob,
      weight: 1.6,
      ageDays: 0,
      correctedAgeDays: -56,
      who: noWho,
    };
    const threeMonths: GrowthEntry = {
      ...records[0]!,
      id: 'p2',
      recordDate: '2025-04-20',
      weight: 3.9,
      ageDays: 90,
      correctedAgeDays: 34,
      who: { ...noWho, weightForAge: { z: -0.73, percentile: 23.2 } },
    };

    it('measured at birth: the weight without a percentile, and why', () => {
      renderTab({ records: [birth], whoAvailable: true, ...preterm });
      const latest = screen.getByRole('region', { name: 'Latest measurement' });
      expect(latest).toHaveTextContent('1.6 kg');
      expect(latest).toHaveTextContent('Before the due date, 17 Mar 2025 (born at 32 weeks)');
      expect(within(latest).getByText(GROWTH_TEXT.beforeDueDate)).toBeInTheDocument();
      expect(latest).not.toHaveTextContent(/percentile/);
      const list = screen.getByRole('region', { name: /All records/ });
      expect(list).not.toHaveTextContent(/percentile/);
      expect(within(list).getByText(GROWTH_TEXT.beforeDueDate)).toBeInTheDocument();
    });

    it('at 3 months: compared at the corrected age, 1 month, and says so', async () => {
      renderTab({ records: [birth, threeMonths], whoAvailable: true, ...preterm });
      const latest = screen.getByRole('region', { name: 'Latest measurement' });
      expect(latest).toHaveTextContent('20 Apr 2025, at 3 months');
      expect(latest).toHaveTextContent('Corrected age: 1 month (born at 32 weeks)');
      expect(within(latest).getByText('Weight: 23rd percentile for age')).toBeInTheDocument();
      expect(latest).toHaveTextContent(GROWTH_TEXT.correctedNote);
      const rows = within(screen.getByRole('region', { name: /All records/ })).getAllByRole(
        'listitem',
      );
      expect(rows[0]).toHaveTextContent('Corrected age: 1 month (born at 32 weeks)');
      expect(rows[0]).toHaveTextContent('23rd percentile');
      // The chart plots the corrected age; the measurement before the due date is left out.
      const chart = screen.getByRole('region', { name: 'Growth chart' });
      expect(chart).toHaveTextContent(GROWTH_TEXT.correctedNote);
      const table = await within(chart).findByRole('table', {
        name: 'Kabir’s weight measurements',
      });
      const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
      expect(within(table).getAllByRole('row')).toHaveLength(2);
      expect(cells[0]).toHaveTextContent('1.1 (corrected)');
    });
  });

  it('asks to check an implausible value instead of giving it a percentile', () => {
    const flagged: GrowthEntry = {
      ...records[1]!,
      weight: 20,
      height: 85,
      who: { ...records[1]!.who, weightForLength: null, bmiForAge: null },
      whoFlags: { ...noFlags, weightForLength: true, bmiForAge: true },
    };
    renderTab({ records: [flagged], whoAvailable: true });
    const latest = screen.getByRole('region', { name: 'Latest measurement' });
    expect(
      within(latest).getByText('Weight for height: Please check this measurement'),
    ).toBeInTheDocument();
    expect(latest).not.toHaveTextContent('Weight for height: 42nd');
  });

  it('compares a child past five years with the 5–19 reference: height and BMI for age', () => {
    const older: GrowthEntry = {
      ...records[1]!,
      recordDate: '2033-05-01',
      weight: 25,
      height: 127,
      ageDays: 3023,
      who: {
        weightForAge: { z: -0.16, percentile: 43.6 },
        lengthForAge: { z: -0.14, percentile: 44.4 },
        weightForLength: null,
        bmiForAge: { z: -0.15, percentile: 44 },
      },
    };
    renderTab({ records: [older], whoAvailable: true });
    const latest = screen.getByRole('region', { name: 'Latest measurement' });
    expect(within(latest).getByText('Height: 44th percentile for age')).toBeInTheDocument();
    expect(within(latest).getByText('BMI: 44th percentile for age')).toBeInTheDocument();
    expect(latest).not.toHaveTextContent('Weight for height');
    expect(screen.getByText(GROWTH_TEXT.reference2007Note)).toBeInTheDocument();
  });

  it('deletes a record after asking, then refreshes', async () => {
    const api = fakeApi({
      [`DELETE ${GROWTH}`]: { body: { message: 'Record Deleted Successfully' } },
      [`GET ${GROWTH}`]: {
        body: {
          records: [records[1]],
          who_available: true,
          gestational_weeks: null,
          gestational_days: null,
        },
      },
    });
    const client = renderTab({ records, whoAvailable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Delete the record of 20 Feb 2025' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this record?' });
    expect(dialog).toHaveTextContent('20 Feb 2025, at 1 month');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete record' }));
    expect(api.requests()).toContain(`DELETE ${GROWTH}?child_id=c1&record_id=r1`);
    await vi.waitFor(() =>
      expect(client.getQueryData<GrowthList>(growthRecordsKey(child.id))?.records).toHaveLength(1),
    );
  });
});
