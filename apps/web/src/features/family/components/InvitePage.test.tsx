import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api';
import { testQueryClient } from '../../../test/render';
import { InvitePage } from './InvitePage';

const TOKEN = 'tok_'.padEnd(43, 'x');
const PREVIEW = 'POST /api/family/invites/preview/';
const ACCEPT = 'POST /api/family/invites/accept/';
const OFFER = {
  child_name: 'Ira',
  invited_by: 'Meera',
  role: 'viewer',
  label: 'Dadi',
  expires_at: '2026-02-01T04:30:00.000Z',
};

function renderPage() {
  const onAccepted = vi.fn();
  const onDecline = vi.fn();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <InvitePage token={TOKEN} onAccepted={onAccepted} onDecline={onDecline} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onAccepted, onDecline };
}

const refusal = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { message, code },
});

describe('InvitePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says who invites whom to follow which child, as what; Accept follows with the link’s token', async () => {
    const api = fakeApi({
      [PREVIEW]: { body: OFFER },
      [ACCEPT]: { body: { child_id: 'c1', role: 'viewer', message: 'You now follow this child' } },
    });
    const { onAccepted } = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Opening the invitation…');
    const offer = await screen.findByRole('region', { name: 'Follow Ira on Tika' });
    expect(offer).toHaveTextContent(
      'Meera invites you to follow Ira as Viewer. You will be shown as Dadi.',
    );
    expect(offer).toHaveTextContent('Sees everything, changes nothing');
    await userEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    expect(onAccepted).toHaveBeenCalledWith(expect.objectContaining({ childId: 'c1' }));
    expect(api.calls.map((call) => call.body)).toEqual([{ code: TOKEN }, { code: TOKEN }]);
  });

  it('Not now leaves the invitation open', async () => {
    const api = fakeApi({ [PREVIEW]: { body: OFFER } });
    const { onDecline } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(onDecline).toHaveBeenCalled();
    expect(api.requests()).toEqual([PREVIEW]);
  });

  it('a link that opens nothing: the server’s words and a way home', async () => {
    const message = 'This invitation has expired, was already used or was withdrawn';
    fakeApi({ [PREVIEW]: refusal(404, 'not_found', message) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Go to Tika' })).toHaveAttribute('href', '/dashboard');
  });

  it('already in the family: the server’s words and the dashboard', async () => {
    const message = 'You already look after this child';
    fakeApi({
      [PREVIEW]: { body: OFFER },
      [ACCEPT]: refusal(409, 'already_family', message),
    });
    const { onAccepted } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Open the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(onAccepted).not.toHaveBeenCalled();
  });
});
