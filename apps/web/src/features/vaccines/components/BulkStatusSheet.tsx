import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SheetFooter } from '../../../components/form/SheetFooter';
import { toastUnexplained, useSheetForm } from '../../../components/form/use-sheet-form';
import { DatePicker } from '../../../components/ui/DatePicker';
import { Sheet } from '../../../components/ui/Sheet';
import { TextField } from '../../../components/ui/TextField';
import { browserToday } from '../../../lib/today';
import form from '../../../components/ui/SheetForm.module.css';
import type { MessageDescriptor } from '@lingui/core';
import type { BulkAnswer, BulkStatusInput } from '../api/bulk-status';
import type { DashboardEntry } from '../api/dashboard';
import { BULK_TEXT as TEXT } from '../strings';
import { ChoiceField } from '../../../components/form/ChoiceField';
import { bulkDate, bulkErrors, type BulkValues } from './vaccine-rules';

interface BulkStatusSheetProps {
  /** The doses to answer for; null keeps the sheet closed. */
  entries: DashboardEntry[] | null;
  childDob: string;
  /** The parent's today; the browser's when not given. */
  today?: string;
  onClose: () => void;
  onSubmit: (input: Omit<BulkStatusInput, 'childId'>) => Promise<unknown>;
}

/** One answer for several doses awaiting a status update: given on time, on a date, in a month, or not given. */
export function BulkStatusSheet({ entries, onClose, ...rest }: BulkStatusSheetProps) {
  const { t } = useLingui();
  return (
    <Sheet open={entries !== null} onClose={onClose} title={t(TEXT.title)}>
      {entries && <BulkStatusForm entries={entries} onDone={onClose} {...rest} />}
    </Sheet>
  );
}

const ANSWERS = Object.entries(TEXT.answers) as Array<[BulkAnswer, MessageDescriptor]>;

/** The server names the day and the month alike (`date`); the month field shows it too. */
const WIRE_FIELDS = { answer: 'answer', date: 'date' } as const;

function BulkStatusForm({
  entries,
  childDob,
  today: parentToday,
  onDone,
  onSubmit,
}: Omit<BulkStatusSheetProps, 'entries' | 'onClose'> & {
  entries: DashboardEntry[];
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [today] = useState(() => parentToday ?? browserToday());
  const { values, field, errors, busy, submit, formRef } = useSheetForm<BulkValues>({
    initial: { answer: '', date: '', month: '' },
    validate: (v) => bulkErrors(v, childDob, today),
    send: (v) =>
      onSubmit({
        vaccineIds: entries.map((e) => e.id),
        answer: v.answer as BulkAnswer,
        date: bulkDate(v),
      }),
    onDone,
    wireFields: WIRE_FIELDS,
    onUnexplained: toastUnexplained,
  });

  return (
    <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
      <div className={form.summary}>
        <span className={form.summaryName}>{t(TEXT.summary(entries.length))}</span>
        <span className={form.summaryMeta}>{entries.map((e) => e.vaccine.name).join(', ')}</span>
      </div>
      <ChoiceField
        legend={t(TEXT.question)}
        options={ANSWERS.map(([answer, label]) => [answer, t(label)] as const)}
        {...field('answer')}
      />
      {values.answer === 'on_date' && (
        <DatePicker label={t(TEXT.date)} {...field('date')} min={childDob} max={today} />
      )}
      {values.answer === 'in_month' && (
        <TextField
          label={t(TEXT.month)}
          type="month"
          {...field('month')}
          error={errors.month ?? errors.date}
          min={childDob.slice(0, 7)}
          max={today.slice(0, 7)}
          placeholder={t(TEXT.monthPlaceholder)}
          hint={t(TEXT.monthHint)}
        />
      )}
      <SheetFooter
        error={errors.form}
        label={t(TEXT.submit)}
        busyLabel={t(TEXT.busy)}
        busy={busy}
      />
    </form>
  );
}
