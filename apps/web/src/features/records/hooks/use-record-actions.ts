import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { notify } from '../../../components/ui/toast';
import { prepareUpload } from '../../../lib/upload';
import { addMedicalRecord, deleteMedicalRecord, medicalRecordsKey } from '../api/records';

export interface AddRecordRequest {
  purpose: string;
  note: string;
  file: File;
  /** 0–100 as the file goes out. */
  onProgress?: (percent: number) => void;
}

/**
 * Adding and deleting a child's medical records. Each toasts its success and waits for the
 * list to reload, so a sheet closes onto the updated list. Every failure toasts 'Something
 * went wrong' (docs/product/errors.md); the sheet adds the server's reason when it gave one.
 */
export function useRecordActions(childId: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: medicalRecordsKey(childId) });
  const failed = () => {
    notify.error(t`Something went wrong`);
  };

  const add = useMutation({
    mutationFn: async ({ purpose, note, file, onProgress }: AddRecordRequest) =>
      addMedicalRecord({ childId, purpose, note, file: await prepareUpload(file) }, onProgress),
    onSuccess: () => {
      notify.success(t`Medical record added`);
      return refresh();
    },
    onError: failed,
  });

  const remove = useMutation({
    mutationFn: (recordId: string) => deleteMedicalRecord(childId, recordId),
    onSuccess: () => {
      notify.success(t`Medical record deleted`);
      return refresh();
    },
    onError: failed,
  });

  return { add, remove };
}
