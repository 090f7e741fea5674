import '../../../test/dialog-polyfill';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import { fakeApi } from '../../../test/fake-api';
import { testQueryClient } from '../../../test/render';
import { FamilyCard } from './FamilyCard';

vi.mock('../../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const FAMILY = 'GET /api/family/';
const INVITES = 'POST /api/family/invites/';
const MEMBER = '/api/family/members/';
const owner = {
  user_id: 'u-owner',
  role: 'owner',
  label: 'Meera',
  is_you: true,
  added_at: '2026-01-01T00:00:00.000Z',
};
const papa = {
  user_id: 'u-papa',
  role: 'caregiver',
  label: 'Papa',
  is_you: false,
  added_at: '2026-01-02T00:00:00.000Z',
};
const openInvite = {
  id: '0b6a3c39-8f7e-4a51-9c65-6d0f4ad0a001',
  role: 'viewer',
  label: 'Nani',
  created_at: '2026-01-10T04:30:00.000Z',
  expires_at: '2026-01-17T04:30:00.000Z',
};
const made = {
  ...openInvite,
  id: '0b6a3c39-8f7e-4a51-9c65-6d0f4ad0a002',
  role: 'caregiver',
  label: 'Auntie Rosa',
  code: 'ABCD-EFGH',
  url: 'https://app.tika.health/invite/tok',
  whatsapp_url: 'https://wa.me/?text=Join%20me',
  message: 'Invitation created',
};

function renderCard(role: 'owner' | 'caregiver') {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <FamilyCard
        child={{ id: 'c1', name: 'Ira', role, sharedBy: role === 'owner' ? null : 'Meera' }}
      />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Family' });
}

describe('FamilyCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('the owner invites someone by a typed name and gets the code, the WhatsApp link and the end', async () => {
    const api = fakeApi({
      [FAMILY]: { body: { members: [owner, papa], invites: [openInvite] } },
      [INVITES]: { status: 201, body: made },
    });
    const card = renderCard('owner');
    await userEvent.click(within(card).getByRole('button', { name: 'Invite family' }));
    const sheet = screen.getByRole('dialog', { name: 'Invite family' });
    expect(
      within(sheet).getByRole('radio', { name: /^Caregiver: Sees everything, marks/ }),
    ).toBeChecked();
    const labels = within(sheet).getByRole('group', { name: 'How will the family see them?' });
    expect(
      within(labels)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Papa', 'Mummy', 'Dadi', 'Nani', 'Nanny', 'Someone else']);

    // No label yet: the form says so and sends nothing.
    await userEvent.click(within(sheet).getByRole('button', { name: 'Create invitation' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent(
      'Please say how they are shown, for example Papa or Dadi',
    );
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Someone else' }));
    await userEvent.type(within(sheet).getByLabelText('Their name'), 'Auntie Rosa');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Create invitation' }));

    const ready = await within(sheet).findByRole('region', {
      name: 'Invitation for Auntie Rosa (Caregiver)',
    });
    expect(within(ready).getByLabelText('Invitation code')).toHaveTextContent('ABCD-EFGH');
    expect(within(ready).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      made.whatsapp_url,
    );
    expect(ready).toHaveTextContent(/Works once, until 17 Jan 2026/);
    expect(within(ready).getByLabelText('Invitation link')).toHaveValue(made.url);
    expect(notify.success).toHaveBeenCalledWith('Invitation created');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      child_id: 'c1',
      role: 'caregiver',
      label: 'Auntie Rosa',
    });
    // The family stays listed below, with its open invitation.
    const open = await within(sheet).findByRole('region', { name: 'Open invitations' });
    expect(open).toHaveTextContent('Nani · Viewer');
    expect(open).toHaveTextContent('Works once, until');
  });

  it('the owner changes a member’s role and removes a member after asking', async () => {
    const api = fakeApi({
      [FAMILY]: { body: { members: [owner, papa], invites: [] } },
      [`PATCH ${MEMBER}`]: { body: { message: 'Saved' } },
      [`DELETE ${MEMBER}`]: { body: { message: 'Removed from the family' } },
    });
    const card = renderCard('owner');
    await userEvent.click(within(card).getByRole('button', { name: 'See who follows Ira' }));
    const sheet = screen.getByRole('dialog', { name: 'Ira’s family' });
    const rows = within(sheet).getAllByRole('listitem');
    expect(rows.map((row) => row.firstElementChild!.textContent)).toEqual([
      'MeerayouAdded the child',
      'PapaCaregiver',
    ]);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Change' }));
    const change = screen.getByRole('dialog', { name: 'Change Papa' });
    expect(within(change).getByRole('radio', { name: 'Papa' })).toBeChecked();
    await userEvent.click(within(change).getByRole('radio', { name: /^Viewer/ }));
    await userEvent.click(within(change).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Ira’s family' });

    await userEvent.click(
      within(within(sheet).getAllByRole('listitem')[1]!).getByRole('button', { name: 'Remove' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Remove Papa?' });
    expect(confirm).toHaveTextContent('Papa will no longer see Ira’s record.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(notify.success).toHaveBeenCalledWith('Removed from the family');
    expect(
      api.calls.filter((call) => call.path === MEMBER).map((call) => [call.method, call.body]),
    ).toEqual([
      ['PATCH', { child_id: 'c1', user_id: 'u-papa', role: 'viewer', label: 'Papa' }],
      ['DELETE', { child_id: 'c1', user_id: 'u-papa' }],
    ]);
  });

  it('a member sees the family, changes nothing, and may leave after asking', async () => {
    const me = { ...papa, is_you: true };
    const api = fakeApi({
      [FAMILY]: { body: { members: [{ ...owner, is_you: false }, me], invites: [] } },
      [`DELETE ${MEMBER}`]: { body: { message: 'You no longer follow this child' } },
    });
    const card = renderCard('caregiver');
    expect(card).toHaveTextContent('Meera added Ira and shares Ira with you.');
    expect(within(card).queryByRole('button', { name: 'Invite family' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'See who follows Ira' }));
    const sheet = screen.getByRole('dialog', { name: 'Ira’s family' });
    await within(sheet).findAllByRole('listitem');
    expect(within(sheet).queryByRole('button', { name: 'Change' })).toBeNull();
    expect(within(sheet).queryByRole('button', { name: 'Invite family' })).toBeNull();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Leave Ira' }));
    const confirm = screen.getByRole('dialog', { name: 'Leave Ira?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave Ira' }));
    expect(notify.success).toHaveBeenCalledWith('You no longer follow this child');
    expect(api.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      body: { child_id: 'c1', user_id: 'u-papa' },
    });
  });
});
