import { i18n } from '@lingui/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import { hindiMessages as hindi } from '../../../test/catalogues';
import { fakeApi } from '../../../test/fake-api';
import { renderWithClient } from '../../../test/render';
import { HomeStateCard } from './HomeStateCard';

const LABEL = 'State or union territory';

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
    const select = screen.getByRole('combobox', { name: LABEL });
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription(
      /^The yearly flu vaccine is due before the flu season where you live/,
    );
    await userEvent.selectOptions(select, 'Tamil Nadu');
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'Saved: the flu doses follow your state’s season',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { home_state: 'TN' },
    ]);
  });

  it('clears it with "Not chosen", and says when saving failed', async () => {
    fakeApi({
      'POST /api/user/home-state/': { status: 500, body: { message: 'x', code: 'internal_error' } },
    });
    renderWithClient(<HomeStateCard homeState="TN" />);
    const select = screen.getByRole('combobox', { name: LABEL });
    expect(select).toHaveValue('TN');
    await userEvent.selectOptions(select, 'Not chosen');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Could not save your state'));
  });

  it('names the states in Hindi, in Hindi order, when the app is in Hindi', () => {
    act(() => i18n.loadAndActivate({ locale: 'hi', messages: hindi }));
    try {
      renderWithClient(<HomeStateCard homeState="TN" />);
      const select = screen.getByRole('combobox', { name: 'राज्य या केंद्र शासित प्रदेश' });
      expect(select).toHaveValue('TN');
      expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('तमिलनाडु');
      const [none, ...states] = within(select)
        .getAllByRole('option')
        .map((option) => option.textContent ?? '');
      expect(none).toBe('नहीं चुना');
      expect(states).toEqual([...states].sort(new Intl.Collator('hi').compare));
    } finally {
      act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
    }
  });
});
