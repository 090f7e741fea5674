import '../../../test/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardResponse } from '@tika/contract';
import { type FakeCall, fakeApi } from '../../../test/fake-api';
import { ChildRoleContext } from '../../../lib/child-role';
import { renderWithClient } from '../../../test/render';
import { wireDashboard, wireEntry, wireForecast } from '../test-fixtures';
import { VaccinationRecords } from './VaccinationRecords';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DASHBOARD = '/api/vaccinetracker/dashboard/';
const awaiting = (id: string, name: string) =>
  wireEntry(id, name, {
    date_of_vaccination: '2021-02-21',
    forecast: wireForecast('awaiting', { explanation: 'If not given yet: it can still be given.' }),
  });

const lists = (over: Partial<DashboardResponse> = {}) =>
  wireDashboard({
    missed_vaccines: [awaiting('m1', 'BCG'), awaiting('m2', 'OPV 0'), awaiting('m3', 'Hep B 1')],
    not_needed_vaccines: [
      wireEntry('n1', 'Rotavirus 3', {
        status: 'not_needed',
        forecast: wireForecast('not_needed', {
          explanation: 'Not needed, on the doctor’s advice.',
        }),
      }),
    ],
    ...over,
  });

/** The fields of a multipart request, or the JSON body. */
const sent = (call: FakeCall) =>
  call.body instanceof FormData ? Object.fromEntries(call.body) : call.body;

function renderRecords(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [`GET ${DASHBOARD}`]: { body: lists() },
    [`POST ${DASHBOARD}`]: { body: { message: 'ok', vaccine: wireEntry('m1', 'BCG') } },
    ...routes,
  });
  renderWithClient(
    <VaccinationRecords child={{ id: 'c1', dob: '2021-01-10' }} today="2026-01-03" />,
  );
  const posts = () => api.calls.filter((c) => c.method === 'POST');
  return { api, posts };
}

const missedList = () => screen.findByRole('region', { name: 'Pending status update' });

describe('VaccinationRecords', () => {
  it('tells the parent of a baby born early that vaccines follow the age from the birth date', async () => {
    fakeApi({ [`GET ${DASHBOARD}`]: { body: lists() } });
    const { unmount } = renderWithClient(
      <VaccinationRecords child={{ id: 'c1', dob: '2021-01-10', gestationalWeeks: 32 }} />,
    );
    expect(
      await screen.findByText(/vaccines still follow your baby’s age from the birth date/),
    ).toBeInTheDocument();
    unmount();
    renderWithClient(
      <VaccinationRecords child={{ id: 'c1', dob: '2021-01-10', gestationalWeeks: 38 }} />,
    );
    await missedList();
    expect(screen.queryByText(/vaccines still follow/)).toBeNull();
  });

  it('clears every dose awaiting a status update with one answer', async () => {
    const { posts } = renderRecords({
      [`POST ${DASHBOARD}bulk/`]: { body: { message: '3 vaccines updated', updated: 3 } },
    });
    await userEvent.click(within(await missedList()).getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update selected (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update status' });
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Given on time, as scheduled' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(posts().map((c) => [c.path, sent(c)])).toEqual([
      [
        `${DASHBOARD}bulk/`,
        { child_id: 'c1', vaccine_ids: ['m1', 'm2', 'm3'], answer: 'on_time', date: '' },
      ],
    ]);
  });

  it('answers Not given for one awaiting dose, and undoes a not-needed one, at once', async () => {
    const { posts } = renderRecords();
    const missed = await missedList();
    const opv = within(missed).getAllByRole('listitem')[1]!;
    await userEvent.click(within(opv).getByRole('button', { name: 'Not given' }));
    const notNeeded = screen.getByRole('region', { name: 'Not needed' });
    await userEvent.click(within(notNeeded).getByRole('button', { name: 'Show' }));
    await userEvent.click(within(notNeeded).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts().map(sent)).toEqual([
      { vaccine_id: 'm2', status: 'not_given', vaccinated_on: '', comment: '' },
      { vaccine_id: 'n1', status: 'pending', vaccinated_on: '', comment: '' },
    ]);
  });

  it('marks a dose not needed with the reason from its sheet', async () => {
    const { posts } = renderRecords();
    const bcg = within(await missedList()).getAllByRole('listitem')[0]!;
    await userEvent.click(within(bcg).getByRole('button', { name: 'Not needed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not needed' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reason' }),
      'doctor_advice',
    );
    await userEvent.type(within(dialog).getByLabelText(/Note/), 'Allergic reaction');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(sent(posts()[0]!)).toMatchObject({
      vaccine_id: 'm1',
      status: 'not_needed',
      not_needed_reason: 'doctor_advice',
      not_needed_note: 'Allergic reaction',
    });
  });

  it("offers the dose's brands from the dashboard when marking it given", async () => {
    renderRecords({
      [`GET ${DASHBOARD}`]: {
        body: lists({
          missed_vaccines: [{ ...awaiting('m1', 'BCG'), dose_code: 'bcg' }],
          brands: [
            { dose_code: 'opv-0', names: ['bOPV'] },
            { dose_code: 'bcg', names: ['BCG (Serum Institute)'] },
          ],
        }),
      },
    });
    const bcg = within(await missedList()).getAllByRole('listitem')[0]!;
    await userEvent.click(within(bcg).getByRole('button', { name: 'Mark as given' }));
    const brand = within(
      await screen.findByRole('dialog', { name: 'Mark as given' }),
    ).getByLabelText('Brand (optional)');
    const options = document
      .getElementById(brand.getAttribute('list')!)!
      .querySelectorAll('option');
    expect([...options].map((o) => o.value)).toEqual(['BCG (Serum Institute)']);
  });

  it('adds a vaccine dated in the past and, when it was given then, marks it given on that date', async () => {
    const { posts } = renderRecords({
      [`POST ${DASHBOARD}addvaccine/`]: {
        status: 201,
        body: { message: 'Vaccine added successfully', vaccine: wireEntry('new1', 'Cholera') },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Vaccine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Vaccine' });
    await userEvent.type(within(dialog).getByLabelText('Vaccine name'), 'Cholera');
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    // The calendar opens on today's month (January 2026).
    await userEvent.click(within(dialog).getByRole('button', { name: /Recommended date/ }));
    await userEvent.click(
      await within(dialog).findByRole('button', { name: /January 2nd/ }, { timeout: 5000 }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Vaccine' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please say whether it was given on this date',
    );
    expect(posts()).toHaveLength(0);
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Yes, it was given on this date' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Vaccine' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts().map((c) => [c.path, sent(c)])).toEqual([
      [
        `${DASHBOARD}addvaccine/`,
        {
          child_id: 'c1',
          vaccine_name: 'Cholera',
          description: '',
          recommended_date: '2026/01/02',
        },
      ],
      [
        DASHBOARD,
        { vaccine_id: 'new1', status: 'complete', vaccinated_on: '2026-01-02', comment: '' },
      ],
    ]);
  });

  it('adds a vaccine dated today or later without asking', async () => {
    const { posts } = renderRecords({
      [`POST ${DASHBOARD}addvaccine/`]: {
        status: 201,
        body: { message: 'Vaccine added successfully', vaccine: wireEntry('new1', 'Cholera') },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Vaccine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Vaccine' });
    await userEvent.type(within(dialog).getByLabelText('Vaccine name'), 'Cholera');
    await userEvent.click(within(dialog).getByRole('button', { name: /Recommended date/ }));
    await userEvent.click(
      await within(dialog).findByRole('button', { name: /January 3rd/ }, { timeout: 5000 }),
    );
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Vaccine' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.path).toBe(`${DASHBOARD}addvaccine/`);
  });

  it('offers a viewer of the child no vaccine to add, nor any answer to send', async () => {
    fakeApi({ [`GET ${DASHBOARD}`]: { body: lists() } });
    renderWithClient(
      <ChildRoleContext value="viewer">
        <VaccinationRecords child={{ id: 'c1', dob: '2021-01-10' }} today="2026-01-03" />
      </ChildRoleContext>,
    );
    await missedList();
    expect(screen.queryByRole('button', { name: 'Add New Vaccine' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as given|Update all/ })).toBeNull();
  });

  it('tells a parent with an empty schedule they can add a vaccine, and a viewer only where vaccines show', async () => {
    const empty = wireDashboard({
      upcoming_vaccine: [],
      outstanding_vaccines: [],
      missed_vaccines: [],
      completed_vaccines: [],
      not_needed_vaccines: [],
      no_longer_due_vaccines: [],
    });
    fakeApi({ [`GET ${DASHBOARD}`]: { body: empty } });
    const { unmount } = renderWithClient(
      <VaccinationRecords child={{ id: 'c1', dob: '2021-01-10' }} today="2026-01-03" />,
    );
    expect(await screen.findByText('No vaccines yet')).toBeInTheDocument();
    expect(screen.getByText(/You can also add one yourself/)).toBeInTheDocument();
    unmount();

    renderWithClient(
      <ChildRoleContext value="viewer">
        <VaccinationRecords child={{ id: 'c1', dob: '2021-01-10' }} today="2026-01-03" />
      </ChildRoleContext>,
    );
    expect(
      await screen.findByText('Vaccines from the child’s schedule show up here.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/add one yourself/)).not.toBeInTheDocument();
  });
});
