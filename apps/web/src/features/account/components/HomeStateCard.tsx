import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { INDIAN_STATES } from '@tika/contract';
import { notify } from '../../../components/ui/toast';
import { meQuery } from '../../auth/api/session';
import { vaccineDashboardRootKey } from '../../vaccines/api/dashboard';
import { saveHomeState } from '../api/home-state';
import form from '../../../components/ui/SheetForm.module.css';
import cardStyles from './ParentDetails.module.css';
import styles from './HomeStateCard.module.css';

export const HOME_STATE_WORDS = {
  title: 'Where you live',
  label: 'State or union territory',
  none: 'Not given',
  help: 'The yearly flu vaccine is due before the flu season where you live: from 1 April in most of India, from 1 August in Tamil Nadu, Puducherry and south coastal Andhra Pradesh.',
  saved: 'Saved: the flu doses follow your state’s season',
  failed: 'Could not save your state',
} as const;

/** /userprofile: the family's state, which picks the influenza window (docs/product/vaccines.md). */
export function HomeStateCard({ homeState }: { homeState: string | null }) {
  const queryClient = useQueryClient();
  const id = useId();
  const save = useMutation({
    mutationFn: saveHomeState,
    onSuccess: () => {
      notify.success(HOME_STATE_WORDS.saved);
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: vaccineDashboardRootKey });
    },
    onError: () => notify.error(HOME_STATE_WORDS.failed),
  });
  return (
    <section className={cardStyles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={cardStyles.title}>
        {HOME_STATE_WORDS.title}
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-state`} className={styles.label}>
          {HOME_STATE_WORDS.label}
        </label>
        <select
          id={`${id}-state`}
          className={form.select}
          value={homeState ?? ''}
          disabled={save.isPending}
          aria-describedby={`${id}-help`}
          onChange={(event) => save.mutate(event.target.value || null)}
        >
          <option value="">{HOME_STATE_WORDS.none}</option>
          {INDIAN_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-help`} className={styles.help}>
        {HOME_STATE_WORDS.help}
      </p>
    </section>
  );
}
