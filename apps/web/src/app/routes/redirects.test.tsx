import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ReferralRedirect } from './redirects';

function openReferral(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/refer/:code', Component: ReferralRedirect },
      { path: '/onboarding', Component: () => <p>Onboarding</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('/refer/{code}', () => {
  afterEach(() => localStorage.clear());

  it.each([['ASHA2026'], ['ABC'], ['x'], ['camp_2026-Pune'], ['R'.repeat(32)]])(
    'keeps the referral code %s for sign-in, as given, and goes on to /onboarding',
    async (code) => {
      openReferral(`/refer/${code}`);
      expect(await screen.findByText('Onboarding')).toBeInTheDocument();
      expect(localStorage.getItem('referral_code')).toBe(code);
    },
  );

  it.each([
    ['an over-long code', `/refer/${'A'.repeat(33)}`],
    ['a code with symbols', `/refer/${encodeURIComponent('AB<script>')}`],
    ['a code with a space', `/refer/${encodeURIComponent('AB 12')}`],
    ['a code in another script', `/refer/${encodeURIComponent('टीका')}`],
  ])('does not keep %s, nor let it replace a good one', async (_label, path) => {
    localStorage.setItem('referral_code', 'GOOD2345');
    openReferral(path);
    expect(await screen.findByText('Onboarding')).toBeInTheDocument();
    expect(localStorage.getItem('referral_code')).toBe('GOOD2345');
  });
});
