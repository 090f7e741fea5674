import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { ConfirmSheet } from '../../../components/ui/ConfirmSheet';
import { copyText } from '../../../components/ui/copy-text';
import { CopyField } from '../../../components/ui/CopyField';
import form from '../../../components/ui/SheetForm.module.css';
import { notify } from '../../../components/ui/toast';
import { useOwnsChild } from '../../../lib/child-role';
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

const TITLE = msg`Add vaccination dates to your calendar`;

/** Copies the https link; without a clipboard the parent copies it from the box by hand. */
const copyLink = (url: string, i18n: I18n) =>
  copyText(url, {
    copied: i18n._(msg`Calendar link copied`),
    failed: i18n._(msg`Could not copy the link`),
    byHand: i18n._(msg`Select the link above and copy it.`),
  });

/**
 * The selected child's private calendar feed: subscribe once and the due vaccines show up
 * in the phone's calendar, with a reminder the day before, and keep themselves up to date.
 */
export function CalendarFeedCard({ childId, childName }: CalendarFeedCardProps) {
  const { t } = useLingui();
  const { data: links, isError, refetch } = useQuery(calendarFeedQuery(childId));
  const [confirming, setConfirming] = useState<{ id: string } | null>(null);
  const titleId = `calendar-feed-title-${childId}`;

  if (isError) {
    return (
      <section className={styles.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t(TITLE)}
        </h2>
        <p className={styles.error} role="alert">
          <Trans>Could not load your calendar link.</Trans>
        </p>
        <Button variant="link" onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </section>
    );
  }
  if (!links) return <section className={styles.card} aria-busy="true" aria-label={t(TITLE)} />;

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t(TITLE)}
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
  const { i18n } = useLingui();
  // The link is the whole family's: only the parent who added the child may replace it.
  const ownsChild = useOwnsChild();
  return (
    <>
      <p className={styles.help}>
        <Trans>
          Subscribe once and {childName}’s due vaccines appear in your calendar as all-day events,
          with a reminder at 9 am the day before. It updates by itself a couple of times a day;
          vaccines you mark as given drop off. Anyone with the link can see these dates, so share it
          only with family.
        </Trans>
      </p>
      <CopyField label={<Trans>Calendar link</Trans>} value={links.url} className={styles.field} />
      <div className={styles.actions}>
        <a className={buttonClassName({ variant: 'primary' })} href={links.webcalUrl}>
          <Trans>Open in calendar</Trans>
        </a>
        <Button variant="secondary" onClick={() => void copyLink(links.url, i18n)}>
          <Trans>Copy link</Trans>
        </Button>
      </div>
      <div className={styles.more}>
        <a href={googleCalendarUrl(links)} target="_blank" rel="noreferrer">
          <Trans>Add to Google Calendar</Trans>
        </a>
        {ownsChild && (
          <Button variant="link" onClick={onReset}>
            <Trans>Reset link</Trans>
          </Button>
        )}
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
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const reset = async (id: string) => {
    const fresh = await resetCalendarFeed(id);
    queryClient.setQueryData(calendarFeedKey(id), fresh);
    notify.success(t`New calendar link ready`);
  };
  return (
    <ConfirmSheet
      item={item}
      title={t`Reset the calendar link?`}
      summary={() => (
        <div className={form.summary}>
          <span className={form.summaryName}>
            <Trans>{childName}’s vaccination calendar</Trans>
          </span>
        </div>
      )}
      message={() =>
        t`The current link stops working at once. Calendars already subscribed with it stop updating (they keep the dates they have), so add the new link again on each device you want it on.`
      }
      confirmLabel={t`Reset link`}
      busyLabel={t`Resetting…`}
      danger
      onConfirm={(picked) => reset(picked.id)}
      errorMessage={(err) =>
        err instanceof Error && err.message ? err.message : t`Something went wrong`
      }
      onClose={onClose}
    />
  );
}
