import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify, Toaster } from './toast';

describe('toasts', () => {
  it('keeps a toast asked for before the toaster has loaded, and shows it once it has', async () => {
    notify.error('Could not reach Tika', 'Please check your connection');
    render(<Toaster />);
    // The first toast waits for sonner's module to load: allow for a cold import.
    expect(
      await screen.findByText('Could not reach Tika', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please check your connection')).toBeInTheDocument();

    notify.success('Saved');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
