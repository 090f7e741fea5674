import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { vaccinationDateRule } from '@tika/contract';
import { FileField } from '../../../components/form/FileField';
import { formErrors } from '../../../components/form/refusal';
import { SheetFooter } from '../../../components/form/SheetFooter';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { useSheetForm } from '../../../components/form/use-sheet-form';
import { Button } from '../../../components/ui/Button';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import { DatePicker } from '../../../components/ui/DatePicker';
import { Sheet } from '../../../components/ui/Sheet';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { browserToday } from '../../../lib/today';
import form from '../../../components/ui/SheetForm.module.css';
import type { DashboardEntry } from '../api/dashboard';
import { DOSE_WOULD_NOT_COUNT } from '../api/set-vaccine-status';
import type { MarkCompleteInput } from '../hooks/use-vaccine-actions';
import { MARK_GIVEN_TEXT as TEXT } from '../strings';
import { unexplainedInSheet } from './failure';
import styles from './VaccineSheets.module.css';

interface MarkCompleteSheetProps {
  /** The vaccine being marked; null keeps the sheet closed. */
  entry: DashboardEntry | null;
  childDob: string;
  /** The brands to offer for this dose (the dashboard's `brands`). */
  brands: string[];
  /** The parent's today; the browser's when not given. */
  today?: string;
  onClose: () => void;
  onSubmit: (input: MarkCompleteInput) => Promise<unknown>;
}

/** "Mark as given": when, which brand and batch, where, a note and the prescription. */
export function MarkCompleteSheet({ entry, onClose, ...rest }: MarkCompleteSheetProps) {
  const { t } = useLingui();
  return (
    <Sheet open={entry !== null} onClose={onClose} title={t(TEXT.title)}>
      {entry && <MarkCompleteForm key={entry.id} entry={entry} onDone={onClose} {...rest} />}
    </Sheet>
  );
}

interface MarkCompleteValues {
  date: string;
  brand: string;
  batch: string;
  place: string;
  comment: string;
  file: File | null;
}

/** The form's field for each wire name the server may name in a refusal. */
const WIRE_FIELDS = {
  vaccinated_on: 'date',
  comment: 'comment',
  prescription: 'file',
  brand: 'brand',
  batch: 'batch',
  place: 'place',
} as const;

/**
 * When it was given (between birth and today) and what was given. A date on which the dose
 * would not count is refused by the server with its reason under the date; the parent either
 * confirms it (sent again with confirm_early) or changes it.
 */
function MarkCompleteForm({
  entry,
  childDob,
  brands,
  today: parentToday,
  onDone,
  onSubmit,
}: Omit<MarkCompleteSheetProps, 'entry' | 'onClose'> & {
  entry: DashboardEntry;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [today] = useState(() => parentToday ?? browserToday());
  const early = useEarlyDate();
  const dateRef = useRef<HTMLDivElement>(null);
  const { values, set, field, errors, setErrors, busy, submit, formRef } =
    useSheetForm<MarkCompleteValues>({
      initial: { date: '', brand: '', batch: '', place: '', comment: '', file: null },
      validate: (v) => formErrors({ date: vaccinationDateRule(v.date, childDob, today) }),
      send: ({ date, file, ...v }) =>
        early.send(date, (confirmEarly) =>
          onSubmit({ ...v, vaccineId: entry.id, vaccinatedOn: date, file, confirmEarly }),
        ),
      onDone,
      wireFields: WIRE_FIELDS,
      onUnexplained: unexplainedInSheet,
    });
  const asking = early.refused === values.date && Boolean(errors.date);

  return (
    <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
      <DoseSummary entry={entry} />
      <div ref={dateRef} className={styles.dateBlock}>
        <DatePicker
          label={t(TEXT.date)}
          {...field('date')}
          min={childDob}
          max={today}
          openTo={entry.dateOfVaccination}
        />
        {asking && (
          <EarlyDateQuestion
            busy={busy}
            onConfirm={() => {
              early.confirm(values.date);
              submit();
            }}
            onChange={() => {
              early.confirm(null);
              setErrors({});
              dateRef.current?.querySelector('button')?.click();
            }}
          />
        )}
      </div>
      <DoseDetailsFields field={field} brands={brands} />
      <TextAreaField
        label={t(TEXT.note)}
        optional
        {...field('comment')}
        placeholder={t(TEXT.notePlaceholder)}
      />
      <FileField
        label={t(TEXT.prescription)}
        optional
        look="compact"
        file={values.file}
        error={errors.file}
        onChange={(f) => set('file', f)}
      />
      <SheetFooter
        error={errors.form}
        label={t(TEXT.submit)}
        busyLabel={t(TEXT.busy)}
        busy={busy}
      />
    </form>
  );
}

/**
 * The date the server refused as one on which the dose would not count, and the date the
 * parent then confirmed: a send on that date carries confirm_early.
 */
function useEarlyDate() {
  const [refused, setRefused] = useState<string | null>(null);
  const confirmed = useRef<string | null>(null);
  const send = async (date: string, post: (confirmEarly: boolean) => Promise<unknown>) => {
    try {
      await post(confirmed.current === date);
    } catch (err) {
      if (err instanceof ApiError && err.code === DOSE_WOULD_NOT_COUNT) setRefused(date);
      throw err;
    }
  };
  /** The parent keeps the refused date (or, with null, will choose another). */
  const confirm = (date: string | null) => {
    confirmed.current = date;
    if (date === null) setRefused(null);
  };
  return { refused, send, confirm };
}

function DoseSummary({ entry }: { entry: DashboardEntry }) {
  const { t } = useLingui();
  return (
    <div className={form.summary}>
      <span className={form.summaryName}>{entry.vaccine.name}</span>
      {entry.vaccine.vaccineFullName !== entry.vaccine.name && (
        <span className={form.summaryMeta}>{entry.vaccine.vaccineFullName}</span>
      )}
      <span className={form.summaryMeta}>
        {t(TEXT.due(formatDisplayDate(entry.dateOfVaccination)))}
      </span>
    </div>
  );
}

/** Under the server's "would not count" message: keep the date (send again, confirmed) or change it. */
function EarlyDateQuestion({
  busy,
  onConfirm,
  onChange,
}: {
  busy: boolean;
  onConfirm: () => void;
  onChange: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.confirmRow}>
      <Button compact disabled={busy} onClick={onConfirm}>
        {t(TEXT.confirmEarly)}
      </Button>
      <Button compact variant="secondary" disabled={busy} onClick={onChange}>
        {t(TEXT.changeDate)}
      </Button>
    </div>
  );
}

type TextFieldOf = (key: 'brand' | 'batch' | 'place') => {
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** Brand (the dose's brands to pick from, or typed), batch number and place: all optional. */
function DoseDetailsFields({ field, brands }: { field: TextFieldOf; brands: string[] }) {
  const { t } = useLingui();
  const listId = useId();
  return (
    <>
      <TextField
        label={t(TEXT.brand)}
        {...field('brand')}
        list={brands.length ? listId : undefined}
        hint={brands.length ? t(TEXT.brandHint) : undefined}
        autoComplete="off"
      />
      {brands.length > 0 && (
        <datalist id={listId}>
          {brands.map((brand) => (
            <option key={brand} value={brand} />
          ))}
        </datalist>
      )}
      <TextField label={t(TEXT.batch)} {...field('batch')} autoComplete="off" />
      <TextField label={t(TEXT.place)} {...field('place')} placeholder={t(TEXT.placePlaceholder)} />
    </>
  );
}
