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
          Children
        </h2>
        {children.length > 1 && <span className={styles.hint}>Tap a child to switch</span>}
      </div>
      {isLoading ? (
        <p className={styles.loading}>Loading your children…</p>
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
