import '../../../test/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHILD_DELETED_MESSAGE,
  CHILD_UPDATED_MESSAGE,
  ONLY_CHILD_MESSAGE,
  STORAGE_KEYS,
} from '@tika/contract';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { type ChildProfile as Child, deleteChild, updateChild } from '../api/children';
import { testChild as kid } from '../../../test/children';
import { renderWithClient } from '../../../test/render';
import { ChildrenSection } from './ChildrenSection';

const server = vi.hoisted(() => ({ children: [] as Child[] }));

vi.mock('../api/children', async () => {
  const { queryOptions } = await import('@tanstack/react-query');
  return {
    childrenQuery: queryOptions({ queryKey: ['children'], queryFn: async () => server.children }),
    deleteChild: vi.fn(async (id: string) => {
      server.children = server.children.filter((c) => c.id !== id);
      return { message: 'Child Profile deleted' };
    }),
    updateChild: vi.fn(),
  };
});
vi.mock('../../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

function renderSection(children: Child[], selected?: string) {
  server.children = children;
  if (selected) localStorage.setItem(STORAGE_KEYS.selectedChild, selected);
  renderWithClient(<ChildrenSection />);
}

/** The server's answer to an edit: the child as saved, camelCased as the client returns it. */
function mockUpdateChild() {
  vi.mocked(updateChild).mockImplementation(async (body) => {
    server.children = server.children.map((c) =>
      c.id === body.id
        ? {
            ...c,
            name: body.name,
            dob: body.dob,
            schedule: body.schedule ?? c.schedule,
            gestationalWeeks: body.gestational_weeks ?? null,
            gestationalDays: body.gestational_days ?? null,
          }
        : c,
    );
    return { message: 'ok', child: server.children.find((c) => c.id === body.id)! };
  });
}

describe('ChildrenSection', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.clearAllMocks());

  it('refuses to delete the only child without asking the server', async () => {
    renderSection([kid(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Kid A' }));
    expect(notify.error).toHaveBeenCalledWith(ONLY_CHILD_MESSAGE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteChild).not.toHaveBeenCalled();
  });

  it('deletes after confirming and selects the first remaining child', async () => {
    renderSection([kid(1), kid(2), kid(3)], 'c2');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Kid B' }));
    const sheet = screen.getByRole('dialog', { name: 'Delete Kid B’s profile?' });
    expect(sheet).toHaveTextContent(
      'This deletes their vaccination, growth and medical records and files.',
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(CHILD_DELETED_MESSAGE));
    expect(deleteChild).toHaveBeenCalledWith('c2');
    expect(localStorage.getItem(STORAGE_KEYS.selectedChild)).toBe('c1');
    await waitFor(() => expect(screen.queryByText('Kid B')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Kid A/, pressed: true })).toBeInTheDocument();
    // Back under the maximum: the tile returns.
    expect(screen.getByRole('link', { name: /Add Child/ })).toBeInTheDocument();
  });

  it('keeps the selection when another child is deleted', async () => {
    renderSection([kid(1), kid(2)], 'c2');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Kid A' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(deleteChild).toHaveBeenCalledWith('c1'));
    expect(localStorage.getItem(STORAGE_KEYS.selectedChild)).toBe('c2');
  });

  it('saves name, birth date and schedule from the edit sheet', async () => {
    mockUpdateChild();
    renderSection([kid(1), kid(2)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Kid B' }));
    const sheet = screen.getByRole('dialog');
    const name = within(sheet).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Meera2 Rao');
    expect(name).toHaveValue('Meera Rao');
    await userEvent.click(within(sheet).getByLabelText(/Universal Immunization Programme/));
    expect(within(sheet).getByText(/recalculates the due dates/)).toHaveClass('noteActive');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(CHILD_UPDATED_MESSAGE));
    expect(updateChild).toHaveBeenCalledWith({
      id: 'c2',
      name: 'Meera Rao',
      dob: '2023-01-15',
      schedule: 'uip',
      gestational_weeks: null,
      gestational_days: null,
    });
    expect(await screen.findByRole('button', { name: /^Meera Rao/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks, optionally, how early the baby was born, checks it as the server does, and sends it', async () => {
    mockUpdateChild();
    renderSection([kid(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Kid A' }));
    const sheet = screen.getByRole('dialog');
    const group = within(sheet).getByRole('group', { name: 'Born early? Weeks + days at birth' });
    const weeks = within(group).getByLabelText('Weeks');
    const days = within(group).getByLabelText('Days');
    await userEvent.type(weeks, '45');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(within(group).getByRole('alert')).toHaveTextContent('Weeks must be from 22 to 42');
    expect(weeks).toHaveFocus();
    expect(updateChild).not.toHaveBeenCalled();

    await userEvent.clear(weeks);
    await userEvent.type(weeks, '32');
    await userEvent.type(days, '9');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(within(group).getByRole('alert')).toHaveTextContent('Days must be from 0 to 6');
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    expect(group).toHaveTextContent('Born early: growth uses the corrected age until 2 years');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(CHILD_UPDATED_MESSAGE));
    expect(updateChild).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'c1', gestational_weeks: 32, gestational_days: 3 }),
    );
  });

  it('says 37 weeks and over is born at term, and shows a saved gestational age', async () => {
    renderSection([kid(1, { gestationalWeeks: 38, gestationalDays: 0 })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Kid A' }));
    const group = within(screen.getByRole('dialog')).getByRole('group', { name: /Born early/ });
    expect(within(group).getByLabelText('Weeks')).toHaveValue('38');
    expect(within(group).getByLabelText('Days')).toHaveValue('0');
    expect(group).toHaveTextContent(
      'Born at term (37 weeks or more): growth uses the age from the birth date',
    );
  });

  it("shows the server's refusal inside the sheet and keeps it open", async () => {
    const refusal = 'BCG was given on 1 Jun 2026, before this birth date';
    vi.mocked(updateChild).mockRejectedValue(new ApiError(refusal, 400, 'bad_request'));
    renderSection([kid(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Kid A' }));
    const sheet = screen.getByRole('dialog');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(refusal);
    expect(notify.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Nothing changed: the card still shows the saved child.
    expect(screen.getByRole('button', { name: /^Kid A/ })).toBeInTheDocument();
  });

  it('toasts a failure that is not a refusal', async () => {
    vi.mocked(updateChild).mockRejectedValue(new ApiError('Child not found', 404, 'not_found'));
    renderSection([kid(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Kid A' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Child not found'));
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not send an empty name', async () => {
    renderSection([kid(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Kid A' }));
    await userEvent.clear(within(screen.getByRole('dialog')).getByLabelText('Name'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    expect(updateChild).not.toHaveBeenCalled();
  });
});
