import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notify } from '../../../components/ui/toast';
import { type ChildProfile as Child, childrenQuery } from '../api/children';
import { selectChild, useSelectedChild } from './use-selected-child';

/**
 * Editing and deleting a child from a list of children (the profile page, the dashboard's
 * switcher): which sheet is open, and the cache updates when one is done.
 */
export function useChildEditing() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { children, selected } = useSelectedChild();
  const [editing, setEditing] = useState<Child | null>(null);
  const [deleting, setDeleting] = useState<Child | null>(null);
  // Dashboards, ages and counts all hang off the children: refresh everything.
  const refresh = () => queryClient.invalidateQueries();

  return {
    startEdit: setEditing,
    /** Opens the delete sheet, or says the only child cannot go (docs/product/validation.md). */
    requestDelete(child: Child): boolean {
      if (children.length <= 1) {
        notify.error(t`Cannot delete the only child profile`);
        return false;
      }
      setDeleting(child);
      return true;
    },
    editSheet: {
      child: editing,
      onClose: () => setEditing(null),
      onSaved: async (child: Child) => {
        setEditing(null);
        queryClient.setQueryData(childrenQuery.queryKey, (list) =>
          list?.map((c) => (c.id === child.id ? { ...c, ...child } : c)),
        );
        await refresh();
      },
    },
    deleteSheet: {
      child: deleting,
      onClose: () => setDeleting(null),
      onDeleted: async (child: Child) => {
        setDeleting(null);
        const remaining = children.filter((c) => c.id !== child.id);
        if (selected?.id === child.id && remaining[0]) selectChild(remaining[0].id);
        queryClient.setQueryData(childrenQuery.queryKey, remaining);
        await refresh();
      },
    },
  };
}
