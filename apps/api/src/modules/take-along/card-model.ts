import {
  gestationalAgeDays,
  type GrowthRecord,
  type Language,
  type ScheduleId,
} from '@tika/contract';
import { maskPhone } from '../../lib/redact';
import { entryText } from '../vaccines/entry-wire';
import { CARD_TEXT, type CardText } from './card-text';
import type { ChildRecord, DoseState } from './child-record';

/** Everything the vaccination card shows, as plain text in the parent's language: the PDF layout only places it. */
export interface CardModel {
  /** The layout's own words (headings, column titles, footer) in the card's language. */
  words: CardText;
  title: string;
  child: { name: string; dob: string; age: string; sex: string; schedule: string };
  parent: { name: string; phone: string };
  summary: string;
  groups: Array<{ label: string; rows: CardRow[] }>;
  growth: { lines: string[]; note: string };
  /** A doctor's record link to draw as a QR code, when the parent asked for one on the card. */
  online: { url: string; text: string } | null;
  generatedOn: string;
}

/** A live doctor's record link: its address and the parent's last day it works. */
export interface OnlineRecordLink {
  url: string;
  until: string;
}

export interface CardRow {
  name: string;
  fullName: string;
  due: string;
  given: string;
  status: string;
  tone: DoseState['kind'];
}

/** " (Rotarix, batch AB123)": what was given, when the parent recorded it. */
export function productText(row: { brand: string; batch: string }, language: Language): string {
  const parts = [row.brand, row.batch && CARD_TEXT[language].batch(row.batch)].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

function statusWord(state: DoseState, words: CardText['status']): string {
  switch (state.kind) {
    case 'overdue':
      return words.overdue(state.days);
    case 'due':
      return words.due(state.days);
    default:
      return words[state.kind];
  }
}

/** The summary's order; given and upcoming always show, the others only when there are some. */
const TALLIES: Array<[keyof CardText['tally'], 'always' | 'some']> = [
  ['given', 'always'],
  ['overdue', 'some'],
  ['catch_up', 'some'],
  ['due', 'some'],
  ['upcoming', 'always'],
  ['unrecorded', 'some'],
  ['not_needed', 'some'],
  ['no_longer_due', 'some'],
];

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
function reading(record: GrowthRecord, indicator: Indicator, words: CardText['growth']) {
  if (record.who_flags[indicator]) return words.check;
  const who = record.who[indicator];
  return who ? words.percentile(who.percentile) : null;
}

/** " (weight-for-age 48th percentile)", " (Please check this measurement)", or nothing. */
function assessment(record: GrowthRecord, indicator: Indicator, words: CardText['growth']) {
  const text = reading(record, indicator, words);
  if (!text) return '';
  return record.who_flags[indicator] ? ` (${text})` : ` (${words.indicator[indicator]} ${text})`;
}

/**
 * The card's growth lines: the newest weight and height with their percentiles (the one
 * wording the app uses), weight-for-length/height or, past five years, BMI-for-age when both
 * were measured together, and for a baby born early the corrected age they were compared at.
 */
export function growthLines(
  growth: CardGrowth,
  dob: string,
  language: Language,
): CardModel['growth'] {
  const { date, growth: words } = CARD_TEXT[language];
  const { records } = growth;
  const weight = records.findLast((r) => r.weight !== null);
  const height = records.findLast((r) => r.height !== null);
  if (!weight && !height) return { lines: [words.none], note: '' };
  const lines: string[] = [];
  if (weight)
    lines.push(
      words.weight(number(weight.weight!), date(weight.record_date)) +
        assessment(weight, 'weight_for_age', words),
    );
  if (height)
    lines.push(
      words.height(number(height.height!), height.height_feet_inches!, date(height.record_date)) +
        assessment(height, 'length_for_age', words),
    );
  if (weight && weight === height) {
    const byLength = weight.who.weight_for_length || weight.who_flags.weight_for_length;
    const indicator = byLength ? 'weight_for_length' : 'bmi_for_age';
    const text = reading(weight, indicator, words);
    if (text)
      lines.push(words.compared(words.indicator[indicator], date(weight.record_date), text));
  }
  const latest = records.at(-1)!;
  const gestationalDays =
    growth.gestational_weeks === null
      ? null
      : gestationalAgeDays({ weeks: growth.gestational_weeks, days: growth.gestational_days ?? 0 });
  const corrected = words.corrected(dob, latest.record_date, gestationalDays);
  if (corrected) lines.push(words.on(corrected, date(latest.record_date)));
  const beforeDue = latest.corrected_age_days !== null && latest.corrected_age_days < 0;
  const note = !growth.who_available
    ? words.noReferenceNote
    : beforeDue
      ? words.beforeDueNote
      : words.standardsNote(corrected !== null);
  return { lines, note };
}

export function toCardModel(
  record: ChildRecord,
  growth: CardGrowth,
  language: Language,
  link: OnlineRecordLink | null = null,
): CardModel {
  const { child, parent, today } = record;
  const words = CARD_TEXT[language];

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
      label: own ? words.ownGroup : words.ageGroup(row.ageGroup),
      first: dueOn,
      own,
      rows: [],
    };
    if (dueOn < group.first) group.first = dueOn;
    group.rows.push({
      name: row.name,
      fullName: entryText(row, { schedule: child.schedule as ScheduleId, language, userId: null })
        .fullName,
      due: words.date(dueOn),
      given: row.vaccinatedOn
        ? `${words.date(row.vaccinatedOn)}${productText(row, language)}`
        : '—',
      status: statusWord(state, words.status),
      tone: state.kind,
    });
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort(
    (a, b) => Number(a.own) - Number(b.own) || a.first.localeCompare(b.first),
  );

  const summary = TALLIES.filter(([kind, show]) => show === 'always' || counts[kind] > 0)
    .map(([kind]) => words.tally[kind](counts[kind]))
    .join(' · ');

  return {
    words,
    title: words.title(child.name),
    child: {
      name: child.name,
      dob: words.date(child.dob),
      age: words.age(child.dob, today),
      sex: words.sex[child.gender === 'girl' ? 'girl' : 'boy'],
      schedule: words.schedule[child.schedule as keyof CardText['schedule']] ?? child.schedule,
    },
    parent: {
      name: `${parent.firstName} ${parent.lastName}`.trim() || '—',
      phone: parent.contactNumber ? `+91 ${maskPhone(parent.contactNumber)}` : '—',
    },
    summary: record.entries.length ? words.summary(summary) : words.noVaccinesYet,
    groups: ordered.map(({ label, rows }) => ({ label, rows })),
    growth: growthLines(growth, child.dob, language),
    online: link && { url: link.url, text: words.onlineRecord(words.date(link.until)) },
    generatedOn: words.date(today),
  };
}
