import { useEffect, useEffectEvent } from 'react';

interface ViewerKeys {
  onNext: () => void;
  onPrevious: () => void;
  onClose: () => void;
}

/** Space and Enter belong to a focused control (the language buttons, a link), not the page. */
const ACTIVATES_ON_SPACE = 'button, a, input, select, textarea, summary, [role="button"]';

/**
 * The viewer's keys, anywhere on the page: → and Space for the next page, ← (and Shift+Space)
 * for the one before, Escape to leave. Keys with Alt, Ctrl or Meta stay the browser's (Alt+← is
 * "back").
 */
export function useViewerKeys({ onNext, onPrevious, onClose }: ViewerKeys) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target instanceof Element ? event.target : null;
    let act: (() => void) | null = null;
    if (event.key === 'ArrowRight') act = onNext;
    else if (event.key === 'ArrowLeft') act = onPrevious;
    else if (event.key === 'Escape') act = onClose;
    else if (event.key === ' ' && !target?.closest(ACTIVATES_ON_SPACE))
      act = event.shiftKey ? onPrevious : onNext;
    if (!act) return;
    event.preventDefault();
    act();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
