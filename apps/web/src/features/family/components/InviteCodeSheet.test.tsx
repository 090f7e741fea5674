import '../../../test/dialog-polyfill';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { InviteCodeSheet } from './InviteCodeSheet';

const PREVIEW = 'POST /api/family/invites/preview/';
const ACCEPT = 'POST /api/family/invites/accept/';
const NOT_FOUND = 'This invitation has expired, was already used or was withdrawn';
const OFFER = {
  child_name: 'Ira',
  invited_by: 'Meera',
  role: 'caregiver',
  label: 'Papa',
  expires_at: '2026-02-01T04:30:00.000Z',
};

function renderSheet() {
  const onAccepted = vi.fn();
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <InviteCodeSheet open onClose={onClose} onAccepted={onAccepted} />
    </MemoryRouter>,
  );
  const sheet = screen.getByRole('dialog', { name: 'Invitation code' });
  return { sheet, field: within(sheet).getByLabelText('Invitation code'), onAccepted, onClose };
}

describe('InviteCodeSheet', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('writes the code as ABCD-EFGH however it is typed, and asks nothing of a part of one', async () => {
    const api = fakeApi({});
    const { sheet, field } = renderSheet();
    await userEvent.type(field, 'ab cd-ef');
    expect(field).toHaveValue('ABCD-EF');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Next' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent(
      'The code has 8 letters and digits, like ABCD-EFGH',
    );
    await userEvent.clear(field);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Next' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Please enter the invitation code');
    expect(api.calls).toEqual([]);
  });

  it('shows what a code is for, then accepts it', async () => {
    const api = fakeApi({
      [PREVIEW]: { body: OFFER },
      [ACCEPT]: {
        body: { child_id: 'c1', role: 'caregiver', message: 'You now follow this child' },
      },
    });
    const { sheet, field, onAccepted } = renderSheet();
    await userEvent.type(field, 'abcdefgh');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Next' }));

    const offer = await within(sheet).findByRole('region', { name: 'Follow Ira on Tika' });
    expect(offer).toHaveTextContent(
      'Meera invites you to follow Ira as Caregiver. You will be shown as Papa.',
    );
    expect(offer).toHaveTextContent('Sees everything, marks vaccines');
    await userEvent.click(within(offer).getByRole('button', { name: 'Accept' }));

    expect(onAccepted).toHaveBeenCalledWith({
      childId: 'c1',
      role: 'caregiver',
      message: 'You now follow this child',
    });
    expect(api.calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/family/invites/preview/', { code: 'ABCD-EFGH' }],
      ['/api/family/invites/accept/', { code: 'ABCD-EFGH' }],
    ]);
  });

  it('says under the field when a code opens nothing, and Not now closes the offer', async () => {
    let known = false;
    fakeApi({
      [PREVIEW]: () =>
        known ? { body: OFFER } : { status: 404, body: { message: NOT_FOUND, code: 'not_found' } },
    });
    const { sheet, field, onClose } = renderSheet();
    await userEvent.type(field, 'ABCDEFGX');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Next' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    known = true;
    await userEvent.clear(field);
    await userEvent.type(field, 'ABCDEFGH');
    expect(within(sheet).queryByRole('alert')).toBeNull();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(sheet).findByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalled();
  });
});
