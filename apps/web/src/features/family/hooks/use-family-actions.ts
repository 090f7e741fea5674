import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toast';
import {
  createInvite,
  familyKey,
  type MemberChoice,
  removeMember,
  updateMember,
  withdrawInvite,
} from '../api/family';

/**
 * What the owner does with a child's family, and a member's leaving. Each toasts the server's
 * message (said in the app's language) and reloads the family; leaving reloads everything,
 * since the child is gone from this parent's list and dashboard. Failures are the sheets' to show.
 */
export function useFamilyActions(childId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: familyKey(childId) });
  const toastAnd =
    (after: () => Promise<unknown>) =>
    (answer: { message: string }): Promise<unknown> => {
      notify.success(answer.message);
      return after();
    };

  const invite = useMutation({
    mutationFn: (choice: MemberChoice) => createInvite(childId, choice),
    onSuccess: (made) => {
      notify.success(made.message);
      void refresh();
    },
  });
  const withdraw = useMutation({
    mutationFn: (id: string) => withdrawInvite(id),
    onSuccess: toastAnd(refresh),
  });
  const change = useMutation({
    mutationFn: ({ userId, ...choice }: MemberChoice & { userId: string }) =>
      updateMember(childId, userId, choice),
    onSuccess: toastAnd(refresh),
  });
  const remove = useMutation({
    mutationFn: (userId: string) => removeMember(childId, userId),
    onSuccess: toastAnd(refresh),
  });
  const leave = useMutation({
    mutationFn: (userId: string) => removeMember(childId, userId),
    // The child leaves this parent's list, dashboard and session count.
    onSuccess: toastAnd(() => queryClient.invalidateQueries()),
  });

  return { invite, withdraw, change, remove, leave };
}
