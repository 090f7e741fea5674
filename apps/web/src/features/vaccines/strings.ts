import type { NotNeededReason } from '@tika/contract';

/*
 * Every word the vaccines feature shows, in one place until the message catalogues exist.
 * components/vaccine-rules.ts picks among them from the data; 'Due Today', 'Due in N Days' and
 * 'Overdue by N Days' are the contract's (dueLabel), and a dose's explanation is the server's.
 */

/** The Home tab's lists, most urgent first (docs/product/dashboard.md). */
export const LIST_TITLES = {
  overdue: 'Overdue & catch-up',
  dueNext: 'Due next',
  upcoming: 'Upcoming',
  missed: 'Pending status update',
  completed: 'Completed',
  notNeeded: 'Not needed',
  noLongerDue: 'No longer due',
} as const;

export const LIST_TEXT = {
  missedLead:
    'These were due before you joined Tika. Tell us which ones your child has already had.',
  missedStatus: (due: string) => `We don't know if this was given · due ${due}`,
  dueOn: (date: string) => `Due on ${date}`,
  /** A later due date and how far off it is: 'Due on 1 Mar 2029 · in 3 years 2 months'. */
  dueOnIn: (dueOn: string, until: string) => `${dueOn} · ${until}`,
  inTime: (span: string) => `in ${span}`,
  today: 'today',
  takenOn: (date: string) => `Taken on ${date}`,
  taken: 'Taken',
  overdue: 'Overdue',
  catchUp: 'Catch-up due',
  notNeededLead: 'Doses your child does not need. Undo one if that was a mistake.',
  noLongerDueLead: 'These are no longer given at your child’s age.',
  show: 'Show',
  hide: 'Hide',
  showLater: (n: number) => `Show ${n} later ${n === 1 ? 'date' : 'dates'}`,
  doesNotCount: 'Does not count',
  brand: 'Brand',
  batch: 'Batch',
  place: 'Place',
  note: 'Note',
  viewPrescription: 'View prescription',
  about: (name: string) => `About ${name}`,
  // Choosing several doses of the Pending status update list to answer at once.
  selectAll: 'Select all',
  select: (name: string) => `Select ${name}`,
  updateAll: 'Update all',
  updateSelected: (n: number) => `Update selected (${n})`,
} as const;

/** What a parent can do with a dose. */
export const ACTIONS = {
  markGiven: 'Mark as given',
  notNeeded: 'Not needed',
  notGiven: 'Not given',
  markIncomplete: 'Mark as incomplete',
  undo: 'Undo',
} as const;

export const MARK_GIVEN_TEXT = {
  title: 'Mark as given',
  submit: 'Mark as given',
  busy: 'Saving…',
  due: (date: string) => `Due ${date}`,
  date: 'Date of vaccination',
  brand: 'Brand (optional)',
  brandHint: 'Pick from the list or type it as written on the card',
  batch: 'Batch number (optional)',
  place: 'Place (optional)',
  placePlaceholder: 'e.g. City Clinic, Pune',
  note: 'Note',
  notePlaceholder: 'e.g. Right thigh, no fever after',
  prescription: 'Prescription',
  confirmEarly: 'Yes, this date is right',
  changeDate: 'Change the date',
} as const;

export const NOT_NEEDED_TEXT = {
  title: 'Not needed',
  lead: 'Tell us why this dose is not needed. Tika stops reminding you about it.',
  reason: 'Reason',
  chooseReason: 'Choose a reason',
  reasonRequired: 'Please choose a reason',
  note: 'Note',
  notePlaceholder: 'e.g. What the doctor said',
  noteRequired: 'Please say why in a few words',
  submit: 'Save',
  busy: 'Saving…',
} as const;

/** The parent's reasons for a dose not needed, as the select offers them. */
export const NOT_NEEDED_REASON_LABELS: Record<NotNeededReason, string> = {
  two_dose_brand: 'A 2-dose brand was given (Rotarix)',
  no_combination_vaccine: 'Hep B was given without a combination vaccine',
  not_endemic: 'We do not live in a JE-endemic district',
  doctor_advice: 'The doctor advised against it',
  other: 'Another reason',
};

export const BULK_TEXT = {
  title: 'Update status',
  summary: (n: number) => `${n} ${n === 1 ? 'vaccine' : 'vaccines'} due before you joined Tika`,
  question: 'Were these given?',
  answers: {
    on_time: 'Given on time, as scheduled',
    on_date: 'Given on a date',
    in_month: 'Given in a month',
    not_given: 'Not given',
  },
  date: 'Date given',
  month: 'Month given',
  monthHint: 'Year and month, e.g. 2024-03',
  monthPlaceholder: 'YYYY-MM',
  monthRequired: 'Please choose the month',
  monthInvalid: 'Please enter the month as YYYY-MM',
  monthOutOfRange: 'Please choose a month between the birth date and today',
  answerRequired: 'Please choose an answer',
  submit: 'Save',
  busy: 'Saving…',
} as const;

export const ADD_VACCINE_TEXT = {
  title: 'Add New Vaccine',
  name: 'Vaccine name',
  namePlaceholder: 'e.g. Influenza (flu)',
  date: 'Recommended date',
  dateHint: 'When your doctor recommends giving it',
  description: 'Description',
  descriptionPlaceholder: "What it protects against, or your doctor's advice",
  givenQuestion: 'Was it given on this date?',
  givenYes: 'Yes, it was given on this date',
  givenNo: 'No, not yet',
  givenRequired: 'Please say whether it was given on this date',
  submit: 'Add Vaccine',
  busy: 'Adding…',
} as const;

export const INCOMPLETE_TEXT = {
  title: 'Mark as incomplete?',
  message: (name: string, hasFile: boolean) =>
    `${name} will move back to your pending vaccines. The date, brand, batch, place, note${hasFile ? ' and prescription' : ''} saved with it will be removed.`,
  confirm: 'Mark as incomplete',
  busy: 'Saving…',
} as const;

export const RECORDS_TEXT = {
  heading: 'Vaccination Records',
  /** For a baby born before 37 weeks: vaccines are not on corrected age (docs/product/vaccines.md). */
  pretermNote:
    'Born early: vaccines still follow your baby’s age from the birth date, not the corrected age. Growth uses the corrected age until 2 years.',
  add: 'Add New Vaccine',
  loading: 'Loading vaccination records',
  loadFailed: "We couldn't load the vaccination records",
  emptyTitle: 'No vaccines yet',
  empty: 'Vaccines from your child’s schedule show up here. You can also add one yourself.',
} as const;

/** Toasts of the changes that have no message of the contract's. */
export const TOASTS = {
  notNeeded: 'Marked as not needed',
  notGiven: 'Marked as not given: it is now a catch-up dose',
  undone: 'Moved back to your pending vaccines',
  addedNotMarked: 'Vaccine added, but not marked as given. Please mark it from the list.',
} as const;

export const HEADER_TEXT = {
  profile: 'Profile',
  switchChild: 'Switch child',
  switcherTitle: 'Your children',
} as const;

export const STORIES_BANNER_TEXT = {
  title: 'Mealtime stories',
  line: 'A new short story every day, in English and Hindi',
} as const;

/** A failure nobody explained: the toast's second line, and the sheet's own sentence. */
export const FAILURE_TEXT = {
  tryAgain: 'Please try again',
  inSheet: (generic: string) => `${generic}. Please try again.`,
} as const;
