import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { notify } from '../../../components/ui/toast';
import { reminderSettingsQuery, saveReminderSettings } from '../api/reminders';
import styles from './ReminderSettingsCard.module.css';

/**
 * /userprofile: WhatsApp reminders on or off. They come in the parent's language, which the
 * profile's Language card sets for the whole app.
 */
export function ReminderSettingsCard() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: settings, isError } = useQuery(reminderSettingsQuery);
  const save = useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(reminderSettingsQuery.queryKey, saved);
      notify.success(saved.enabled ? t`Reminders are on` : t`Reminders are off`);
    },
    onError: (error) =>
      notify.error(error instanceof Error ? error.message : t`Something went wrong`),
  });

  if (isError) return null;
  if (!settings)
    return <section className={styles.card} aria-busy="true" aria-label={t`WhatsApp reminders`} />;

  const number = settings.contactNumber;
  return (
    <section className={styles.card} aria-labelledby="reminders-title">
      <div className={styles.header}>
        <h2 id="reminders-title" className={styles.title}>
          <Trans>WhatsApp reminders</Trans>
        </h2>
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={settings.enabled}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ enabled: event.target.checked })}
            aria-describedby="reminders-help"
          />
          <span className={styles.track} aria-hidden="true" />
          <span className={styles.visuallyHidden}>
            <Trans>Send me vaccine reminders on WhatsApp</Trans>
          </span>
        </label>
      </div>
      <p id="reminders-help" className={styles.help}>
        {settings.contactVerified && number
          ? t`At 9 am on WhatsApp to +91 ${number}: 7 days before a vaccine is due, the day before, on the day, and once 3 days after if it is not marked as given. One message a day for all your children. Reply STOP to switch them off.`
          : t`Reminders go to your verified WhatsApp number.`}
      </p>
      {!settings.contactVerified && (
        <Link to="/userprofile/updatecontact" className={styles.link}>
          <Trans>Verify your WhatsApp number</Trans>
        </Link>
      )}
    </section>
  );
}
