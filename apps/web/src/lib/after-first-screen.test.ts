import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './after-first-screen';
import { queryClient } from './query-client';

describe('afterFirstScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    queryClient.clear();
  });

  /** The page as it opens: the loading screen up, and the task waiting for what comes after. */
  const startOnLoadingScreen = () => {
    document.body.innerHTML = '<div class="app-splash"></div>';
    const task = vi.fn();
    afterFirstScreen(task);
    return task;
  };

  it('waits while the loading screen is up and while the screen is still asking, then runs once', async () => {
    const task = startOnLoadingScreen();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).not.toHaveBeenCalled();

    // The screen is drawn and asks for its data.
    document.body.innerHTML = '<main>Anaya</main>';
    let answer!: (value: string) => void;
    void queryClient.prefetchQuery({
      queryKey: ['dashboard'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).not.toHaveBeenCalled();

    answer('schedule');
    await vi.advanceTimersByTimeAsync(100);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after five seconds however busy the screen stays', async () => {
    const task = startOnLoadingScreen();
    await vi.advanceTimersByTimeAsync(4900);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
