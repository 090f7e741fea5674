import ical, { ICalAlarmType } from 'ical-generator';
import { addOffset, CALENDAR_ALARM_HOURS_BEFORE, CALENDAR_REFRESH_HOURS } from '@tika/contract';
import type { FeedEntry } from './calendar-repository';

interface FeedInput {
  childName: string;
  /** Pending entries only: a vaccine marked given leaves the feed (docs/decisions/0009). */
  entries: FeedEntry[];
  /** PUBLIC_URL, for the "mark it as given" link. */
  appUrl: string;
}

/**
 * RFC 5545 text for one child's pending vaccines, written by ical-generator (escaping, CRLF,
 * folding at 75 octets without splitting a UTF-8 character). Each event is all-day on its
 * due date: a calendar date with no time zone, so it stays on that day wherever the phone
 * is (docs/product/constants.md). Nothing in it depends on the moment of the request, so an unchanged
 * schedule gives the same bytes on every fetch.
 */
export function renderFeed({ childName, entries, appUrl }: FeedInput): string {
  const calendar = ical({
    name: `Tika – ${childName} vaccinations`,
    description: `Vaccines still due for ${childName}, from Tika`,
    prodId: { company: 'Tika', product: 'Vaccinations', language: 'EN' },
    // REFRESH-INTERVAL (RFC 7986) and X-PUBLISHED-TTL (Outlook, Apple) both come from this.
    ttl: CALENDAR_REFRESH_HOURS * 60 * 60,
  });
  const dashboard = `${appUrl.replace(/\/+$/, '')}/dashboard`;

  for (const entry of entries) {
    const summary = `${childName}: ${entry.name} due`;
    const event = calendar.createEvent({
      id: `${entry.id}@tika`,
      allDay: true,
      // 'YYYY-MM-DD' strings, not Dates: the library writes them as VALUE=DATE untouched by any zone.
      start: entry.dueDate,
      end: addOffset(entry.dueDate, { days: 1 }),
      summary,
      description: describe(entry, dashboard),
      url: dashboard,
      // The entry's last change, not "now": DTSTAMP of a feed without METHOD is the revision time.
      stamp: entry.updatedAt,
      lastModified: entry.updatedAt,
    });
    // Relative to the start of an all-day event (midnight on the phone): 9:00 the day before.
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: CALENDAR_ALARM_HOURS_BEFORE * 60 * 60,
      description: `Tomorrow: ${summary}`,
    });
  }
  // The library ends the last line without CRLF; RFC 5545 ends every content line with one.
  return `${calendar.toString()}\r\n`;
}

function describe(entry: FeedEntry, dashboard: string): string {
  const lines = [entry.fullName];
  if (entry.description.trim()) lines.push('', entry.description.trim());
  lines.push(
    '',
    `Recommended age: ${entry.ageGroup}`,
    `When it has been given, mark it in Tika and it leaves this calendar: ${dashboard}`,
  );
  return lines.join('\n');
}
