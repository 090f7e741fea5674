import { type FormEvent, useEffect, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import { type FormErrors, hasErrors, placeRefusal, refusalOf } from './refusal';
import { handleAsync } from '../../lib/async-handler';
import { notify } from '../ui/toast';

export interface SheetFormOptions<V, F extends string> {
  initial: V | (() => V);
  /** The client's checks (the contract's rules): a message per field at fault. */
  validate?: (values: V) => FormErrors<F>;
  /** Sends the form; rejects with the server's refusal or a failure. */
  send: (values: V) => Promise<unknown>;
  /** After a successful send, e.g. closing the sheet. */
  onDone?: () => void;
  /** The form field for each wire name the server may name: { record_date: 'date' }. */
  wireFields?: Partial<Record<string, F>>;
  /** A failure nobody explained (a server fault, the network): the form's message, or null. */
  onUnexplained?: (err: unknown) => string | null;
  /** Once a save was refused, each change checks its field again (else it only clears it). */
  recheckOnChange?: boolean;
  /** The statuses the form shows as refusals; by default every 4xx but 401 (refusalOf). */
  refusalStatuses?: readonly number[];
}

/** For `onUnexplained`: the failure's message as a toast, and nothing in the form. */
export function toastUnexplained(err: unknown): null {
  notify.error(err instanceof Error ? err.message : t`Something went wrong`);
  return null;
}

/**
 * A sheet's form: its values, the client's checks on submit, the send while `busy`, and the
 * server's refusal under the field it names. A change clears that field's message and the
 * form's; a save the client's checks refuse moves focus to the first field at fault.
 */
export function useSheetForm<V extends object, F extends string = Extract<keyof V, string>>({
  initial,
  validate = () => ({}),
  send,
  onDone,
  wireFields = {},
  onUnexplained = () => null,
  recheckOnChange = false,
  refusalStatuses,
}: SheetFormOptions<V, F>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [busy, setBusy] = useState(false);
  // Saves the client's checks refused; each one moves focus once the fields are marked.
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setErrors((old) => {
      const { form: _form, ...rest } = { ...old, [key]: undefined };
      if (recheckOnChange && refusals > 0) {
        const again = validate(next)[key as unknown as F];
        return { ...rest, ...(again && { [key]: again }) } as FormErrors<F>;
      }
      return rest as FormErrors<F>;
    });
  };

  const submitForm = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) {
      setRefusals((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await send(values);
      setBusy(false);
      onDone?.();
    } catch (err) {
      setBusy(false);
      const refusal = refusalOf(err, refusalStatuses);
      const message = refusal ? null : onUnexplained(err);
      if (refusal) setErrors(placeRefusal(refusal, wireFields));
      else if (message) setErrors({ form: message } as FormErrors<F>);
    }
  };

  /** A field's value, change handler and message, spread onto TextField, DatePicker and the like. */
  const field = <K extends keyof V & F>(key: K) => ({
    value: values[key],
    onChange: (value: V[K]) => set(key, value),
    error: errors[key],
  });

  // React's onSubmit wants a void handler; handleAsync reports a failure the form did not expect.
  const submit = handleAsync(submitForm);
  return { values, set, field, errors, setErrors, busy, submit, formRef };
}
