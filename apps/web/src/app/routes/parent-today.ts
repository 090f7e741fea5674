import { useQuery } from '@tanstack/react-query';
import { todayIn } from '@tika/contract';
import { meQuery } from '../../features/auth/api/session';
import { browserTimeZone } from '../../lib/today';

/**
 * The parent's time zone: the one their account keeps (`time_zone` on /api/user/me/'s user,
 * read when the answer has it), else the browser's.
 */
export function parentTimeZone(user: object | null | undefined): string {
  const zone = user && 'timeZone' in user ? user.timeZone : undefined;
  return typeof zone === 'string' && zone ? zone : browserTimeZone();
}

/** Today's date where the parent is (docs/product/constants.md: never UTC's today). */
export function parentToday(user: object | null | undefined, now?: Date): string {
  return todayIn(parentTimeZone(user), now);
}

/** The signed-in parent's today, for ages and "in 3 months" on the dashboard. */
export function useParentToday(): string {
  const { data: me } = useQuery(meQuery);
  return parentToday(me?.user);
}
