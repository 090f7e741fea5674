import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { notify } from '../../../components/ui/toast';
import {
  addGrowthRecord,
  type AddGrowthInput,
  deleteGrowthRecord,
  growthRecordsKey,
} from '../api/growth';
import { TEXT } from '../components/growth-text';

/**
 * Adding and deleting a child's growth records. Each toasts its success and waits for the
 * records to reload, so a sheet closes onto the updated tab. Failures are left to the sheet
 * (docs/product/errors.md: growth failures are only logged, apart from a refused request's reason).
 */
export function useGrowthActions(childId: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: growthRecordsKey(childId) });

  const add = useMutation({
    mutationFn: (input: Omit<AddGrowthInput, 'childId'>) => addGrowthRecord({ ...input, childId }),
    onSuccess: () => {
      notify.success(t(TEXT.added));
      return refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (recordId: string) => deleteGrowthRecord(childId, recordId),
    onSuccess: () => {
      notify.success(t(TEXT.deleted));
      return refresh();
    },
  });

  return { add, remove };
}
