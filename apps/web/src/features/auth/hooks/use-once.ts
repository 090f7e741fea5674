import { useEffect, useRef } from 'react';

/**
 * Runs a one-time action (use a sign-in link, exchange a code) once per mount, even under
 * StrictMode's double effects: these actions consume single-use secrets.
 */
export function useOnce(action: () => void) {
  const done = useRef(false);
  // The action as it was at mount: later renders must not run a different one.
  const first = useRef(action);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    first.current();
  }, []);
}
