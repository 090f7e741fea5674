import { i18n } from '@lingui/core';
import { notify } from '../../../components/ui/toast';
import { FAILURE_TEXT } from '../strings';

/** A failure nobody explained, in a toast: "Something went wrong", and "Please try again". */
export const toastUnexplainedFailure = () =>
  notify.error(i18n._(FAILURE_TEXT.generic), i18n._(FAILURE_TEXT.tryAgain));

/** Inside a sheet: the toast, and the sheet's own sentence (the toast sits under its backdrop). */
export function unexplainedInSheet(): string {
  toastUnexplainedFailure();
  return i18n._(FAILURE_TEXT.inSheet);
}
