import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { INDIAN_STATE_CODES } from '@tika/contract';
import { notify } from '../../../components/ui/toast';
import { meQuery } from '../../auth/api/session';
import { vaccineDashboardRootKey } from '../../vaccines/api/dashboard';
import { saveHomeState } from '../api/home-state';
import form from '../../../components/ui/SheetForm.module.css';
import cardStyles from './ParentDetails.module.css';
import { STATE_NAMES } from './state-names';
import styles from './HomeStateCard.module.css';

/** The states and union territories by name, in the order of the parent's language. */
function useStateOptions() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(() => {
    const collator = new Intl.Collator(locale === 'hi' ? 'hi' : 'en-IN');
    return INDIAN_STATE_CODES.map((code) => ({ code, name: i18n._(STATE_NAMES[code]) })).sort(
      (a, b) => collator.compare(a.name, b.name),
    );
  }, [i18n, locale]);
}

/** /userprofile: the family's state, which picks the influenza window (docs/product/vaccines.md). */
export function HomeStateCard({ homeState }: { homeState: string | null }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const id = useId();
  const [titleId, selectId, helpId] = [`${id}-title`, `${id}-state`, `${id}-help`];
  const options = useStateOptions();
  const save = useMutation({
    mutationFn: saveHomeState,
    onSuccess: () => {
      notify.success(t`Saved: the flu doses follow your state’s season`);
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: vaccineDashboardRootKey });
    },
    onError: () => notify.error(t`Could not save your state`),
  });
  return (
    <section className={cardStyles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={cardStyles.title}>
        <Trans>Where you live</Trans>
      </h2>
      <div className={styles.field}>
        <label htmlFor={selectId} className={styles.label}>
          <Trans>State or union territory</Trans>
        </label>
        <select
          id={selectId}
          className={form.select}
          value={homeState ?? ''}
          disabled={save.isPending}
          aria-describedby={helpId}
          onChange={(event) => save.mutate(event.target.value || null)}
        >
          <option value="">{t`Not chosen`}</option>
          {options.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <p id={helpId} className={styles.help}>
        <Trans>
          The yearly flu vaccine is due before the flu season where you live: from 1 April in most
          of India, from 1 August in Tamil Nadu, Puducherry and south coastal Andhra Pradesh.
        </Trans>
      </p>
    </section>
  );
}
