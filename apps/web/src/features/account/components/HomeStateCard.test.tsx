import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import { fakeApi } from '../../../test/fake-api';
import { renderWithClient } from '../../../test/render';
import { HOME_STATE_WORDS, HomeStateCard } from './HomeStateCard';

vi.mock('../../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('HomeStateCard', () => {
  it('saves the state the family lives in, and says the flu doses follow its season', async () => {
    const { calls } = fakeApi({
      'POST /api/user/home-state/': { body: { message: 'Saved', user: {} } },
    });
    renderWithClient(<HomeStateCard homeState={null} />);
    const select = screen.getByRole('combobox', { name: HOME_STATE_WORDS.label });
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription(HOME_STATE_WORDS.help);
    await userEvent.selectOptions(select, 'Tamil Nadu');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(HOME_STATE_WORDS.saved));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { home_state: 'TN' },
    ]);
  });

  it('clears it with "Not given", and says when saving failed', async () => {
    fakeApi({
      'POST /api/user/home-state/': { status: 500, body: { message: 'x', code: 'internal_error' } },
    });
    renderWithClient(<HomeStateCard homeState="TN" />);
    const select = screen.getByRole('combobox', { name: HOME_STATE_WORDS.label });
    expect(select).toHaveValue('TN');
    await userEvent.selectOptions(select, HOME_STATE_WORDS.none);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(HOME_STATE_WORDS.failed));
  });
});
