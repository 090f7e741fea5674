import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ONLY_CHILD_MESSAGE } from '@tika/contract';
import { notify } from '../../../components/ui/toast';
import { browserToday } from '../../../lib/today';
import { type ChildProfile as Child, childrenQuery } from '../api/children';
import { selectChild, useSelectedChild } from '../hooks/use-selected-child';
import { ChildSwitcher } from './ChildSwitcher';
import { DeleteChildSheet } from './DeleteChildSheet';
import { EditChildSheet } from './EditChildSheet';
import styles from './ChildrenSection.module.css';

/** /userprofile's children: switch the selected child, edit or delete one, add another. */
export function ChildrenSection() {
  const queryClient = useQueryClient();
  const { children, selected, isLoading } = useSelectedChild();
  const [editing, setEditing] = useState<Child | null>(null);
  const [deleting, setDeleting] = useState<Child | null>(null);
  const today = browserToday();

  const requestDelete = (child: Child) => {
    // docs/product/validation.md: the only child cannot go; say so without asking the server.
    if (children.length <= 1) {
      notify.error(ONLY_CHILD_MESSAGE);
      return;
    }
    setDeleting(child);
  };

  // Dashboards, ages and counts all hang off the children: refresh everything.
  const refresh = () => queryClient.invalidateQueries();

  const saved = async (child: Child) => {
    setEditing(null);
    queryClient.setQueryData(childrenQuery.queryKey, (list) =>
      list?.map((c) => (c.id === child.id ? { ...c, ...child } : c)),
    );
    await refresh();
  };

  const deleted = async (child: Child) => {
    setDeleting(null);
    const remaining = children.filter((c) => c.id !== child.id);
    if (selected?.id === child.id && remaining[0]) selectChild(remaining[0].id);
    queryClient.setQueryData(childrenQuery.queryKey, remaining);
    await refresh();
  };

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
          onEdit={setEditing}
          onDelete={requestDelete}
        />
      )}
      <EditChildSheet
        child={editing}
        today={today}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
      <DeleteChildSheet child={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} />
    </section>
  );
}
