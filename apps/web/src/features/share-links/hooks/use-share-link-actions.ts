import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toast';
import {
  createShareLink,
  type CreateShareLinkInput,
  revokeShareLink,
  shareLinksKey,
} from '../api/share-links';

/**
 * Making and revoking a child's links. Each toasts the server's message (said in the app's
 * language) and reloads the list of live links. Failures are the sheet's to show.
 */
export function useShareLinkActions(childId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: shareLinksKey(childId) });

  const create = useMutation({
    mutationFn: (input: Omit<CreateShareLinkInput, 'childId'>) =>
      createShareLink({ ...input, childId }),
    onSuccess: (created) => {
      notify.success(created.message);
      void refresh();
    },
  });

  const revoke = useMutation({
    mutationFn: (id: string) => revokeShareLink(id),
    onSuccess: (answer) => {
      notify.success(answer.message);
      return refresh();
    },
  });

  return { create, revoke };
}
