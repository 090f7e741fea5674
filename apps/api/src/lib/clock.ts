/** Time comes from here so tests and operators can run the product "as of" a given moment. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move. */
export function fixedClock(
  start: Date | string,
): Clock & { set(to: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (to) => {
      current = new Date(to);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** A clock that starts at `start` and runs at real speed from there (worker processes in tests). */
export function runningClockFrom(start: Date | string): Clock {
  const offset = new Date(start).getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}
