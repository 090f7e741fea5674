import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LIMITS } from '@tika/contract';
import type { GrowthIndicator } from '../api/growth';

const maxCm = LIMITS.heightMaxCm;
const maxKg = LIMITS.weightMaxKg;

/**
 * The growth tab's words in one place, translated where they are shown (`t(TEXT.…)`). The
 * first ones are the contract's GROWTH_TEXT, which the vaccination card (PDF) says too: the
 * same English here, so the app and the card never word them differently.
 */
export const TEXT = {
  // As the contract's GROWTH_TEXT
  beforeDueDate: msg`Growth is compared with the WHO standards from the baby’s due date; until then your paediatrician uses a preterm chart (e.g. INTERGROWTH-21st or Fenton).`,
  standardsNote: msg`Percentiles compare your child with the WHO growth standards for children of the same age and sex. At the 50th, half of them measure less.`,
  correctedNote: msg`Until the second birthday, a baby born before 37 weeks is compared at the corrected age: the age counted from the due date.`,
  reference2007Note: msg`From 5 years, height and BMI are compared with the WHO growth reference for 5 to 19 years; weight for age only up to 10 years.`,
  noReference: msg`WHO growth charts cover birth to 19 years; percentiles are not shown after that.`,

  // The tab
  sectionTitle: msg`Growth Records`,
  loading: msg`Loading growth records`,
  loadFailed: msg`We couldn't load the growth records`,
  emptyTitle: msg`No growth records yet`,
  emptyBody: (name: string) =>
    msg`Add ${name}’s height and weight to see how they grow against the WHO growth charts.`,
  addRecord: msg`Add growth record`,
  added: msg`Growth record added`,
  deleted: msg`Record Deleted Successfully`,

  // The latest measurement and the list
  latestTitle: msg`Latest measurement`,
  weight: msg`Weight`,
  height: msg`Height`,
  notMeasuredYet: msg`Not measured yet`,
  notMeasured: msg`Not measured`,
  takenOn: (date: string) => msg`on ${date}`,
  allRecords: msg`All records`,
  deleteRecordLabel: (date: string) => msg`Delete the record of ${date}`,
  /** Someone else in the family added the record (docs/product/family.md): their label, "Dadi". */
  addedBy: (label: string) => msg`Added by ${label}`,

  // The chart
  chartTitle: msg`Growth chart`,
  chartLoading: msg`Loading the growth chart`,
  measureShown: msg`Measure shown`,
  curvesFailed: msg`The WHO curves could not be loaded; your child’s measurements are shown alone.`,
  ageAxis: msg`Age (months)`,
  legendBand: msg`15th–85th`,
  legendMedian: msg`50th (median)`,
  legendOuter: msg`3rd, 97th`,
  tableDate: msg`Date`,
  tableAge: msg`Age in months`,
  tablePercentile: msg`Percentile for age`,
  /** The chart's table: an age counted from the due date. */
  correctedAgeCell: (months: string) => msg`${months} (corrected)`,
  noPercentile: msg`Not available`,

  // The add and delete sheets
  addLead: msg`Enter the height, the weight, or both.`,
  dateMeasured: msg`Date measured`,
  heightLabel: msg`Height (cm)`,
  heightPlaceholder: msg`e.g. 72.5`,
  heightIs: (feetInches: string) => msg`That is ${feetInches}`,
  heightHint: msg`In centimetres, under ${maxCm}`,
  weightLabel: msg`Weight (kg)`,
  weightPlaceholder: msg`e.g. 8.4`,
  weightHint: msg`In kilograms, under ${maxKg}`,
  addButton: msg`Add record`,
  saving: msg`Saving…`,
  positionLegend: msg`Height measured`,
  lying: msg`Lying down`,
  standing: msg`Standing`,
  positionHint: msg`WHO measures children lying down until 2 years, standing after.`,
  deleteTitle: msg`Delete this record?`,
  deleteMessage: msg`It will be removed from the list and the growth chart. This cannot be undone.`,
  deleteButton: msg`Delete record`,
  deleting: msg`Deleting…`,
} as const;

/** The chart's words for the measure it shows: each sentence whole, for the Hindi's word order. */
export const MEASURE_TEXT: Record<
  GrowthIndicator,
  {
    name: MessageDescriptor;
    subtitle: MessageDescriptor;
    column: MessageDescriptor;
    chartLabel: (name: string) => MessageDescriptor;
    chartLabelWithCurves: (name: string) => MessageDescriptor;
    none: MessageDescriptor;
    tableCaption: (name: string) => MessageDescriptor;
  }
> = {
  weight: {
    name: TEXT.weight,
    subtitle: msg`Weight for age (kg)`,
    column: TEXT.weightLabel,
    chartLabel: (name) =>
      msg`${name}’s weight by age in kg. The measurements are listed in the table that follows.`,
    chartLabelWithCurves: (name) =>
      msg`${name}’s weight for age in kg, over the WHO 3rd, 15th, 50th, 85th and 97th percentile curves. The measurements are listed in the table that follows.`,
    none: msg`No weight measurements yet`,
    tableCaption: (name) => msg`${name}’s weight measurements`,
  },
  height: {
    name: TEXT.height,
    subtitle: msg`Height for age (cm)`,
    column: TEXT.heightLabel,
    chartLabel: (name) =>
      msg`${name}’s height by age in cm. The measurements are listed in the table that follows.`,
    chartLabelWithCurves: (name) =>
      msg`${name}’s height for age in cm, over the WHO 3rd, 15th, 50th, 85th and 97th percentile curves. The measurements are listed in the table that follows.`,
    none: msg`No height measurements yet`,
    tableCaption: (name) => msg`${name}’s height measurements`,
  },
};
