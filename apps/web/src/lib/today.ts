import { DEFAULT_TIME_ZONE, todayIn } from '@tika/contract';

/** The parent's time zone as the browser knows it; India's when the browser cannot say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** Today's calendar date where the parent is (docs/product/constants.md: never UTC's today). */
export const browserToday = (now?: Date) => todayIn(browserTimeZone(), now);
