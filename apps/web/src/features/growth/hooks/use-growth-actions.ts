import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GROWTH_MESSAGES } from '@tika/contract';
import { notify } from '../../../components/ui/toast';
import {
  addGrowthRecord,
  type AddGrowthInput,
  deleteGrowthRecord,
  growthRecordsKey,
} from '../api/growth';

/**
 * Adding and deleting a child's growth records. Each toasts its success and waits for the
 * records to reload, so a sheet closes onto the updated tab. Failures are left to the sheet
 * (docs/product/errors.md: growth failures are only logged, apart from a refused request's reason).
 */
export function useGrowthActions(childId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: growthRecordsKey(childId) });

  const add = useMutation({
    mutationFn: (input: Omit<AddGrowthInput, 'childId'>) => addGrowthRecord({ ...input, childId }),
    onSuccess: () => {
      notify.success(GROWTH_MESSAGES.added);
      return refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (recordId: string) => deleteGrowthRecord(childId, recordId),
    onSuccess: () => {
      notify.success(GROWTH_MESSAGES.deleted);
      return refresh();
    },
  });

  return { add, remove };
}
