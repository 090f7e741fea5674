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

  it('keeps a referral code for sign-in and goes on to /onboarding', async () => {
    openReferral('/refer/ASHA2026');
    expect(await screen.findByText('Onboarding')).toBeInTheDocument();
    expect(localStorage.getItem('referral_code')).toBe('ASHA2026');
  });

  it.each([
    ['an over-long code', `/refer/${'A'.repeat(65)}`],
    ['a code with symbols', `/refer/${encodeURIComponent('AB<script>')}`],
    ['a too-short code', '/refer/AB1'],
  ])('does not keep %s, nor let it replace a good one', async (_label, path) => {
    localStorage.setItem('referral_code', 'GOOD2345');
    openReferral(path);
    expect(await screen.findByText('Onboarding')).toBeInTheDocument();
    expect(localStorage.getItem('referral_code')).toBe('GOOD2345');
  });
});
