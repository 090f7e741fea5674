import ical, { ICalAlarmType } from 'ical-generator';
import {
  addOffset,
  CALENDAR_ALARM_HOURS_BEFORE,
  CALENDAR_REFRESH_HOURS,
  type Language,
} from '@tika/contract';
import type { FeedEntry } from './calendar-repository';

interface FeedInput {
  childName: string;
  /** Pending entries only: a vaccine marked given leaves the feed (docs/decisions/0009). */
  entries: FeedEntry[];
  /** PUBLIC_URL, for the "mark it as given" link. */
  appUrl: string;
  /** The parent's language: the calendar's and its events' words (English when not given). */
  language?: Language;
}

/** The feed's own words; vaccine names stay as doctors write them (docs/hindi.md). */
const FEED_TEXT: Record<
  Language,
  {
    name: (child: string) => string;
    description: (child: string) => string;
    summary: (child: string, vaccine: string) => string;
    alarm: (summary: string) => string;
    age: (ageGroup: string) => string;
    markGiven: (dashboard: string) => string;
  }
> = {
  en: {
    name: (child) => `Tika – ${child} vaccinations`,
    description: (child) => `Vaccines still due for ${child}, from Tika`,
    summary: (child, vaccine) => `${child}: ${vaccine} due`,
    alarm: (summary) => `Tomorrow: ${summary}`,
    age: (ageGroup) => `Recommended age: ${ageGroup}`,
    markGiven: (dashboard) =>
      `When it has been given, mark it in Tika and it leaves this calendar: ${dashboard}`,
  },
  hi: {
    name: (child) => `Tika – ${child} के टीके`,
    description: (child) => `${child} के बाक़ी टीके, Tika से`,
    summary: (child, vaccine) => `${child}: ${vaccine} लगना है`,
    alarm: (summary) => `कल: ${summary}`,
    age: (ageGroup) => `सुझाई गई उम्र: ${ageGroup}`,
    markGiven: (dashboard) =>
      `टीका लग जाए तो Tika में दर्ज करें, फिर यह इस कैलेंडर से हट जाएगा: ${dashboard}`,
  },
};

/**
 * RFC 5545 text for one child's pending vaccines, written by ical-generator (escaping, CRLF,
 * folding at 75 octets without splitting a UTF-8 character). Each event is all-day on its
 * due date: a calendar date with no time zone, so it stays on that day wherever the phone
 * is (docs/product/constants.md). Nothing in it depends on the moment of the request, so an unchanged
 * schedule gives the same bytes on every fetch.
 */
export function renderFeed({ childName, entries, appUrl, language = 'en' }: FeedInput): string {
  const words = FEED_TEXT[language];
  const calendar = ical({
    name: words.name(childName),
    description: words.description(childName),
    prodId: { company: 'Tika', product: 'Vaccinations', language: language.toUpperCase() },
    // REFRESH-INTERVAL (RFC 7986) and X-PUBLISHED-TTL (Outlook, Apple) both come from this.
    ttl: CALENDAR_REFRESH_HOURS * 60 * 60,
  });
  const dashboard = `${appUrl.replace(/\/+$/, '')}/dashboard`;

  for (const entry of entries) {
    const summary = words.summary(childName, entry.name);
    const event = calendar.createEvent({
      id: `${entry.id}@tika`,
      allDay: true,
      // 'YYYY-MM-DD' strings, not Dates: the library writes them as VALUE=DATE untouched by any zone.
      start: entry.dueDate,
      end: addOffset(entry.dueDate, { days: 1 }),
      summary,
      description: describe(entry, dashboard, words),
      url: dashboard,
      // The entry's last change, not "now": DTSTAMP of a feed without METHOD is the revision time.
      stamp: entry.updatedAt,
      lastModified: entry.updatedAt,
    });
    // Relative to the start of an all-day event (midnight on the phone): 9:00 the day before.
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: CALENDAR_ALARM_HOURS_BEFORE * 60 * 60,
      description: words.alarm(summary),
    });
  }
  // The library ends the last line without CRLF; RFC 5545 ends every content line with one.
  return `${calendar.toString()}\r\n`;
}

function describe(
  entry: FeedEntry,
  dashboard: string,
  words: (typeof FEED_TEXT)[Language],
): string {
  const lines = [entry.fullName];
  if (entry.description.trim()) lines.push('', entry.description.trim());
  lines.push('', words.age(entry.ageGroup), words.markGiven(dashboard));
  return lines.join('\n');
}
