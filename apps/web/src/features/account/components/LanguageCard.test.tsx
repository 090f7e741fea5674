import { i18n } from '@lingui/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import { loadMessages } from '../../../lib/i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithClient } from '../../../test/render';
import { LanguageCard } from './LanguageCard';

vi.mock('../../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

// The profile route loads this feature's messages (app/router.tsx); a change of language loads them again.
beforeAll(() => loadMessages('account'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
  act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  document.documentElement.lang = 'en';
});

describe('LanguageCard', () => {
  it('switches the app to Hindi at once, saves it for the parent and says so in Hindi', async () => {
    const { calls } = fakeApi({
      'PUT /api/user/language/': { body: { message: 'Language saved', user: { language: 'hi' } } },
    });
    renderWithClient(<LanguageCard saved="en" />);
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Language' })).toHaveAccessibleDescription(
      'Tika and your WhatsApp messages, reminders included, are in this language.',
    );

    await userEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('भाषा सेव हो गई'));
    expect(screen.getByRole('heading', { name: 'भाषा' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    expect(localStorage.getItem('tika_language')).toBe('hi');
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/api/user/language/', { language: 'hi' }],
    ]);
  });

  it('goes back to the saved language when the server could not keep the new one', async () => {
    fakeApi({
      'PUT /api/user/language/': { status: 500, body: { message: 'x', code: 'internal_error' } },
    });
    renderWithClient(<LanguageCard saved="en" />);
    await userEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Could not save the language'));
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(i18n.locale).toBe('en');
  });
});
