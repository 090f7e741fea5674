import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ONLY_CHILD_MESSAGE } from '@tika/contract';
import { Sheet } from '../../components/ui/Sheet';
import { notify } from '../../components/ui/toast';
import { type ChildProfile as Child, childrenQuery } from '../../features/children/api/children';
import { ChildSwitcher } from '../../features/children/components/ChildSwitcher';
import { DeleteChildSheet } from '../../features/children/components/DeleteChildSheet';
import { EditChildSheet } from '../../features/children/components/EditChildSheet';
import { selectChild, useSelectedChild } from '../../features/children/hooks/use-selected-child';
import { HEADER_TEXT } from '../../features/vaccines/strings';

interface ChildSwitcherSheetProps {
  open: boolean;
  onClose: () => void;
  /** The parent's today, for the ages. */
  today: string;
}

/**
 * The profile page's child switcher, from the dashboard's header: tap a child to switch and
 * the sheet closes on that child's dashboard; Edit and Delete open their own sheets (one sheet
 * at a time: a sheet inside a sheet would close both).
 */
export function ChildSwitcherSheet({ open, onClose, today }: ChildSwitcherSheetProps) {
  const queryClient = useQueryClient();
  const { children, selected } = useSelectedChild();
  const [editing, setEditing] = useState<Child | null>(null);
  const [deleting, setDeleting] = useState<Child | null>(null);
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
    <>
      <Sheet open={open} onClose={onClose} title={HEADER_TEXT.switcherTitle}>
        <ChildSwitcher
          items={children}
          selectedId={selected?.id ?? null}
          today={today}
          onSelect={(id) => {
            selectChild(id);
            onClose();
          }}
          onEdit={(child) => {
            onClose();
            setEditing(child);
          }}
          onDelete={(child) => {
            // docs/product/validation.md: the only child cannot go; say so without asking the server.
            if (children.length <= 1) return notify.error(ONLY_CHILD_MESSAGE);
            onClose();
            setDeleting(child);
          }}
        />
      </Sheet>
      <EditChildSheet
        child={editing}
        today={today}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
      <DeleteChildSheet child={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} />
    </>
  );
}
