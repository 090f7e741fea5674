import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotNeededReason } from '@tika/contract';
import { refusalOf } from '../../../components/form/refusal';
import { notify } from '../../../components/ui/toast';
import { prepareUpload } from '../../../lib/upload';
import { addVaccine, type AddVaccineInput } from '../api/add-vaccine';
import { type BulkStatusInput, setBulkStatus } from '../api/bulk-status';
import { vaccineDashboardKey } from '../api/dashboard';
import {
  markVaccineComplete,
  markVaccineIncomplete,
  markVaccineNotGiven,
  markVaccineNotNeeded,
} from '../api/set-vaccine-status';
import { toastUnexplainedFailure } from '../components/failure';
import { TOASTS } from '../strings';

export interface MarkCompleteInput {
  vaccineId: string;
  vaccinatedOn: string;
  comment: string;
  brand: string;
  batch: string;
  place: string;
  /** Sent once the parent confirmed a date on which the dose would not count. */
  confirmEarly: boolean;
  file: File | null;
}

export interface NotNeededInput {
  vaccineId: string;
  reason: NotNeededReason;
  note: string;
}

export interface AddVaccineAnswer extends Omit<AddVaccineInput, 'childId'> {
  /** The date is in the past and the parent says it was given then: mark it given on it. */
  givenOnDate: boolean;
}

/** A change made without a sheet (Not given, Undo) fails in a toast: the server's reason, or the generic one. */
function toastFailure(err: unknown) {
  const refusal = refusalOf(err);
  if (refusal) notify.error(refusal.message);
  else toastUnexplainedFailure();
}

/**
 * The changes to a child's vaccines. Each toasts its success and waits for the lists to
 * reload, so a sheet closes onto the updated lists. Failures of the sheets' changes are left
 * to the sheet; those without a sheet (Not given, Undo) toast them.
 */
export function useVaccineActions(childId: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: vaccineDashboardKey(childId) });
  const toastDone = (message: string) => {
    notify.success(message);
    return refresh();
  };
  const done = (message: MessageDescriptor) => () => toastDone(t(message));

  const markComplete = useMutation({
    mutationFn: async ({ file, ...input }: MarkCompleteInput) =>
      markVaccineComplete({ ...input, prescription: file ? await prepareUpload(file) : null }),
    onSuccess: done(TOASTS.complete),
  });

  // Pending again: undoes given (after the sheet's confirmation) and not needed (at once).
  const markIncomplete = useMutation({
    mutationFn: markVaccineIncomplete,
    onSuccess: done(TOASTS.incomplete),
  });
  const undoNotNeeded = useMutation({
    mutationFn: markVaccineIncomplete,
    onSuccess: done(TOASTS.undone),
    onError: toastFailure,
  });

  const markNotNeeded = useMutation({
    mutationFn: (input: NotNeededInput) => markVaccineNotNeeded(input),
    onSuccess: done(TOASTS.notNeeded),
  });

  const markNotGiven = useMutation({
    mutationFn: markVaccineNotGiven,
    onSuccess: done(TOASTS.notGiven),
    onError: toastFailure,
  });

  const bulk = useMutation({
    mutationFn: (input: Omit<BulkStatusInput, 'childId'>) => setBulkStatus({ ...input, childId }),
    // The server's words: it answers in the parent's language.
    onSuccess: (answer) => toastDone(answer.message),
  });

  const add = useMutation({
    mutationFn: async ({ givenOnDate, ...input }: AddVaccineAnswer) => {
      const added = await addVaccine({ ...input, childId });
      if (!givenOnDate) return { marked: true };
      // Added either way: a failure to mark it is told, never sent again (that would add it twice).
      try {
        await markVaccineComplete({
          vaccineId: added.vaccine.id,
          vaccinatedOn: input.date,
          comment: '',
        });
        return { marked: true };
      } catch (err) {
        return { marked: false, reason: refusalOf(err)?.message };
      }
    },
    onSuccess: ({ marked, reason }: { marked: boolean; reason?: string }) => {
      if (marked) notify.success(t(TOASTS.added));
      else notify.error(t(TOASTS.addedNotMarked), reason);
      return refresh();
    },
  });

  return { markComplete, markIncomplete, undoNotNeeded, markNotNeeded, markNotGiven, bulk, add };
}
