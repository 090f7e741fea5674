import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ESCAPE_LAYER_ATTRIBUTE, ESCAPE_LAYER_EVENT } from './escape-layer';
import type { Labels, Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';
import { LIMITS } from '@tika/contract';
import { clampIso, formatDisplayDate, isoToLocalDate, localDateToIso } from './calendar-date';
import { CalendarIcon } from './icons';
import styles from './DatePicker.module.css';

/*
 * The month grid (react-day-picker and its date library) is most of this field's weight, and
 * screens with a date field are among the first a parent sees (the dashboard's sheets), so it
 * loads when a calendar is about to open rather than with the screen: the dashboard's
 * JavaScript budget (docs/quality.md). Pointing at or focusing the field starts the download.
 */
const loadDayPicker = () => import('react-day-picker');
const DayPicker = lazy(() => loadDayPicker().then((m) => ({ default: m.DayPicker })));

/** The grid with Hindi month and weekday names, fetched only by a parent reading Hindi. */
const loadHindiDayPicker = () => import('./HindiDayPicker');
const HindiDayPicker = lazy(() =>
  loadHindiDayPicker().then((m) => ({ default: m.HindiDayPicker })),
);

/** Starts the calendar's download, in the app's language, before it opens. */
function preloadCalendar() {
  void (i18n.locale === 'hi' ? loadHindiDayPicker() : loadDayPicker());
}

/** The spec's calendar range (docs/product/constants.md), as YYYY-MM-DD. */
export const CALENDAR_FIRST_DAY = `${LIMITS.calendarFromYear}-01-01`;
export const CALENDAR_LAST_DAY = `${LIMITS.calendarToYear}-12-31`;

interface DatePickerProps {
  label: string;
  /** YYYY-MM-DD, or '' when nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest and latest choosable days (YYYY-MM-DD), inside 1980–2050 either way. */
  min?: string;
  max?: string;
  error?: string | null;
  hint?: string;
  /** The month to open on while nothing is chosen (YYYY-MM-DD); today's month otherwise. */
  openTo?: string;
  placeholder?: string;
}

/** The choosable days and the month to open on, inside the spec's calendar range. */
function calendarRange(value: string, min?: string, max?: string, openTo?: string) {
  const first = min && min > CALENDAR_FIRST_DAY ? min : CALENDAR_FIRST_DAY;
  const last = max && max < CALENDAR_LAST_DAY ? max : CALENDAR_LAST_DAY;
  const startDay = value || openTo || localDateToIso(new Date());
  return {
    firstDate: isoToLocalDate(first)!,
    lastDate: isoToLocalDate(last)!,
    openMonth: isoToLocalDate(clampIso(startDay, first, last)),
  };
}

/** Whether the calendar is open; closing it gives the focus back to the field's button. */
function useCalendarPanel() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  // A sheet around this field asks the open calendar to close first on Escape.
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    panel.addEventListener(ESCAPE_LAYER_EVENT, close);
    return () => panel.removeEventListener(ESCAPE_LAYER_EVENT, close);
  }, [open, close]);

  return { open, toggle: () => setOpen((o) => !o), close, buttonRef, panelRef };
}

/**
 * A date field: a button showing the chosen day that opens a month calendar below it. Weeks
 * start on Sunday, month and year can be picked from dropdowns, and days outside min–max
 * cannot be chosen.
 */
export function DatePicker({
  label,
  value,
  onChange,
  min,
  max,
  error,
  hint,
  openTo,
  placeholder,
}: DatePickerProps) {
  const { t } = useLingui();
  const { open, toggle, close, buttonRef, panelRef } = useCalendarPanel();
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const panelId = `${id}-calendar`;
  const messageId = error || hint ? `${id}-message` : undefined;

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={`${styles.trigger} ${error ? styles.invalid : ''}`}
        aria-labelledby={`${labelId} ${buttonId}`}
        aria-describedby={messageId}
        aria-expanded={open}
        aria-controls={panelId}
        aria-invalid={Boolean(error) || undefined}
        onClick={toggle}
        onPointerEnter={preloadCalendar}
        onFocus={preloadCalendar}
      >
        <CalendarIcon size={22} />
        <span className={value ? styles.value : styles.placeholder}>
          {value ? formatDisplayDate(value) : (placeholder ?? t`Choose a date`)}
        </span>
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          className={styles.panel}
          {...{ [ESCAPE_LAYER_ATTRIBUTE]: '' }}
          onKeyDown={(e) => {
            // Escape closes the calendar only, not the sheet around it.
            if (e.key !== 'Escape') return;
            e.preventDefault();
            e.stopPropagation();
            close();
          }}
        >
          <MonthCalendar
            value={value}
            range={calendarRange(value, min, max, openTo)}
            onPick={(day) => {
              onChange(day);
              close();
            }}
          />
        </div>
      )}
      <FieldNote id={messageId} error={error} hint={hint} />
    </div>
  );
}

/** The month grid, loaded on first use. */
function MonthCalendar(props: CalendarGridProps) {
  return (
    <Suspense
      fallback={
        <p role="status" className={styles.loading}>
          <Trans>Loading the calendar…</Trans>
        </p>
      }
    >
      <CalendarGrid {...props} />
    </Suspense>
  );
}

interface CalendarGridProps {
  value: string;
  range: ReturnType<typeof calendarRange>;
  onPick: (day: string) => void;
}

/** The grid in the app's language: month names, weekdays and what a screen reader hears. */
function CalendarGrid({
  value,
  range: { firstDate, lastDate, openMonth },
  onPick,
}: CalendarGridProps) {
  const { i18n: lingui } = useLingui();
  // English is the grid's own language (date-fns's default); Hindi brings its names along.
  const Grid = lingui.locale === 'hi' ? HindiDayPicker : DayPicker;
  const labels = useCalendarLabels();
  const disabled: Matcher[] = [{ before: firstDate }, { after: lastDate }];
  return (
    <Grid
      className={styles.calendar}
      labels={labels}
      mode="single"
      required
      selected={isoToLocalDate(value)}
      onSelect={(day) => onPick(localDateToIso(day))}
      weekStartsOn={0}
      captionLayout="dropdown"
      startMonth={firstDate}
      endMonth={lastDate}
      defaultMonth={openMonth}
      disabled={disabled}
      autoFocus
    />
  );
}

/** The grid's accessible names from the catalogue; its dates in the grid's language. */
function useCalendarLabels(): Partial<Labels> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      labelDayButton: (date, modifiers, _options, dateLib) => {
        const day = dateLib
          ? dateLib.format(date, 'PPPP')
          : formatDisplayDate(localDateToIso(date));
        const label = modifiers.today ? t`Today, ${day}` : day;
        return modifiers.selected ? t`${label}, selected` : label;
      },
      // The library's English words, which the browser tests find the dropdowns by.
      labelPrevious: () => t`Go to the Previous Month`,
      labelNext: () => t`Go to the Next Month`,
      labelMonthDropdown: () => t`Choose the Month`,
      labelYearDropdown: () => t`Choose the Year`,
    }),
    [t],
  );
}

/** The error, or else the hint, under the field. */
function FieldNote({ id, error, hint }: { id?: string; error?: string | null; hint?: string }) {
  if (error)
    return (
      <p id={id} className={styles.error} role="alert">
        {error}
      </p>
    );
  return hint ? (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}
