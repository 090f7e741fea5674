import { GENERIC_ERROR_MESSAGE } from '@tika/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../components/ui/toast';
import { handleAsync } from './async-handler';

vi.mock('../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('handleAsync', () => {
  it('passes the event on and stays quiet when the handler succeeds', async () => {
    const handler = vi.fn(async (_value: string) => {});
    handleAsync(handler)('clicked');
    await vi.waitFor(() => expect(handler).toHaveBeenCalledWith('clicked'));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('logs an error the handler let escape and tells the parent', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('bug');
    handleAsync(async () => {
      throw failure;
    })();
    await vi.waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(GENERIC_ERROR_MESSAGE, 'Please try again'),
    );
    expect(log).toHaveBeenCalledWith('An event handler failed', failure);
  });
});
