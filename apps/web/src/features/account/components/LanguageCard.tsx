import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '@tika/contract';
import { LanguageChoice } from '../../../components/ui/LanguageChoice';
import { notify } from '../../../components/ui/toast';
import { chooseLanguage } from '../../../lib/i18n/i18n';
import { meQuery } from '../../auth/api/session';
import { saveLanguage } from '../api/language';
import cardStyles from './ParentDetails.module.css';
import styles from './HomeStateCard.module.css';

/**
 * /userprofile: the parent's language, one setting for the app, WhatsApp messages (reminders
 * too, on or off), the PDF card and the calendar feed. Applied at once; the server keeps it,
 * so every device the parent signs in on follows it.
 */
export function LanguageCard({ saved }: { saved: Language }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const id = useId();
  const [titleId, helpId] = [`${id}-title`, `${id}-help`];
  const save = useMutation({
    mutationFn: saveLanguage,
    onMutate: (language) => chooseLanguage(language),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(meQuery.queryKey, (me) => me && { ...me, user });
      // Said in the language just chosen: `t` reads the language active now.
      notify.success(t`Language saved`);
    },
    onError: async () => {
      // The parent's setting is still the one saved before: the screen goes back to it.
      await chooseLanguage(saved);
      notify.error(t`Could not save the language`);
    },
  });
  return (
    <section className={cardStyles.card} aria-labelledby={titleId} aria-describedby={helpId}>
      <h2 id={titleId} className={cardStyles.title}>
        <Trans>Language</Trans>
      </h2>
      <LanguageChoice
        legend={<span className="visually-hidden">{t`Language`}</span>}
        value={i18n.locale}
        disabled={save.isPending}
        onChange={(language) => save.mutateAsync(language)}
      />
      <p id={helpId} className={styles.help}>
        <Trans>Tika and your WhatsApp messages, reminders included, are in this language.</Trans>
      </p>
    </section>
  );
}
