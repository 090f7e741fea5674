import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VACCINE_MESSAGES } from '@tika/contract';
import { notify } from '../../../components/ui/toast';
import { prepareUpload } from '../../../lib/upload';
import { addVaccine, type AddVaccineInput } from '../api/add-vaccine';
import { vaccineDashboardKey } from '../api/dashboard';
import { markVaccineComplete, markVaccineIncomplete } from '../api/set-vaccine-status';

export interface MarkCompleteInput {
  vaccineId: string;
  vaccinatedOn: string;
  comment: string;
  file: File | null;
}

/**
 * The three changes to a child's vaccines. Each toasts its success and waits for the lists
 * to reload, so a sheet closes onto the updated lists. Failures are left to the sheet.
 */
export function useVaccineActions(childId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: vaccineDashboardKey(childId) });

  const markComplete = useMutation({
    mutationFn: async ({ file, ...input }: MarkCompleteInput) =>
      markVaccineComplete({ ...input, prescription: file ? await prepareUpload(file) : null }),
    onSuccess: () => {
      notify.success(VACCINE_MESSAGES.complete);
      return refresh();
    },
  });

  const markIncomplete = useMutation({
    mutationFn: markVaccineIncomplete,
    onSuccess: () => {
      notify.success(VACCINE_MESSAGES.incomplete);
      return refresh();
    },
  });

  const add = useMutation({
    mutationFn: (input: Omit<AddVaccineInput, 'childId'>) => addVaccine({ ...input, childId }),
    onSuccess: () => {
      notify.success(VACCINE_MESSAGES.added);
      return refresh();
    },
  });

  return { markComplete, markIncomplete, add };
}
