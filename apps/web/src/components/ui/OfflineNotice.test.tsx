import { i18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE, OfflineNotice } from './OfflineNotice';

const goOffline = (offline: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
};

describe('OfflineNotice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says nothing while online', () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces that the page shows the last-loaded data when the connection drops, and goes when it returns', () => {
    render(<OfflineNotice />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(i18n._(OFFLINE_MESSAGE));
    goOffline(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows straight away when the app opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent("You're offline");
  });
});
