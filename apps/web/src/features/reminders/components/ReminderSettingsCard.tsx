import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ReminderLanguage } from '@tika/contract';
import { notify } from '../../../components/ui/toast';
import {
  reminderSettingsQuery,
  type ReminderSettings,
  saveReminderSettings,
} from '../api/reminders';
import styles from './ReminderSettingsCard.module.css';

const LANGUAGES: Array<{ value: ReminderLanguage; label: string; lang: string }> = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'hi', label: 'हिन्दी', lang: 'hi' },
];

/** /userprofile: WhatsApp reminders on or off, and in which language. */
export function ReminderSettingsCard() {
  const queryClient = useQueryClient();
  const { data: settings, isError } = useQuery(reminderSettingsQuery);
  const save = useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(reminderSettingsQuery.queryKey, saved);
      notify.success(saved.enabled ? 'Reminders are on' : 'Reminders are off');
    },
    onError: (error) =>
      notify.error(error instanceof Error ? error.message : 'Something went wrong'),
  });

  if (isError) return null;
  if (!settings)
    return <section className={styles.card} aria-busy="true" aria-label="WhatsApp reminders" />;

  const change = (values: Partial<Pick<ReminderSettings, 'enabled' | 'language'>>) =>
    save.mutate({
      enabled: values.enabled ?? settings.enabled,
      language: values.language ?? settings.language,
    });

  return (
    <section className={styles.card} aria-labelledby="reminders-title">
      <div className={styles.header}>
        <h2 id="reminders-title" className={styles.title}>
          WhatsApp reminders
        </h2>
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={settings.enabled}
            disabled={save.isPending}
            onChange={(event) => change({ enabled: event.target.checked })}
            aria-describedby="reminders-help"
          />
          <span className={styles.track} aria-hidden="true" />
          <span className={styles.visuallyHidden}>Send me vaccine reminders on WhatsApp</span>
        </label>
      </div>
      <p id="reminders-help" className={styles.help}>
        {settings.contactVerified && settings.contactNumber
          ? `At 9 am on WhatsApp to +91 ${settings.contactNumber}: 7 days before a vaccine is due, the day before, on the day, and once 3 days after if it is not marked as given. One message a day for all your children. Reply STOP to switch them off.`
          : 'Reminders go to your verified WhatsApp number.'}
      </p>
      {!settings.contactVerified && (
        <Link to="/userprofile/updatecontact" className={styles.link}>
          Verify your WhatsApp number
        </Link>
      )}
      <fieldset className={styles.languages} disabled={!settings.enabled || save.isPending}>
        <legend>Language</legend>
        {LANGUAGES.map((option) => (
          <label key={option.value} className={styles.language} lang={option.lang}>
            <input
              type="radio"
              name="reminder-language"
              value={option.value}
              checked={settings.language === option.value}
              onChange={() => change({ language: option.value })}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
