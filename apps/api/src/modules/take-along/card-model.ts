import {
  ageText,
  dueLabel,
  type GrowthRecord,
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

/** "45th percentile"; the tails are told as such rather than rounded to 0 or 100. */
export function percentileText(p: number): string {
  if (p < 1) return 'below the 1st percentile';
  if (p > 99) return 'above the 99th percentile';
  const n = Math.round(p);
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix} percentile`;
}

const number = (v: number) => String(Number(v.toFixed(2)));

function growthLines(records: GrowthRecord[], whoAvailable: boolean): CardModel['growth'] {
  const note = whoAvailable
    ? 'Percentiles compare with the WHO Child Growth Standards for the same age and sex.'
    : 'WHO growth percentiles apply from birth to 5 years, so none are shown.';
  const weight = records.findLast((r) => r.weight !== null);
  const height = records.findLast((r) => r.height !== null);
  if (!weight && !height) return { lines: ['No height or weight recorded yet.'], note: '' };
  const lines: string[] = [];
  if (weight) {
    const who = weight.who.weight_for_age;
    lines.push(
      `Weight: ${number(weight.weight!)} kg on ${displayDate(weight.record_date)}${who ? ` (weight-for-age ${percentileText(who.percentile)})` : ''}`,
    );
  }
  if (height) {
    const who = height.who.length_for_age;
    lines.push(
      `Height: ${number(height.height!)} cm (${height.height_feet_inches}) on ${displayDate(height.record_date)}${who ? ` (length/height-for-age ${percentileText(who.percentile)})` : ''}`,
    );
  }
  const both = records.findLast(
    (r) => r.weight !== null && r.height !== null && r.who.weight_for_length,
  );
  if (both && both === weight && both === height)
    lines.push(
      `Weight-for-length/height on ${displayDate(both.record_date)}: ${percentileText(both.who.weight_for_length!.percentile)}`,
    );
  return { lines, note };
}

export function toCardModel(
  record: ChildRecord,
  growth: { records: GrowthRecord[]; who_available: boolean },
): CardModel {
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
      given: row.vaccinatedOn
        ? `${displayDate(row.vaccinatedOn)}${row.brand ? ` (${row.brand})` : ''}`
        : '—',
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
    growth: growthLines(growth.records, growth.who_available),
    generatedOn: displayDate(today),
  };
}
