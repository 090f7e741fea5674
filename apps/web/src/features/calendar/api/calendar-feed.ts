import { queryOptions } from '@tanstack/react-query';
import {
  CALENDAR_FEED_PATH,
  CALENDAR_FEED_RESET_PATH,
  type CalendarFeedLinks,
  type Camelized,
} from '@tika/contract';
import { api, apiRequest } from '../../../lib/api-client';

/** `{url, webcalUrl}`: the feed to paste into a calendar app, and the one that opens it. */
export type FeedLinks = Camelized<CalendarFeedLinks>;

export const calendarFeedKey = (childId: string) => ['calendar-feed', childId] as const;

/** GET the child's private calendar feed links. */
export const calendarFeedQuery = (childId: string) =>
  queryOptions({
    queryKey: calendarFeedKey(childId),
    queryFn: ({ signal }) =>
      apiRequest<CalendarFeedLinks>(CALENDAR_FEED_PATH, { query: { child_id: childId }, signal }),
  });

/** POST: a new link for the child; the old one stops working at once. */
export const resetCalendarFeed = (childId: string) =>
  api.post<CalendarFeedLinks>(CALENDAR_FEED_RESET_PATH, { child_id: childId });

/** Google Calendar does not open webcal:// on Android; its own "add by URL" page does. */
export const googleCalendarUrl = (links: FeedLinks) =>
  `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(links.webcalUrl)}`;
