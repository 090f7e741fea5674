import '../../../test/dialog-polyfill';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import { ChildRoleContext } from '../../../lib/child-role';
import { fakeApi } from '../../../test/fake-api';
import { testQueryClient } from '../../../test/render';
import { CalendarFeedCard } from './CalendarFeedCard';

vi.mock('../../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const linksFor = (secret: string) => ({
  url: `https://app.tika.health/api/calendar/${secret}.ics`,
  webcal_url: `webcal://app.tika.health/api/calendar/${secret}.ics`,
});

/** The API of GET …/calendar/ and POST …/calendar/reset/; returns every request. */
function serverWith(options: { failReset?: string; failGet?: boolean } = {}) {
  let current = linksFor('first.sig');
  const { calls } = fakeApi({
    'GET /api/vaccinetracker/calendar/': () =>
      options.failGet
        ? { status: 500, body: { message: 'Something went wrong', code: 'internal_error' } }
        : { body: current },
    'POST /api/vaccinetracker/calendar/reset/': () => {
      if (options.failReset)
        return { status: 429, body: { message: options.failReset, code: 'x' } };
      current = linksFor('second.sig');
      return { body: current };
    },
  });
  return calls;
}

function renderCard(childName = 'आरव') {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <CalendarFeedCard childId="c1" childName={childName} />
    </QueryClientProvider>,
  );
}

describe('CalendarFeedCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("offers the child's feed to open in a calendar app, with the link to paste", async () => {
    const calls = serverWith();
    renderCard();
    const card = await screen.findByRole('region', {
      name: 'Add vaccination dates to your calendar',
    });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/vaccinetracker/calendar/?child_id=c1',
    });
    expect(await within(card).findByRole('link', { name: 'Open in calendar' })).toHaveAttribute(
      'href',
      'webcal://app.tika.health/api/calendar/first.sig.ics',
    );
    expect(within(card).getByLabelText('Calendar link')).toHaveValue(
      'https://app.tika.health/api/calendar/first.sig.ics',
    );
    expect(
      within(card).getByText(/आरव’s due vaccines appear in your calendar/),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent('webcal://app.tika.health/api/calendar/first.sig.ics')}`,
    );
  });

  it('copies the https link and says so', async () => {
    serverWith();
    const user = userEvent.setup();
    renderCard();
    await screen.findByRole('link', { name: 'Open in calendar' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://app.tika.health/api/calendar/first.sig.ics');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Calendar link copied'));
  });

  it('says so when the clipboard refuses', async () => {
    serverWith();
    const user = userEvent.setup();
    renderCard();
    await screen.findByRole('link', { name: 'Open in calendar' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Could not copy the link',
        'Select the link above and copy it.',
      ),
    );
  });

  it('resets the link only after explaining that old subscriptions stop updating', async () => {
    const calls = serverWith();
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset link' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the calendar link?' });
    expect(dialog).toHaveTextContent('stop updating');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Open in calendar' })).toHaveAttribute(
        'href',
        'webcal://app.tika.health/api/calendar/second.sig.ics',
      ),
    );
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/vaccinetracker/calendar/reset/',
      body: { child_id: 'c1' },
    });
    expect(notify.success).toHaveBeenCalledWith('New calendar link ready');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the old link and shows why when a reset fails, and cancelling sends nothing', async () => {
    const calls = serverWith({ failReset: 'Too many requests' });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset link' }));
    let dialog = screen.getByRole('dialog', { name: 'Reset the calendar link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    dialog = screen.getByRole('dialog', { name: 'Reset the calendar link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.getByRole('link', { name: 'Open in calendar', hidden: true })).toHaveAttribute(
      'href',
      'webcal://app.tika.health/api/calendar/first.sig.ics',
    );
  });

  it('offers to try again when the link cannot be loaded', async () => {
    serverWith({ failGet: true });
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load your calendar link.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('leaves the link’s reset to the parent who added the child', async () => {
    serverWith();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <ChildRoleContext value="caregiver">
          <CalendarFeedCard childId="c1" childName="Ira" />
        </ChildRoleContext>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset link' })).not.toBeInTheDocument();
  });
});
