import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { NotNeededReason } from '@tika/contract';

/*
 * Every word the vaccines feature shows, in one place, as message descriptors: each is
 * translated where it is shown (`t(LIST_TITLES.overdue)`), never here, so the parent's
 * language at that moment decides. components/vaccine-rules.ts picks among them from the data;
 * a dose's explanation and description are the server's, in the parent's language.
 */

/** The Home tab's lists, most urgent first (docs/product/dashboard.md). */
export const LIST_TITLES = {
  overdue: msg`Overdue & catch-up`,
  dueNext: msg`Due next`,
  upcoming: msg`Upcoming`,
  missed: msg`Pending status update`,
  completed: msg`Completed`,
  notNeeded: msg`Not needed`,
  noLongerDue: msg`No longer due`,
};

export const LIST_TEXT = {
  missedLead: msg`These were due before you joined Tika. Tell us which ones your child has already had.`,
  missedStatus: (due: string) => msg`We don't know if this was given · due ${due}`,
  dueOn: (date: string) => msg`Due on ${date}`,
  /** A later due date and how far off it is: 'Due on 1 Mar 2029 · in 3 years 2 months'. */
  dueOnIn: (date: string, until: string) => msg`Due on ${date} · ${until}`,
  takenOn: (date: string) => msg`Taken on ${date}`,
  taken: msg`Taken`,
  overdue: msg`Overdue`,
  catchUp: msg`Catch-up due`,
  notNeededLead: msg`Doses your child does not need. Undo one if that was a mistake.`,
  noLongerDueLead: msg`These are no longer given at your child’s age.`,
  show: msg`Show`,
  hide: msg`Hide`,
  showLater: (count: number) =>
    msg({ message: plural(count, { one: 'Show # later date', other: 'Show # later dates' }) }),
  doesNotCount: msg`Does not count`,
  brand: msg`Brand`,
  batch: msg`Batch`,
  place: msg`Place`,
  note: msg`Note`,
  viewPrescription: msg`View prescription`,
  about: (name: string) => msg`About ${name}`,
  // Choosing several doses of the Pending status update list to answer at once.
  selectAll: msg`Select all`,
  select: (name: string) => msg`Select ${name}`,
  updateAll: msg`Update all`,
  updateSelected: (count: number) => msg`Update selected (${count})`,
  // Who else in the family last changed a dose (docs/product/family.md): their label, "Papa".
  markedGivenBy: (label: string) => msg`Marked given by ${label}`,
  changedBy: (label: string) => msg`Changed by ${label}`,
};

/** The badge of the first upcoming group and of an overdue dose, counted in days. */
export const DUE_LABELS = {
  today: msg`Due Today`,
  inDays: (days: number) =>
    msg({ message: plural(days, { one: 'Due in # Day', other: 'Due in # Days' }) }),
  overdueBy: (days: number) =>
    msg({ message: plural(days, { one: 'Overdue by # Day', other: 'Overdue by # Days' }) }),
};

/** How far off a later due date is, in calendar months as a parent says it. */
export const TIME_UNTIL = {
  today: msg`today`,
  days: (days: number) => msg({ message: plural(days, { one: 'in # day', other: 'in # days' }) }),
  months: (months: number) =>
    msg({ message: plural(months, { one: 'in # month', other: 'in # months' }) }),
  years: (years: number) =>
    msg({ message: plural(years, { one: 'in # year', other: 'in # years' }) }),
  yearsMonths: (years: number, months: number) =>
    msg`in ${plural(years, { one: '# year', other: '# years' })} ${plural(months, {
      one: '# month',
      other: '# months',
    })}`,
};

/** What a parent can do with a dose. */
export const ACTIONS = {
  markGiven: msg`Mark as given`,
  notNeeded: msg`Not needed`,
  notGiven: msg`Not given`,
  markIncomplete: msg`Mark as incomplete`,
  undo: msg`Undo`,
};

const SAVING = msg`Saving…`;
const SAVE = msg`Save`;

export const MARK_GIVEN_TEXT = {
  title: ACTIONS.markGiven,
  submit: ACTIONS.markGiven,
  busy: SAVING,
  due: (date: string) => msg`Due ${date}`,
  date: msg`Date of vaccination`,
  brand: msg`Brand (optional)`,
  brandHint: msg`Pick from the list or type it as written on the card`,
  batch: msg`Batch number (optional)`,
  place: msg`Place (optional)`,
  placePlaceholder: msg`e.g. City Clinic, Pune`,
  note: LIST_TEXT.note,
  notePlaceholder: msg`e.g. Right thigh, no fever after`,
  prescription: msg`Prescription`,
  confirmEarly: msg`Yes, this date is right`,
  changeDate: msg`Change the date`,
};

export const NOT_NEEDED_TEXT = {
  title: ACTIONS.notNeeded,
  lead: msg`Tell us why this dose is not needed. Tika stops reminding you about it.`,
  reason: msg`Reason`,
  chooseReason: msg`Choose a reason`,
  reasonRequired: msg`Please choose a reason`,
  note: LIST_TEXT.note,
  notePlaceholder: msg`e.g. What the doctor said`,
  noteRequired: msg`Please say why in a few words`,
  submit: SAVE,
  busy: SAVING,
};

/** The parent's reasons for a dose not needed, as the select offers them. */
export const NOT_NEEDED_REASON_LABELS: Record<NotNeededReason, MessageDescriptor> = {
  two_dose_brand: msg`A 2-dose brand was given (Rotarix)`,
  no_combination_vaccine: msg`Hep B was given without a combination vaccine`,
  not_endemic: msg`We do not live in a JE-endemic district`,
  doctor_advice: msg`The doctor advised against it`,
  other: msg`Another reason`,
};

export const BULK_TEXT = {
  title: msg`Update status`,
  summary: (count: number) =>
    msg({
      message: plural(count, {
        one: '# vaccine due before you joined Tika',
        other: '# vaccines due before you joined Tika',
      }),
    }),
  question: msg`Were these given?`,
  answers: {
    on_time: msg`Given on time, as scheduled`,
    on_date: msg`Given on a date`,
    in_month: msg`Given in a month`,
    not_given: ACTIONS.notGiven,
  },
  date: msg`Date given`,
  month: msg`Month given`,
  monthHint: msg`Year and month, e.g. 2024-03`,
  monthPlaceholder: msg`YYYY-MM`,
  monthRequired: msg`Please choose the month`,
  monthInvalid: msg`Please enter the month as YYYY-MM`,
  monthOutOfRange: msg`Please choose a month between the birth date and today`,
  answerRequired: msg`Please choose an answer`,
  submit: SAVE,
  busy: SAVING,
};

export const ADD_VACCINE_TEXT = {
  title: msg`Add New Vaccine`,
  name: msg`Vaccine name`,
  namePlaceholder: msg`e.g. Influenza (flu)`,
  date: msg`Recommended date`,
  dateHint: msg`When your doctor recommends giving it`,
  description: msg`Description`,
  descriptionPlaceholder: msg`What it protects against, or your doctor's advice`,
  givenQuestion: msg`Was it given on this date?`,
  givenYes: msg`Yes, it was given on this date`,
  givenNo: msg`No, not yet`,
  givenRequired: msg`Please say whether it was given on this date`,
  submit: msg`Add Vaccine`,
  busy: msg`Adding…`,
};

export const INCOMPLETE_TEXT = {
  title: msg`Mark as incomplete?`,
  /** What goes with the dose when it is marked incomplete: its prescription too, if it has one. */
  message: (name: string, hasFile: boolean) =>
    hasFile
      ? msg`${name} will move back to your pending vaccines. The date, brand, batch, place, note and prescription saved with it will be removed.`
      : msg`${name} will move back to your pending vaccines. The date, brand, batch, place and note saved with it will be removed.`,
  confirm: ACTIONS.markIncomplete,
  busy: SAVING,
};

export const RECORDS_TEXT = {
  heading: msg`Vaccination Records`,
  /** For a baby born before 37 weeks: vaccines are not on corrected age (docs/product/vaccines.md). */
  pretermNote: msg`Born early: vaccines still follow your baby’s age from the birth date, not the corrected age. Growth uses the corrected age until 2 years.`,
  add: ADD_VACCINE_TEXT.title,
  loading: msg`Loading vaccination records`,
  loadFailed: msg`We couldn't load the vaccination records`,
  emptyTitle: msg`No vaccines yet`,
  empty: msg`Vaccines from your child’s schedule show up here. You can also add one yourself.`,
  /** For a viewer, who cannot add one (lib/child-role.ts). */
  emptyViewer: msg`Vaccines from the child’s schedule show up here.`,
};

/** The toasts of the changes: the web's own words, not the server's English constants. */
export const TOASTS = {
  complete: msg`Vaccine marked as complete`,
  incomplete: msg`Vaccine marked as incomplete`,
  added: msg`Vaccine added successfully`,
  notNeeded: msg`Marked as not needed`,
  notGiven: msg`Marked as not given: it is now a catch-up dose`,
  undone: msg`Moved back to your pending vaccines`,
  addedNotMarked: msg`Vaccine added, but not marked as given. Please mark it from the list.`,
};

export const HEADER_TEXT = {
  profile: msg`Profile`,
  switchChild: msg`Switch child`,
  switcherTitle: msg`Your children`,
};

/** The dashboard's tabs, as the tab list names them. */
export const TAB_LABELS = {
  list: msg`Dashboard`,
  health: msg`Health Records`,
  home: msg`Home`,
  notifications: msg`Notifications`,
};

export const STORIES_BANNER_TEXT = {
  title: msg`Mealtime stories`,
  line: msg`A new short story every day, in English and Hindi`,
};

/** A failure nobody explained: the toast's two lines, and the sheet's own sentence. */
export const FAILURE_TEXT = {
  generic: msg`Something went wrong`,
  tryAgain: msg`Please try again`,
  inSheet: msg`Something went wrong. Please try again.`,
};
