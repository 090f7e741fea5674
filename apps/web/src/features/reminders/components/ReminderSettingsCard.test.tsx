import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import { fakeApi } from '../../../test/fake-api';
import { renderWithClient } from '../../../test/render';
import { ReminderSettingsCard } from './ReminderSettingsCard';

vi.mock('../../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

type Settings = {
  enabled: boolean;
  language: 'en' | 'hi';
  contact_verified: boolean;
  contact_number: string | null;
};

/** The API of GET/PUT /api/user/reminders/, remembering what was saved; returns every request. */
function serverWith(initial: Settings, options: { failPut?: string } = {}) {
  let current = initial;
  const { calls } = fakeApi({
    'GET /api/user/reminders/': () => ({ body: current }),
    'PUT /api/user/reminders/': ({ body }) => {
      if (options.failPut) return { status: 400, body: { message: options.failPut, code: 'x' } };
      current = { ...current, ...(body as Partial<Settings>) };
      return { body: current };
    },
  });
  return calls;
}

/** Reminders on, in English, to a verified number. */
const ON_IN_ENGLISH: Settings = {
  enabled: true,
  language: 'en',
  contact_verified: true,
  contact_number: '9812345678',
};

function renderCard() {
  renderWithClient(<ReminderSettingsCard />);
}

describe('ReminderSettingsCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('says when and where reminders go, and switches them off', async () => {
    const calls = serverWith(ON_IN_ENGLISH);
    renderCard();
    const toggle = await screen.findByRole('switch', {
      name: 'Send me vaccine reminders on WhatsApp',
    });
    expect(toggle).toBeChecked();
    expect(
      screen.getByText(/At 9 am on WhatsApp to \+91 9812345678: 7 days before/),
    ).toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    // Only on or off: the language is the parent's one setting, the Language card's.
    expect(calls.at(-1)).toEqual(
      expect.objectContaining({ method: 'PUT', body: { enabled: false } }),
    );
    expect(notify.success).toHaveBeenCalledWith('Reminders are off');
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
  });

  it('asks for a verified number when there is none', async () => {
    serverWith({ enabled: true, language: 'en', contact_verified: false, contact_number: null });
    renderCard();
    expect(
      await screen.findByRole('link', { name: 'Verify your WhatsApp number' }),
    ).toHaveAttribute('href', '/userprofile/updatecontact');
  });

  it("shows the server's refusal and keeps the setting", async () => {
    serverWith(
      { enabled: true, language: 'en', contact_verified: true, contact_number: '9812345678' },
      { failPut: 'Please sign in again' },
    );
    renderCard();
    const toggle = await screen.findByRole('switch');
    await userEvent.click(toggle);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Please sign in again'));
    expect(toggle).toBeChecked();
  });
});
