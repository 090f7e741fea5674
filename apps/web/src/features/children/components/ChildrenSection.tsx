import { Trans } from '@lingui/react/macro';
import { browserToday } from '../../../lib/today';
import { useChildEditing } from '../hooks/use-child-editing';
import { selectChild, useSelectedChild } from '../hooks/use-selected-child';
import { ChildSwitcher } from './ChildSwitcher';
import { DeleteChildSheet } from './DeleteChildSheet';
import { EditChildSheet } from './EditChildSheet';
import styles from './ChildrenSection.module.css';

/** /userprofile's children: switch the selected child, edit or delete one, add another. */
export function ChildrenSection() {
  const { children, selected, isLoading } = useSelectedChild();
  const edit = useChildEditing();
  const today = browserToday();

  return (
    <section className={styles.section} aria-labelledby="children-heading">
      <div className={styles.header}>
        <h2 id="children-heading" className={styles.title}>
          <Trans>Children</Trans>
        </h2>
        {children.length > 1 && (
          <span className={styles.hint}>
            <Trans>Tap a child to switch</Trans>
          </span>
        )}
      </div>
      {isLoading ? (
        <p className={styles.loading}>
          <Trans>Loading your children…</Trans>
        </p>
      ) : (
        <ChildSwitcher
          items={children}
          selectedId={selected?.id ?? null}
          today={today}
          onSelect={selectChild}
          onEdit={edit.startEdit}
          onDelete={edit.requestDelete}
        />
      )}
      <EditChildSheet {...edit.editSheet} today={today} />
      <DeleteChildSheet {...edit.deleteSheet} />
    </section>
  );
}
