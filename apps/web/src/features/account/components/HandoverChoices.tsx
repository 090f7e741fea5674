import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChoiceField } from '../../../components/form/ChoiceField';
import styles from './DeleteAccountPage.module.css';

/** A child the parent added, and the caregiver who could take it over (null: nobody can). */
export interface OwnChild {
  id: string;
  name: string;
  caregiver: { label: string } | null;
}

type Choice = 'give' | 'delete';

/**
 * The parent's choice: every child a caregiver can take is given unless the parent chose to
 * delete it. `handOver` is what the server is sent; `deletedNames` the children that go.
 */
export function useHandoverChoice(ownChildren: OwnChild[] | undefined) {
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const handOver = (ownChildren ?? [])
    .filter((c) => c.caregiver && !deleting.has(c.id))
    .map((c) => c.id);
  const deletedNames = (ownChildren ?? [])
    .filter((c) => !handOver.includes(c.id))
    .map((c) => c.name);
  return { deleting, setDeleting, handOver, deletedNames };
}

interface HandoverChoicesProps {
  /** The children a caregiver can take over. */
  childrenToGive: OwnChild[];
  /** The ids of those the parent chose to delete instead (giving is the default). */
  deleting: ReadonlySet<string>;
  onChange: (deleting: ReadonlySet<string>) => void;
  disabled?: boolean;
}

/**
 * Per child a caregiver can take over: give it to them (the default, so nothing is lost by
 * accident) or delete it. Who takes it over is the server's rule: among the child's caregivers
 * with fewer than three children of their own, the one who joined first.
 */
export function HandoverChoices({
  childrenToGive,
  deleting,
  onChange,
  disabled,
}: HandoverChoicesProps) {
  const { t } = useLingui();
  if (childrenToGive.length === 0) return null;
  const choose = (childId: string, choice: Choice) => {
    const next = new Set(deleting);
    if (choice === 'delete') next.add(childId);
    else next.delete(childId);
    onChange(next);
  };
  return (
    <section className={styles.handover}>
      <p className={styles.lead}>
        <Trans>
          Someone in your family can look after these children in Tika. They keep every record and
          file, and the rest of the family keeps following.
        </Trans>
      </p>
      <fieldset className={styles.handoverList} disabled={disabled}>
        {childrenToGive.map(({ id, name, caregiver }) => {
          const label = caregiver!.label;
          return (
            <ChoiceField<Choice>
              key={id}
              legend={name}
              options={[
                ['give', t`Give ${name} to ${label}`],
                ['delete', t`Delete ${name}’s profile`],
              ]}
              value={deleting.has(id) ? 'delete' : 'give'}
              onChange={(choice) => choose(id, choice)}
            />
          );
        })}
      </fieldset>
    </section>
  );
}
