import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { ConfirmSheet } from '../../../components/ui/ConfirmSheet';
import form from '../../../components/ui/SheetForm.module.css';
import { notify } from '../../../components/ui/toast';
import {
  calendarFeedKey,
  calendarFeedQuery,
  type FeedLinks,
  googleCalendarUrl,
  resetCalendarFeed,
} from '../api/calendar-feed';
import styles from './CalendarFeedCard.module.css';

interface CalendarFeedCardProps {
  childId: string;
  childName: string;
}

const TITLE = 'Add vaccination dates to your calendar';

/** Copies the https link; without a clipboard the parent copies it from the box by hand. */
async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    notify.success('Calendar link copied');
  } catch {
    // No clipboard (an old browser, a page not in focus): the link is in the box above to copy by hand.
    notify.error('Could not copy the link', 'Select the link above and copy it.');
  }
}

/**
 * The selected child's private calendar feed: subscribe once and the due vaccines show up
 * in the phone's calendar, with a reminder the day before, and keep themselves up to date.
 */
export function CalendarFeedCard({ childId, childName }: CalendarFeedCardProps) {
  const { data: links, isError, refetch } = useQuery(calendarFeedQuery(childId));
  const [confirming, setConfirming] = useState<{ id: string } | null>(null);
  const titleId = `calendar-feed-title-${childId}`;

  if (isError) {
    return (
      <section className={styles.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {TITLE}
        </h2>
        <p className={styles.error} role="alert">
          Could not load your calendar link.
        </p>
        <Button variant="link" onClick={() => void refetch()}>
          Try again
        </Button>
      </section>
    );
  }
  if (!links) return <section className={styles.card} aria-busy="true" aria-label={TITLE} />;

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {TITLE}
      </h2>
      <FeedOptions
        links={links}
        childName={childName}
        onReset={() => setConfirming({ id: childId })}
      />
      <ResetLinkSheet item={confirming} childName={childName} onClose={() => setConfirming(null)} />
    </section>
  );
}

/** What the feed offers: the link to paste, a calendar app to open, Google Calendar. */
function FeedOptions({
  links,
  childName,
  onReset,
}: {
  links: FeedLinks;
  childName: string;
  onReset: () => void;
}) {
  return (
    <>
      <p className={styles.help}>
        Subscribe once and {childName}&rsquo;s due vaccines appear in your calendar as all-day
        events, with a reminder at 9 am the day before. It updates by itself a couple of times a
        day; vaccines you mark as given drop off. Anyone with the link can see these dates, so share
        it only with family.
      </p>
      <label className={styles.field}>
        Calendar link
        <input
          type="text"
          readOnly
          value={links.url}
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <div className={styles.actions}>
        <a className={buttonClassName({ variant: 'primary' })} href={links.webcalUrl}>
          Open in calendar
        </a>
        <Button variant="secondary" onClick={() => void copyLink(links.url)}>
          Copy link
        </Button>
      </div>
      <div className={styles.more}>
        <a href={googleCalendarUrl(links)} target="_blank" rel="noreferrer">
          Add to Google Calendar
        </a>
        <Button variant="link" onClick={onReset}>
          Reset link
        </Button>
      </div>
    </>
  );
}

/** Asks before making a new link: the old one stops working for every calendar using it. */
function ResetLinkSheet({
  item,
  childName,
  onClose,
}: {
  item: { id: string } | null;
  childName: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const reset = async (id: string) => {
    const fresh = await resetCalendarFeed(id);
    queryClient.setQueryData(calendarFeedKey(id), fresh);
    notify.success('New calendar link ready');
  };
  return (
    <ConfirmSheet
      item={item}
      title="Reset the calendar link?"
      summary={() => (
        <div className={form.summary}>
          <span className={form.summaryName}>{childName}&rsquo;s vaccination calendar</span>
        </div>
      )}
      message={() =>
        'The current link stops working at once. Calendars already subscribed with it stop updating (they keep the dates they have), so add the new link again on each device you want it on.'
      }
      confirmLabel="Reset link"
      busyLabel="Resetting…"
      danger
      onConfirm={(picked) => reset(picked.id)}
      errorMessage={(err) =>
        err instanceof Error && err.message ? err.message : 'Something went wrong'
      }
      onClose={onClose}
    />
  );
}
