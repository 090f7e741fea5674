import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import { clearSession, setAccessToken } from '../../../lib/session-store';
import { fakeApi } from '../../../test/fake-api';
import { deferred, fileResponse, stubDownloads } from '../test-utils';
import { TakeAlongCard } from './TakeAlongCard';

vi.mock('../../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const CARD = 'GET /api/vaccinetracker/card/';
const FHIR = 'GET /api/vaccinetracker/fhir/';

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
    const api = fakeApi({ [CARD]: () => answer.promise });
    render(<TakeAlongCard childId="c1" childName="Ira" />);

    await userEvent.click(screen.getByRole('button', { name: 'Vaccination card (PDF)' }));
    expect(api.calls).toMatchObject([
      {
        url: '/api/vaccinetracker/card/?child_id=c1',
        headers: { authorization: 'Bearer tok-123' },
      },
    ]);
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
    const api = fakeApi({
      [FHIR]: fileResponse(
        '{"resourceType":"Bundle"}',
        'tika-health-record-ira.json',
        'application/fhir+json',
      ),
    });
    render(<TakeAlongCard childId="c1" childName="Ira" />);
    await userEvent.click(screen.getByRole('button', { name: 'Health record (FHIR)' }));
    await waitFor(() =>
      expect(stubs.clicks).toEqual([
        { href: 'blob:tika/1', download: 'tika-health-record-ira.json' },
      ]),
    );
    expect(api.calls).toMatchObject([
      {
        url: '/api/vaccinetracker/fhir/?child_id=c1',
        headers: { authorization: 'Bearer tok-123' },
      },
    ]);
  });

  it("shows the server's message when the download fails, and saves nothing", async () => {
    fakeApi({ [CARD]: { status: 404, body: { message: 'Child not found', code: 'not_found' } } });
    render(<TakeAlongCard childId="c1" childName="Ira" />);
    await userEvent.click(screen.getByRole('button', { name: 'Vaccination card (PDF)' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Child not found'));
    expect(stubs.clicks).toEqual([]);
    expect(screen.getByRole('button', { name: 'Vaccination card (PDF)' })).toBeEnabled();
  });

  it('says so when Tika cannot be reached', async () => {
    fakeApi({ [FHIR]: new TypeError('Failed to fetch') });
    render(<TakeAlongCard childId="c1" childName="आरव" />);
    await userEvent.click(screen.getByRole('button', { name: 'Health record (FHIR)' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Could not reach Tika. Please check your connection and try again.',
      ),
    );
  });

  it("falls back to the contract's file name when the server gives none", async () => {
    fakeApi({ [CARD]: new Response('%PDF-1.7', { status: 200 }) });
    render(<TakeAlongCard childId="c1" childName="Zoë Khan" />);
    await userEvent.click(screen.getByRole('button', { name: 'Vaccination card (PDF)' }));
    await waitFor(() => expect(stubs.clicks[0]?.download).toBe('tika-vaccination-card-zoe.pdf'));
  });
});
