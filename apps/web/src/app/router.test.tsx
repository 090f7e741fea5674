import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { clearSession, setAccessToken } from '../lib/session-store';
import { routes } from './router';
import { fakeApi, neverAnswer } from '../test/fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  clearSession();
});

describe('the first screen', () => {
  it('shows the Tika loading screen, not a blank page, while the session is checked', async () => {
    setAccessToken('token-1');
    // The session check never answers: the app must still show something.
    fakeApi({ '*': neverAnswer });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/dashboard'] })} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading Tika…');
    expect(screen.getByText('tika')).toBeVisible();
  });
});
