import { i18n } from '@lingui/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addOffset, STORY_MESSAGES } from '@tika/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import { hindiMessages as hindi } from '../../../test/catalogues';
import { browserToday } from '../../../lib/today';
import { storyWire, trialLibrary } from './stories-fixtures';
import { callsOf, mockApi, renderStoriesPage } from './stories-test-kit';

vi.mock('../../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const STORIES = 'GET /api/features/meal-stories/';
const today = browserToday();

describe('StoriesPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });

  it('shows a skeleton while the library loads, under the page title and a way back', async () => {
    mockApi({ [STORIES]: () => new Promise(() => {}) });
    renderStoriesPage();
    expect(await screen.findByRole('status', { name: 'Loading stories' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mealtime stories' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('tries once more at once, then says the stories could not be fetched, and tries again when asked', async () => {
    let attempts = 0;
    const api = mockApi({
      [STORIES]: () =>
        ++attempts <= 2 ? new TypeError('Failed to fetch') : { body: trialLibrary(today) },
    });
    const started = Date.now();
    renderStoriesPage();
    expect(
      await screen.findByText(STORY_MESSAGES.fetchFailed, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    // One quick retry, not the app's default two with growing waits (~7 s).
    expect(Date.now() - started).toBeLessThan(1500);
    expect(callsOf(api)).toEqual([STORIES, STORIES]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'The Carrot Train' })).toBeInTheDocument();
    expect(callsOf(api)).toEqual([STORIES, STORIES, STORIES]);
  });

  it('does not retry a refusal (4xx)', async () => {
    const api = mockApi({
      [STORIES]: () => ({ status: 403, body: { message: 'Forbidden', code: 'forbidden' } }),
    });
    renderStoriesPage();
    expect(await screen.findByText(STORY_MESSAGES.fetchFailed)).toBeInTheDocument();
    expect(callsOf(api)).toEqual([STORIES]);
  });

  it('shows the trial on the plan chip, which opens the plans', async () => {
    mockApi({ [STORIES]: () => ({ body: trialLibrary(today) }) });
    renderStoriesPage();
    const chip = await screen.findByRole('button', { name: /^Free trial · ends / });
    expect(chip).toHaveTextContent('Next story tomorrow');
    await userEvent.click(chip);
    expect(screen.getByRole('dialog', { name: 'Choose a plan' })).toBeInTheDocument();
  });

  it("leads with today's story, in English and Hindi, opening the viewer", async () => {
    mockApi({ [STORIES]: () => ({ body: trialLibrary(today) }) });
    renderStoriesPage();
    const todays = await screen.findByRole('region', { name: 'Today’s story' });
    const link = within(todays).getByRole('link', { name: 'The Carrot Train' });
    expect(link).toHaveAttribute('href', '/story/carrot-train');
    expect(within(link).getByText('The Carrot Train (हिंदी)')).toHaveAttribute('lang', 'hi');
    expect(link).toHaveTextContent('Ages 1–4');
    const cover = within(link).getByRole('img', { name: 'Cover of The Carrot Train' });
    expect(cover).toHaveAttribute('src', '/api/features/meal-stories/media/carrot-train/cover.svg');
    expect(cover).toHaveAttribute('width', '400');
    expect(cover).toHaveAttribute('height', '300');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('loading', 'eager');

    const yours = screen.getByRole('region', { name: 'Your stories' });
    const older = within(yours).getByRole('link', { name: 'The Little Boat on the Dal River' });
    expect(within(older).getByRole('img')).toHaveAttribute('loading', 'lazy');
    await userEvent.click(older);
    expect(await screen.findByText('Story viewer')).toBeInTheDocument();
  });

  it('shows the next six stories to come, and all of them when asked', async () => {
    const library = trialLibrary(today, { stories_total: 15, stories_unlocked: 2 });
    const unlocked = library.stories.filter((s) => !s.locked);
    const toCome = Array.from({ length: 13 }, (_, i) => storyWire(`more-${i}`, `More ${i}`, null));
    const api = mockApi({
      [STORIES]: (upcoming) => ({
        body: {
          ...library,
          stories: [...unlocked, ...toCome.slice(0, upcoming === 'all' ? 13 : 6)],
        },
      }),
    });
    renderStoriesPage();
    const coming = await screen.findByRole('region', { name: 'Coming up' });
    expect(within(coming).getAllByRole('button', { name: /^Locked: / })).toHaveLength(6);
    await userEvent.click(
      within(coming).getByRole('button', { name: 'Show all 13 stories to come' }),
    );
    await waitFor(() =>
      expect(within(coming).getAllByRole('button', { name: /^Locked: / })).toHaveLength(13),
    );
    expect(within(coming).queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
    expect(callsOf(api)).toEqual([STORIES, `${STORIES}?upcoming=all`]);
  });

  it('leads with the Hindi titles and speaks Hindi when the app does', async () => {
    mockApi({ [STORIES]: () => ({ body: trialLibrary(today) }) });
    act(() => i18n.loadAndActivate({ locale: 'hi', messages: hindi }));
    try {
      renderStoriesPage();
      const todays = await screen.findByRole('region', { name: 'आज की कहानी' });
      const link = within(todays).getByRole('link', { name: 'The Carrot Train (हिंदी)' });
      expect(within(link).getByText('The Carrot Train')).toHaveAttribute('lang', 'en');
      expect(link).toHaveTextContent('उम्र 1–4 साल');
      expect(screen.getByRole('button', { name: /^मुफ़्त ट्रायल · / })).toHaveTextContent(
        'अगली कहानी कल',
      );
      const coming = screen.getByRole('region', { name: 'आने वाली कहानियाँ' });
      const [first] = within(coming).getAllByRole('button', { name: /^बंद: / });
      expect(first).toHaveAccessibleDescription('कल खुलेगी');
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('shows locked stories with a lock and when each unlocks; a tap explains or offers the plans', async () => {
    mockApi({ [STORIES]: () => ({ body: trialLibrary(today) }) });
    renderStoriesPage();
    const coming = await screen.findByRole('region', { name: 'Coming up' });
    const cards = within(coming).getAllByRole('button', { name: /^Locked: / });
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Locked: The Idli That Rolled Away',
      'Locked: The Pumpkin Bus',
      'Locked: Rainbow Poha',
    ]);
    expect(cards[0]).toHaveAccessibleDescription('Unlocks tomorrow');
    expect(cards[2]).toHaveAccessibleDescription('Unlock with a plan');
    expect(within(coming).queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(cards[0]!);
    expect(notify.info).toHaveBeenCalledWith(
      'This story unlocks tomorrow. A new story opens every day.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(cards[2]!);
    expect(screen.getByRole('dialog', { name: 'Choose a plan' })).toBeInTheDocument();
  });

  it('asks for a plan once the trial is over', async () => {
    const ended = trialLibrary(today, {
      status: 'ended',
      stories_remaining: 0,
      next_unlock_on: null,
      expires_on: null,
    });
    ended.stories[0]!.unlocked_on = addOffset(today, { days: -3 });
    mockApi({ [STORIES]: () => ({ body: ended }) });
    renderStoriesPage();
    const chip = await screen.findByRole('button', { name: /Trial over — choose a plan/ });
    expect(screen.getByRole('region', { name: 'Latest story' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Locked: The Idli That Rolled Away' }),
    ).toHaveAccessibleDescription('Unlock with a plan');
    await userEvent.click(chip);
    expect(screen.getByRole('dialog', { name: 'Choose a plan' })).toBeInTheDocument();
  });
});
