import '../../../test/dialog-polyfill';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShareLink } from '@tika/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import { ChildRoleContext } from '../../../lib/child-role';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api';
import { testQueryClient } from '../../../test/render';
import { ShareWithDoctorCard } from './ShareWithDoctorCard';

vi.mock('../../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const LINKS = 'GET /api/share-links/';
const CREATE = 'POST /api/share-links/';
const REVOKE = 'DELETE /api/share-links/';
const URL = 'https://app.tika.health/shared/tok_abc';

const older: ShareLink = {
  id: '0b6a3c39-8f7e-4a51-9c65-6d0f4ad0a001',
  created_at: '2026-01-10T04:30:00.000Z',
  expires_at: '2026-02-09T04:30:00.000Z',
  include_files: true,
};
const made: ShareLink = {
  id: '0b6a3c39-8f7e-4a51-9c65-6d0f4ad0a002',
  created_at: '2026-01-15T04:30:00.000Z',
  expires_at: '2026-01-16T04:30:00.000Z',
  include_files: false,
};

/** The share-links API with one live link; POST adds `made`, DELETE removes by id. */
function serverWith(options: { create?: FakeAnswer } = {}) {
  let live = [older];
  return fakeApi({
    [LINKS]: () => ({ body: { links: live } }),
    [CREATE]: () => {
      if (options.create) return options.create;
      live = [made, ...live];
      return { status: 201, body: { ...made, url: URL, message: 'Link created' } };
    },
    [REVOKE]: (call) => {
      live = live.filter((link) => link.id !== (call.body as { id: string }).id);
      return { body: { message: 'Link revoked' } };
    },
  });
}

function renderCard() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <ShareWithDoctorCard childId="c1" childName="Ira" />
    </QueryClientProvider>,
  );
}

async function openSheet() {
  const card = screen.getByRole('region', { name: 'Share with your doctor' });
  expect(card).toHaveTextContent('Ira’s vaccinations and latest growth');
  await userEvent.click(within(card).getByRole('button', { name: 'Share with doctor' }));
  // The sheet's code loads on this first opening.
  return screen.findByRole('dialog', { name: 'Share with doctor' }, { timeout: 5000 });
}

describe('ShareWithDoctorCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('asks nothing of the server until the sheet opens, then lists the live links', async () => {
    const api = serverWith();
    renderCard();
    expect(api.calls).toEqual([]);
    const sheet = await openSheet();
    const active = within(sheet).getByRole('region', { name: 'Active links' });
    const item = await within(active).findByRole('listitem');
    expect(item).toHaveTextContent(/^Made on 10 Jan 2026/);
    expect(item).toHaveTextContent('Works until 9 Feb 2026');
    expect(item).toHaveTextContent('Includes files');
    expect(api.requests()).toEqual(['GET /api/share-links/?child_id=c1']);
  });

  it('makes a link for 3 days without files by default; the parent can change both', async () => {
    const api = serverWith();
    renderCard();
    const sheet = await openSheet();
    expect(within(sheet).getByRole('radio', { name: '3 days' })).toBeChecked();
    expect(
      within(sheet)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['1 hour', '1 day', '3 days', '7 days', '30 days']);
    const files = within(sheet).getByRole('checkbox', {
      name: /Include prescriptions and reports/,
    });
    expect(files).not.toBeChecked();

    await userEvent.click(within(sheet).getByRole('radio', { name: '1 day' }));
    await userEvent.click(files);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Create link' }));

    expect(await within(sheet).findByRole('heading', { name: 'Your link is ready' })).toHaveFocus();
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/share-links/',
      body: { child_id: 'c1', expires_in_hours: 24, include_files: true },
    });
    expect(notify.success).toHaveBeenCalledWith('Link created');
    expect(within(sheet).getByLabelText('Link for the doctor')).toHaveValue(URL);
    const ready = within(sheet).getByRole('region', { name: 'Your link is ready' });
    expect(ready).toHaveTextContent(/Works until 16 Jan 2026.+Tika shows it only this once/);
    const whatsApp = within(sheet).getByRole('link', { name: 'Share on WhatsApp' });
    const text = new globalThis.URL(whatsApp.getAttribute('href')!).searchParams.get('text');
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(text).toContain('Ira’s vaccination record on Tika');
    expect(text).toContain(URL);
    // The QR code loads its library, then draws the link.
    const qr = await within(sheet).findByRole('img', {
      name: 'QR code of the link for the doctor',
    });
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    // The list shows the new link too.
    await waitFor(() => expect(within(sheet).getAllByRole('listitem')).toHaveLength(2));

    await userEvent.click(within(sheet).getByRole('button', { name: 'Make another link' }));
    expect(within(sheet).getByRole('button', { name: 'Create link' })).toBeVisible();
  });

  it('copies the link', async () => {
    const user = userEvent.setup();
    serverWith();
    renderCard();
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Create link' }));
    await within(sheet).findByRole('heading', { name: 'Your link is ready' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(sheet).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Link copied'));
  });

  it("shows the server's refusal above the button and makes no link", async () => {
    serverWith({
      create: {
        status: 409,
        body: {
          code: 'share_link_limit',
          message: 'This child already has 10 active links. Revoke one to make another.',
        },
      },
    });
    renderCard();
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Create link' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('10 active links');
    expect(within(sheet).queryByLabelText('Link for the doctor')).toBeNull();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('revokes a link only once the parent confirms', async () => {
    const api = serverWith();
    renderCard();
    const sheet = await openSheet();
    const item = await within(sheet).findByRole('listitem');
    await userEvent.click(within(item).getByRole('button', { name: 'Revoke' }));

    const confirm = screen.getByRole('dialog', { name: 'Revoke this link?' });
    expect(confirm).toHaveTextContent('This link has expired or was revoked');
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke link' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Revoke this link?' })).toBeNull(),
    );
    expect(api.calls.find((c) => c.method === 'DELETE')).toMatchObject({
      url: '/api/share-links/',
      body: { id: older.id },
    });
    expect(notify.success).toHaveBeenCalledWith('Link revoked');
    expect(await within(sheet).findByText(/^No active links/)).toBeVisible();
    // The share sheet stays open, with focus on its list.
    expect(sheet).toHaveAttribute('open');
    expect(within(sheet).getByRole('heading', { name: 'Active links' })).toHaveFocus();
  });

  it('offers to try again when the links cannot be loaded', async () => {
    fakeApi({ [LINKS]: { status: 500, body: { code: 'internal_error', message: 'Oops' } } });
    renderCard();
    const sheet = await openSheet();
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('Could not load the links.');
    expect(within(sheet).getByRole('button', { name: 'Try again' })).toBeVisible();
    // Making a link still works from the form above.
    expect(within(sheet).getByRole('button', { name: 'Create link' })).toBeEnabled();
  });

  it('is not offered to a viewer of the child', () => {
    const api = serverWith();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <ChildRoleContext value="viewer">
          <ShareWithDoctorCard childId="c1" childName="Ira" />
        </ChildRoleContext>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Share with doctor' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
