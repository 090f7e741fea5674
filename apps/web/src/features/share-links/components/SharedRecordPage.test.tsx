import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SharedRecord } from '@tika/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setAccessToken } from '../../../lib/session-store';
import { fakeApi, type FakeAnswer, type FakeRoute } from '../../../test/fake-api';
import { renderRoutes, testQueryClient } from '../../../test/render';
import { SharedRecordPage } from './SharedRecordPage';

const TOKEN = 'tok_abc-123';
const RECORD_PATH = `GET /api/shared/${TOKEN}/`;

const dose = (over: Partial<SharedRecord['doses'][number]>): SharedRecord['doses'][number] => ({
  name: 'BCG',
  full_name: 'Bacillus Calmette–Guérin',
  age_range: 'Birth',
  state: 'given',
  days: null,
  due_on: '2025-06-01',
  given_on: '2025-06-02',
  brand: '',
  batch: '',
  ...over,
});

const RECORD: SharedRecord = {
  child: { first_name: 'Ira', dob: '2025-06-01', gender: 'girl', schedule: 'iap-acvip-2023' },
  as_of: '2026-01-15',
  expires_at: '2026-01-18T09:30:00.000Z',
  doses: [
    dose({ brand: 'Tubervac', batch: 'B-77' }),
    dose({
      name: 'OPV 1',
      full_name: 'Oral polio vaccine',
      age_range: '6 weeks',
      state: 'overdue',
      days: 12,
      due_on: '2026-01-03',
      given_on: null,
    }),
    dose({
      name: 'Hep B 1',
      full_name: 'Hepatitis B',
      state: 'not_counted',
      given_on: '2025-05-30',
    }),
    dose({
      name: 'Rota 2',
      full_name: 'Rotavirus',
      age_range: '10 weeks',
      state: 'due',
      days: 0,
      due_on: '2026-01-15',
      given_on: null,
    }),
    dose({
      name: 'MMR 1',
      full_name: 'Measles, mumps, rubella',
      age_range: '9 months',
      state: 'upcoming',
      days: 45,
      due_on: '2026-03-01',
      given_on: null,
    }),
    dose({ name: 'Typhoid', full_name: 'Typhoid conjugate', state: 'not_needed', given_on: null }),
  ],
  latest_growth: {
    id: 'g1',
    added_by: null,
    record_date: '2026-01-10',
    weight: 8.2,
    height: 68.5,
    height_feet_inches: '2 ft 3 in',
    measured: 'lying',
    age_days: 223,
    corrected_age_days: null,
    who_height: 68.5,
    who: {
      weight_for_age: { z: -0.04, percentile: 48.3 },
      length_for_age: { z: 0.3, percentile: 61.8 },
      weight_for_length: null,
      bmi_for_age: null,
    },
    who_flags: {
      weight_for_age: false,
      length_for_age: false,
      weight_for_length: false,
      bmi_for_age: false,
    },
  },
  files: null,
};

function openPage(answer: FakeRoute) {
  const api = fakeApi({ [RECORD_PATH]: answer });
  renderRoutes(
    [{ path: '/shared/:token', element: <SharedRecordPage /> }],
    `/shared/${TOKEN}`,
    testQueryClient(),
  );
  return api;
}

describe('SharedRecordPage', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("shows the child's record, asked without a session even when this browser has one", async () => {
    setAccessToken('parent-session');
    const api = openPage({ body: RECORD });

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Vaccination record Ira');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.url).toBe(`/api/shared/${TOKEN}/`);
    expect(api.calls[0]!.headers).toMatchObject({ 'accept-language': 'en' });
    expect(api.calls[0]!.headers.authorization).toBeUndefined();
    expect(api.fetch.mock.calls[0]![1]).toMatchObject({ credentials: 'omit' });

    expect(screen.getByText('Age').nextSibling).toHaveTextContent('7 months');
    expect(screen.getByText('Date of birth').nextSibling).toHaveTextContent('1 Jun 2025');
    expect(screen.getByText('Sex').nextSibling).toHaveTextContent('Girl');
    expect(
      screen.getByText(/^As of 15 Jan 2026\. This link works until 18 Jan 2026/),
    ).toBeVisible();
    expect(document.title).toBe('Ira’s vaccination record — Tika');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it("groups the doses in the dashboard's words, most urgent first", async () => {
    openPage({ body: RECORD });
    const vaccines = await screen.findByRole('region', { name: 'Vaccinations' });
    const groups = within(vaccines).getAllByRole('region');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual([
      'Overdue & catch-up 1',
      'Due next 1',
      'Upcoming 1',
      'Completed 1',
      'Does not count 1',
      'Not needed 1',
    ]);
    const [overdue, due, upcoming, given, notCounted] = groups;
    expect(overdue).toHaveTextContent('OPV 1');
    expect(overdue).toHaveTextContent('Overdue by 12 Days · Due on 3 Jan 2026');
    expect(due).toHaveTextContent('Due Today');
    expect(upcoming).toHaveTextContent('Due on 1 Mar 2026');
    expect(given).toHaveTextContent('Taken on 2 Jun 2025');
    expect(given).toHaveTextContent('Brand: Tubervac · Batch: B-77');
    expect(notCounted).toHaveTextContent('given too early');
    expect(notCounted).toHaveTextContent('Taken on 30 May 2025');
  });

  it('folds a long group after its first few doses until asked', async () => {
    const upcoming = Array.from({ length: 12 }, (_, i) =>
      dose({
        name: `Dose ${i + 1}`,
        state: 'upcoming',
        days: 30 + i,
        due_on: '2026-03-01',
        given_on: null,
      }),
    );
    openPage({ body: { ...RECORD, doses: upcoming } });
    const group = await screen.findByRole('region', { name: 'Upcoming 12' });
    const visible = () =>
      within(group)
        .getAllByRole('listitem')
        .filter((item) => !item.className.includes('folded'));
    expect(visible()).toHaveLength(5);
    const more = within(group).getByRole('button', { name: 'Show all 12' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(visible()).toHaveLength(12);
    expect(within(group).getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows the latest growth with its WHO percentiles, and no files unless the parent included them', async () => {
    openPage({ body: RECORD });
    const growth = await screen.findByRole('region', { name: 'Growth' });
    expect(growth).toHaveTextContent('Weight: 48th percentile for age');
    expect(growth).toHaveTextContent('Height: 62nd percentile for age');
    expect(screen.queryByRole('region', { name: 'Prescriptions and reports' })).toBeNull();
  });

  it('lists the included files with their dates', async () => {
    openPage({
      body: {
        ...RECORD,
        latest_growth: null,
        files: [
          {
            label: 'BCG prescription',
            url: '/api/shared/tok/files/f1?sig=x',
            file_type: 'application/pdf',
            date: '2025-06-02',
          },
        ],
      },
    });
    const files = await screen.findByRole('region', { name: 'Prescriptions and reports' });
    expect(within(files).getByRole('link', { name: 'BCG prescription' })).toHaveAttribute(
      'href',
      '/api/shared/tok/files/f1?sig=x',
    );
    expect(files).toHaveTextContent('2 Jun 2025');
    expect(screen.getByRole('region', { name: 'Growth' })).toHaveTextContent(
      'No height or weight recorded yet.',
    );
  });

  it('says plainly that an expired or revoked link no longer opens the record', async () => {
    openPage({
      status: 404,
      body: { code: 'not_found', message: 'This link has expired or was revoked' },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'This link has expired or was revoked',
    );
    expect(screen.getByText(/Ask the parent for a new one/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says an address that tried too many links is held back, and to check the connection when offline, with Try again', async () => {
    let answer: FakeAnswer = { status: 429, body: { code: 'rate_limited', message: 'Slow down' } };
    const api = openPage(() => answer);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts from your network',
    );
    expect(api.calls).toHaveLength(1);

    answer = new TypeError('Failed to fetch');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Please check your connection and try again.')).toBeVisible();

    answer = { body: RECORD };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Ira');
  });
});
