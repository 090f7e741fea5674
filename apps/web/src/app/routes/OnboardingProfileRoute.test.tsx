import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { renderAuthRoute } from '../../features/auth/test/render-auth-route';
import { OnboardingProfileRoute } from './OnboardingProfileRoute';

vi.mock('../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

afterEach(() => {
  queryClient.clear();
  localStorage.clear();
});

describe('/onboarding/profile', () => {
  it('has Previous on its first step, back to the sign-in step without signing out', async () => {
    localStorage.setItem('access_token', 'session-token');
    const router = renderAuthRoute(
      '/onboarding/profile',
      OnboardingProfileRoute,
      '/onboarding/profile',
    );
    expect(
      await screen.findByRole('heading', { name: 'What is your child’s name?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/onboarding$/);
    expect(router.state.location.state).toEqual({ backToSignIn: true });
    expect(localStorage.getItem('access_token')).toBe('session-token');
  });
});
