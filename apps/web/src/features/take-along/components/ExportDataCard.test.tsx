import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import { clearSession, setAccessToken } from '../../../lib/session-store';
import { fakeApi } from '../../../test/fake-api';
import { deferred, fileResponse, stubDownloads } from '../test-utils';
import { ExportDataCard } from './ExportDataCard';

vi.mock('../../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const EXPORT = 'GET /api/user/export/';

describe('ExportDataCard', () => {
  let stubs: ReturnType<typeof stubDownloads>;
  beforeEach(() => {
    stubs = stubDownloads();
    setAccessToken('tok-9');
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });

  it('downloads the zip with the bearer token, busy until it is ready', async () => {
    const answer = deferred<Response>();
    const api = fakeApi({ [EXPORT]: () => answer.promise });
    render(<ExportDataCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Download all my data (.zip)' }));
    const button = screen.getByRole('button', { name: 'Preparing your data…' });
    expect(button).toBeDisabled();
    expect(api.calls).toMatchObject([
      { url: '/api/user/export/', headers: { authorization: 'Bearer tok-9' } },
    ]);

    answer.resolve(fileResponse('PK', 'tika-export-2026-11-22.zip', 'application/zip'));
    await waitFor(() =>
      expect(stubs.clicks).toEqual([
        { href: 'blob:tika/1', download: 'tika-export-2026-11-22.zip' },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download all my data (.zip)' })).toBeEnabled(),
    );
  });

  it("shows the server's message, e.g. when asked too often", async () => {
    fakeApi({
      [EXPORT]: {
        status: 429,
        body: { message: 'Rate limit exceeded, retry in 1 hour', code: 'rate_limited' },
      },
    });
    render(<ExportDataCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Download all my data (.zip)' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Rate limit exceeded, retry in 1 hour'),
    );
    expect(stubs.clicks).toEqual([]);
  });
});
