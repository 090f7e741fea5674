import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQuery } from '../api/session';
import { queryClient } from '../../../lib/query-client';
import { renderAuthRoute } from '../test/render-auth-route';
import { ContactPage } from './ContactPage';

vi.mock('../../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

function signedInWith(childrenCount: number) {
  queryClient.setQueryData(meQuery.queryKey, {
    user: {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      contactNumber: null,
      contactVerified: false,
      referralCode: 'ASHA2026',
      signupReferralCode: null,
      timeZone: 'Asia/Kolkata',
      homeState: null,
      language: 'en',
    },
    childrenCount,
    contactVerified: false,
  });
}

afterEach(() => queryClient.clear());

describe('/onboarding/contact Previous', () => {
  it('goes back to the sign-in step for a parent who has a child, not to adding another', async () => {
    signedInWith(1);
    const router = renderAuthRoute('/onboarding/contact', ContactPage, '/onboarding/contact');
    expect(
      await screen.findByRole('heading', { name: 'Your WhatsApp number' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/onboarding$/);
    // Marked as a deliberate way back, so /onboarding does not bounce the parent forward again.
    expect(router.state.location.state).toEqual({ backToSignIn: true });
  });

  it('goes to the child step for a parent without children', async () => {
    signedInWith(0);
    renderAuthRoute('/onboarding/contact', ContactPage, '/onboarding/contact');
    await userEvent.click(await screen.findByRole('button', { name: 'Previous' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/onboarding\/profile$/);
  });
});
