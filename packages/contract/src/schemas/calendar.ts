import { z } from 'zod';

/** `GET …/calendar/?child_id=` and `POST …/calendar/reset/` both answer the child's links. */
export const calendarFeedLinksSchema = z
  .object({
    /** https:// (or http://) address of the feed, for pasting into a calendar app. */
    url: z.string(),
    /** The same feed as webcal://, which opens the device's calendar app to subscribe. */
    webcal_url: z.string(),
  })
  .meta({ id: 'CalendarFeedLinks' });
export type CalendarFeedLinks = z.infer<typeof calendarFeedLinksSchema>;

export const resetCalendarFeedBodySchema = z.object({
  child_id: z.uuid({ error: 'Please choose a child' }),
});
export type ResetCalendarFeedBody = z.infer<typeof resetCalendarFeedBodySchema>;

/** The feed's path parameter, `<secret>.ics`. Not validated here: every bad one is the same bare 404. */
export const calendarFeedParamsSchema = z.object({ feed: z.string() });
