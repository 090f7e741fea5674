import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import { clearSession, setAccessToken } from '../../../lib/session-store';
import { deferred, errorResponse, fileResponse, stubDownloads } from '../test-utils';
import { TakeAlongCard } from './TakeAlongCard';

vi.mock('../../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

describe('TakeAlongCard', () => {
  let stubs: ReturnType<typeof stubDownloads>;
  beforeEach(() => {
    stubs = stubDownloads();
    setAccessToken('tok-123');
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });

  const cardButton = () =>
    screen.getByRole('button', { name: /Vaccination card \(PDF\)|Preparing/ });

  it('downloads the vaccination card with the bearer token, showing that it is busy meanwhile', async () => {
    const answer = deferred<Response>();
    stubs.fetchMock.mockReturnValue(answer.promise);
    render(<TakeAlongCard childId="c1" childName="Ira" />);

    await userEvent.click(screen.getByRole('button', { name: 'Vaccination card (PDF)' }));
    expect(stubs.fetchMock).toHaveBeenCalledWith(
      '/api/vaccinetracker/card/?child_id=c1',
      expect.objectContaining({ headers: { authorization: 'Bearer tok-123' } }),
    );
    expect(cardButton()).toHaveTextContent('Preparing…');
    expect(cardButton()).toBeDisabled();
    expect(cardButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Health record (FHIR)' })).toBeDisabled();

    answer.resolve(fileResponse('%PDF-1.7', 'tika-vaccination-card-ira.pdf', 'application/pdf'));
    await waitFor(() =>
      expect(stubs.clicks).toEqual([
        { href: 'blob:tika/1', download: 'tika-vaccination-card-ira.pdf' },
      ]),
    );
    expect(await stubs.createObjectURL.mock.calls[0]![0].text()).toBe('%PDF-1.7');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Vaccination card (PDF)' })).toBeEnabled(),
    );
    expect(document.querySelector('a[download]')).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('downloads the FHIR health record', async () => {
    stubs.fetchMock.mockResolvedValue(
      fileResponse(
        '{"resourceType":"Bundle"}',
        'tika-health-record-ira.json',
        'application/fhir+json',
      ),
    );
    render(<TakeAlongCard childId="c1" childName="Ira" />);
    await userEvent.click(screen.getByRole('button', { name: 'Health record (FHIR)' }));
    await waitFor(() =>
      expect(stubs.clicks).toEqual([
        { href: 'blob:tika/1', download: 'tika-health-record-ira.json' },
      ]),
    );
    expect(stubs.fetchMock).toHaveBeenCalledWith(
      '/api/vaccinetracker/fhir/?child_id=c1',
      expect.objectContaining({ headers: { authorization: 'Bearer tok-123' } }),
    );
  });

  it("shows the server's message when the download fails, and saves nothing", async () => {
    stubs.fetchMock.mockResolvedValue(errorResponse(404, 'Child not found', 'not_found'));
    render(<TakeAlongCard childId="c1" childName="Ira" />);
    await userEvent.click(screen.getByRole('button', { name: 'Vaccination card (PDF)' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Child not found'));
    expect(stubs.clicks).toEqual([]);
    expect(screen.getByRole('button', { name: 'Vaccination card (PDF)' })).toBeEnabled();
  });

  it('says so when Tika cannot be reached', async () => {
    stubs.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<TakeAlongCard childId="c1" childName="आरव" />);
    await userEvent.click(screen.getByRole('button', { name: 'Health record (FHIR)' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Could not reach Tika. Please check your connection and try again.',
      ),
    );
  });

  it("falls back to the contract's file name when the server gives none", async () => {
    stubs.fetchMock.mockResolvedValue(new Response('%PDF-1.7', { status: 200 }));
    render(<TakeAlongCard childId="c1" childName="Zoë Khan" />);
    await userEvent.click(screen.getByRole('button', { name: 'Vaccination card (PDF)' }));
    await waitFor(() => expect(stubs.clicks[0]?.download).toBe('tika-vaccination-card-zoe.pdf'));
  });
});
