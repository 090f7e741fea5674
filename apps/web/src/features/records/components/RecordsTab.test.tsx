import '../../../test/dialog-polyfill';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChildRole } from '@tika/contract';
import { ChildRoleContext } from '../../../lib/child-role';
import { createQueryClient } from '../../../lib/query-client';
import { medicalRecordsKey, type RecordEntry } from '../api/records';
import { fakeApi } from '../../../test/fake-api';
import { RecordsTab } from './RecordsTab';

const records: RecordEntry[] = [
  {
    id: 'r2',
    recordUrl: '/api/files/rash?sig=a',
    purpose: 'Skin rash',
    recordDescription: 'Calamine twice a day',
    createdAt: '2026-01-03T06:30:00.000Z',
    fileType: 'image/jpeg',
    fileName: 'n-rash.jpg',
    addedBy: null,
  },
  {
    id: 'r1',
    recordUrl: '/api/files/blood?sig=a',
    purpose: 'Blood test',
    recordDescription: 'Haemoglobin normal',
    createdAt: '2025-12-20T06:30:00.000Z',
    fileType: 'application/pdf',
    fileName: 'report.pdf',
    addedBy: null,
  },
];

function renderTab(list: RecordEntry[] | null, role: ChildRole = 'owner') {
  const client = createQueryClient();
  if (list) client.setQueryData(medicalRecordsKey('c1'), { records: list });
  render(
    <QueryClientProvider client={client}>
      <ChildRoleContext value={role}>
        <RecordsTab childId="c1" childName="Kabir" />
      </ChildRoleContext>
    </QueryClientProvider>,
  );
  return client;
}

const LIST = '/api/vaccinetracker/dashboard/medicalrecords/';
/** The list as the server gives it once the links have been signed again. */
const refreshedList = () => ({
  body: {
    records: records.map((r) => snake({ ...r, recordUrl: r.recordUrl.replace('sig=a', 'sig=b') })),
  },
});
const snake = (r: RecordEntry) => ({
  id: r.id,
  record_url: r.recordUrl,
  purpose: r.purpose,
  record_description: r.recordDescription,
  created_at: r.createdAt,
  file_type: r.fileType,
  file_name: r.fileName,
  added_by: r.addedBy,
});

describe('RecordsTab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('invites the first record when there is none', () => {
    renderTab([]);
    expect(screen.getByText('No medical records yet')).toBeInTheDocument();
    expect(screen.getByText(/Keep Kabir’s prescriptions and reports here/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add medical record' })).toBeInTheDocument();
  });

  it('says who else in the family added a record', () => {
    renderTab([{ ...records[0]!, addedBy: 'Papa' }, records[1]!]);
    const [rash, blood] = screen.getAllByRole('listitem');
    expect(rash).toHaveTextContent('Added by Papa');
    expect(blood).not.toHaveTextContent('Added by');
  });

  it('lets a viewer of the child open the records but not add or delete one', () => {
    renderTab(records, 'viewer');
    expect(screen.getByRole('link', { name: 'View Skin rash' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add medical record' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    renderTab([], 'viewer');
    expect(screen.queryByRole('button', { name: 'Add medical record' })).not.toBeInTheDocument();
  });

  it('loads the list, then offers a retry when it fails', async () => {
    fakeApi({
      [`GET ${LIST}`]: { status: 404, body: { message: 'Child not found', code: 'not_found' } },
    });
    renderTab(null);
    expect(screen.getByRole('status', { name: 'Loading medical records' })).toBeInTheDocument();
    expect(await screen.findByText("We couldn't load the medical records")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows each record with its purpose, remarks and date, newest first', () => {
    renderTab(records);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Skin rash' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Calamine twice a day');
    expect(cards[0]).toHaveTextContent('Added on 3 Jan 2026');
    expect(cards[1]).toHaveTextContent('Added on 20 Dec 2025');
    expect(cards[1]).toHaveTextContent('PDF');
  });

  it('opens a PDF in a new tab straight from its fresh link', () => {
    renderTab(records);
    const link = screen.getByRole('link', { name: /View Blood test/ });
    expect(link).toHaveAttribute('href', '/api/files/blood?sig=a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('fetches a fresh link first when the list is over 10 minutes old', async () => {
    const api = fakeApi({ [`GET ${LIST}`]: refreshedList });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderTab(records);
    // Eleven minutes on: the links are close to running out.
    const now = Date.now() + 11 * 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(now);
    await userEvent.click(screen.getByRole('link', { name: /View Blood test/ }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await vi.waitFor(() => expect(tab.location.href).toBe('/api/files/blood?sig=b'));
    expect(api.requests()).toEqual([`GET ${LIST}?child_id=c1`]);
  });

  it('shows an image in the viewer sheet', async () => {
    renderTab(records);
    await userEvent.click(screen.getByRole('link', { name: /View Skin rash/ }));
    const dialog = screen.getByRole('dialog', { name: 'Skin rash' });
    // A placeholder until the image has loaded.
    expect(within(dialog).getByRole('status', { name: 'Loading the image' })).toBeInTheDocument();
    fireEvent.load(dialog.querySelector('img')!);
    const image = within(dialog).getByRole('img', { name: 'Skin rash' });
    expect(image).toHaveAttribute('src', '/api/files/rash?sig=a');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Calamine twice a day');
    expect(dialog).toHaveTextContent('Added on 3 Jan 2026');
  });

  it('fetches an image link again once when it has run out, then offers a retry', async () => {
    const { calls } = fakeApi({ [`GET ${LIST}`]: refreshedList });
    renderTab(records);
    await userEvent.click(screen.getByRole('link', { name: /View Skin rash/ }));
    const dialog = screen.getByRole('dialog', { name: 'Skin rash' });
    fireEvent.error(dialog.querySelector('img')!);
    await vi.waitFor(() =>
      expect(dialog.querySelector('img')).toHaveAttribute('src', '/api/files/rash?sig=b'),
    );
    expect(calls).toHaveLength(1);
    fireEvent.error(dialog.querySelector('img')!);
    expect(within(dialog).getByText("We couldn't load this image.")).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(calls).toHaveLength(2);
  });

  it('deletes a record after asking, then refreshes', async () => {
    const api = fakeApi({
      [`DELETE ${LIST}`]: { body: { message: 'Medical record deleted' } },
      [`GET ${LIST}`]: { body: { records: [snake(records[0]!)] } },
    });
    renderTab(records);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Blood test' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this record?' });
    expect(dialog).toHaveTextContent('Blood test');
    expect(dialog).toHaveTextContent('The record and its PDF will be removed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete record' }));
    expect(api.requests()).toContain(`DELETE ${LIST}?child_id=c1&record_id=r1`);
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('keeps the confirm sheet open with the reason when the delete is refused', async () => {
    fakeApi({
      [`DELETE ${LIST}`]: { status: 404, body: { message: 'Record not found', code: 'not_found' } },
    });
    renderTab(records);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Blood test' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this record?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete record' }));
    expect(await within(dialog).findByText('Record not found')).toBeInTheDocument();
  });
});
