import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './use-wake-lock';

function fakeWakeLock() {
  const release = vi.fn(() => Promise.resolve());
  const request = vi.fn(() => Promise.resolve({ release } as unknown as WakeLockSentinel));
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, release };
}

describe('useWakeLock', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
  });

  it('keeps the screen on while mounted and lets it go after', async () => {
    const { request, release } = fakeWakeLock();
    const { unmount } = renderHook(() => useWakeLock());
    expect(request).toHaveBeenCalledWith('screen');
    await vi.waitFor(() => expect(request.mock.results[0]?.value).toBeDefined());
    await Promise.resolve();
    unmount();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('asks again when the tab comes back into view (the browser drops the lock when hidden)', () => {
    const { request } = fakeWakeLock();
    renderHook(() => useWakeLock());
    document.dispatchEvent(new Event('visibilitychange'));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('does nothing where the API is missing or refuses', () => {
    expect(() => renderHook(() => useWakeLock())).not.toThrow();
    Object.defineProperty(navigator, 'wakeLock', {
      value: { request: () => Promise.reject(new Error('NotAllowedError')) },
      configurable: true,
    });
    expect(() => renderHook(() => useWakeLock())).not.toThrow();
  });
});
