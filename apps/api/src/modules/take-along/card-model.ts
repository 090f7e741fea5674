import {
  ageText,
  correctedAgeLine,
  dueLabel,
  gestationalAgeDays,
  type GrowthRecord,
  GROWTH_TEXT,
  percentileWords,
  SCHEDULE_LABELS,
  type ScheduleId,
} from '@tika/contract';
import { maskPhone } from '../../lib/redact';
import type { ChildRecord, DoseState } from './child-record';

/** Everything the vaccination card shows, as plain text: the PDF layout only places it. */
export interface CardModel {
  title: string;
  child: { name: string; dob: string; age: string; sex: string; schedule: string };
  parent: { name: string; phone: string };
  summary: string;
  groups: Array<{ label: string; rows: CardRow[] }>;
  growth: { lines: string[]; note: string };
  generatedOn: string;
}

export interface CardRow {
  name: string;
  fullName: string;
  due: string;
  given: string;
  status: string;
  tone: DoseState['kind'];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-22" → "22 Nov 2026": no day/month order for a reader to guess. */
export function displayDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** " (Rotarix, batch AB123)": what was given, when the parent recorded it. */
export function productText(row: { brand: string; batch: string }): string {
  const parts = [row.brand, row.batch && `batch ${row.batch}`].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

function statusWord(state: DoseState): string {
  switch (state.kind) {
    case 'given':
      return 'Given';
    case 'overdue':
      return dueLabel(state.days, true);
    case 'due':
      return dueLabel(state.days);
    case 'upcoming':
      return 'Upcoming';
    case 'unrecorded':
      return 'Not recorded';
    case 'not_counted':
      return 'Does not count (repeated)';
    case 'catch_up':
      return 'Catch-up due';
    case 'not_needed':
      return 'Not needed';
    case 'no_longer_due':
      return 'No longer given';
  }
}

const plural = (n: number, word: string) => `${n} ${word}`;

const number = (v: number) => String(Number(v.toFixed(2)));

/** The growth list the card is given: the growth module's own, as the app shows it. */
export interface CardGrowth {
  records: GrowthRecord[];
  who_available: boolean;
  gestational_weeks: number | null;
  gestational_days: number | null;
}

type Indicator = keyof GrowthRecord['who'];

/** "48th percentile", "Please check this measurement" (a flagged value), or null. */
function reading(record: GrowthRecord, indicator: Indicator): string | null {
  if (record.who_flags[indicator]) return GROWTH_TEXT.checkMeasurement;
  const who = record.who[indicator];
  return who ? percentileWords(who.percentile) : null;
}

/** " (weight-for-age 48th percentile)", " (Please check this measurement)", or nothing. */
function assessment(record: GrowthRecord, indicator: Indicator, label: string): string {
  const text = reading(record, indicator);
  if (!text) return '';
  return record.who_flags[indicator] ? ` (${text})` : ` (${label} ${text})`;
}

/**
 * The card's growth lines: the newest weight and height with their percentiles (the one
 * wording the app uses), weight-for-length/height or, past five years, BMI-for-age when both
 * were measured together, and for a baby born early the corrected age they were compared at.
 */
export function growthLines(growth: CardGrowth, dob: string): CardModel['growth'] {
  const { records } = growth;
  const weight = records.findLast((r) => r.weight !== null);
  const height = records.findLast((r) => r.height !== null);
  if (!weight && !height) return { lines: ['No height or weight recorded yet.'], note: '' };
  const lines: string[] = [];
  if (weight)
    lines.push(
      `Weight: ${number(weight.weight!)} kg on ${displayDate(weight.record_date)}${assessment(weight, 'weight_for_age', 'weight-for-age')}`,
    );
  if (height)
    lines.push(
      `Height: ${number(height.height!)} cm (${height.height_feet_inches}) on ${displayDate(height.record_date)}${assessment(height, 'length_for_age', 'length/height-for-age')}`,
    );
  if (weight && weight === height) {
    const byLength = weight.who.weight_for_length || weight.who_flags.weight_for_length;
    const [indicator, label] = byLength
      ? (['weight_for_length', 'Weight-for-length/height'] as const)
      : (['bmi_for_age', 'BMI-for-age'] as const);
    const text = reading(weight, indicator);
    if (text) lines.push(`${label} on ${displayDate(weight.record_date)}: ${text}`);
  }
  const latest = records.at(-1)!;
  const gestationalDays =
    growth.gestational_weeks === null
      ? null
      : gestationalAgeDays({ weeks: growth.gestational_weeks, days: growth.gestational_days ?? 0 });
  const corrected = correctedAgeLine(dob, latest.record_date, gestationalDays);
  if (corrected) lines.push(`${corrected}, on ${displayDate(latest.record_date)}`);
  const beforeDue = latest.corrected_age_days !== null && latest.corrected_age_days < 0;
  const note = !growth.who_available
    ? GROWTH_TEXT.noReference
    : beforeDue
      ? GROWTH_TEXT.beforeDueDate
      : `Percentiles compare with the WHO growth standards (to 5 years) and reference (5 to 19 years) for the same age and sex${corrected ? ', at the corrected age' : ''}.`;
  return { lines, note };
}

export function toCardModel(record: ChildRecord, growth: CardGrowth): CardModel {
  const { child, parent, today } = record;

  // Schedule doses by age group, in the order they fall due; the parent's own additions last.
  const groups = new Map<string, { label: string; first: string; own: boolean; rows: CardRow[] }>();
  const counts: Record<DoseState['kind'], number> = {
    given: 0,
    overdue: 0,
    due: 0,
    upcoming: 0,
    unrecorded: 0,
    not_counted: 0,
    catch_up: 0,
    not_needed: 0,
    no_longer_due: 0,
  };
  for (const { row, state, dueOn } of record.entries) {
    counts[state.kind] += 1;
    const own = row.doseCode === null;
    const key = own ? '\u0000own' : row.ageGroup;
    const group = groups.get(key) ?? {
      label: own ? 'Added by the parent' : row.ageGroup,
      first: dueOn,
      own,
      rows: [],
    };
    if (dueOn < group.first) group.first = dueOn;
    group.rows.push({
      name: row.name,
      fullName: row.fullName,
      due: displayDate(dueOn),
      given: row.vaccinatedOn ? `${displayDate(row.vaccinatedOn)}${productText(row)}` : '—',
      status: statusWord(state),
      tone: state.kind,
    });
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort(
    (a, b) => Number(a.own) - Number(b.own) || a.first.localeCompare(b.first),
  );

  const summary = [
    plural(counts.given, 'given'),
    counts.overdue ? plural(counts.overdue, 'overdue') : null,
    counts.catch_up ? plural(counts.catch_up, 'catch-up due') : null,
    counts.due ? plural(counts.due, 'due next') : null,
    plural(counts.upcoming, 'upcoming'),
    counts.unrecorded ? plural(counts.unrecorded, 'not recorded') : null,
    counts.not_needed ? plural(counts.not_needed, 'not needed') : null,
    counts.no_longer_due ? plural(counts.no_longer_due, 'no longer given') : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return {
    title: `Vaccination card — ${child.name}`,
    child: {
      name: child.name,
      dob: displayDate(child.dob),
      age: ageText(child.dob, today),
      sex: child.gender === 'girl' ? 'Girl' : 'Boy',
      schedule: SCHEDULE_LABELS[child.schedule as ScheduleId] ?? child.schedule,
    },
    parent: {
      name: `${parent.firstName} ${parent.lastName}`.trim() || '—',
      phone: parent.contactNumber ? `+91 ${maskPhone(parent.contactNumber)}` : '—',
    },
    summary: record.entries.length ? `Vaccines: ${summary}` : 'No vaccines on this card yet.',
    groups: ordered.map(({ label, rows }) => ({ label, rows })),
    growth: growthLines(growth, child.dob),
    generatedOn: displayDate(today),
  };
}
