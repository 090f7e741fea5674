import { storiesQuery } from '../../features/stories/api/stories';
import { queryClient } from '../../lib/query-client';
import { getAccessToken } from '../../lib/session-store';

/**
 * /story's loader: asks for the parent's stories while the screen's code and messages are on
 * their way, instead of once the screen is drawn; the featured cover, the page's largest
 * element, can only be fetched after them. Signed out, nothing (the guard sends the parent to
 * sign in). Never waits: the page's own query picks up this request and reports any failure
 * itself.
 */
export function prefetchStories(): null {
  if (!getAccessToken()) return null;
  void queryClient.prefetchQuery(storiesQuery());
  return null;
}
