import { DayPicker, type DayPickerProps, type Locale } from 'react-day-picker';
import { hi } from 'react-day-picker/locale/hi';

/**
 * The month grid's Hindi: date-fns's month and weekday names, with Latin digits in the long
 * dates a screen reader speaks ('सोमवार, 12 जनवरी, 2026'): date-fns writes those in
 * Devanagari digits, and Tika never does (docs/hindi.md). The labels are the app's own
 * (DatePicker), so its words follow the catalogue, not date-fns's.
 */
const hindi: Locale = {
  ...hi,
  labels: undefined,
  localize: { ...hi.localize, ordinalNumber: (value: unknown) => String(value) },
};

/** The month grid in Hindi; loaded, with react-day-picker, by a parent reading Hindi only. */
export function HindiDayPicker(props: DayPickerProps) {
  return <DayPicker {...props} locale={hindi} />;
}
