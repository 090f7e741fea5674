import { GENERIC_ERROR_MESSAGE } from '@tika/contract';
import { notify } from '../components/ui/toast';

/**
 * Adapts an async event handler to the `() => void` that React props expect. Each handler
 * deals with the failures it expects; one that still escapes is a bug, so it is logged and
 * the parent is told, rather than lost as an unhandled rejection with a screen that just stops.
 */
export function handleAsync<Args extends unknown[]>(
  handler: (...args: Args) => Promise<unknown>,
): (...args: Args) => void {
  return (...args) => {
    handler(...args).catch((err: unknown) => {
      console.error('An event handler failed', err);
      notify.error(GENERIC_ERROR_MESSAGE, 'Please try again');
    });
  };
}
