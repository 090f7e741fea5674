import { REMINDER_SEND_HOUR } from './reminders';

/**
 * A private iCalendar feed per child (docs/decisions/0009): one all-day event per
 * pending vaccine on its due date, subscribed to from a calendar app by a secret URL.
 */
export const CALENDAR_FEED_PATH = '/api/vaccinetracker/calendar/';
export const CALENDAR_FEED_RESET_PATH = '/api/vaccinetracker/calendar/reset/';

/** Calendar apps are asked to fetch the feed again every 12 hours. */
export const CALENDAR_REFRESH_HOURS = 12;
/**
 * The alarm fires this long before an all-day event starts (midnight, the device's time):
 * 9:00 the day before, the hour WhatsApp reminders go out.
 */
export const CALENDAR_ALARM_HOURS_BEFORE = 24 - REMINDER_SEND_HOUR;
