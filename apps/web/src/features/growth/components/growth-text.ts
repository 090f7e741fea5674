import { GROWTH_TEXT } from '@tika/contract';

/**
 * The growth tab's words in one place: the screen's own, and (from the contract) those the
 * vaccination card says too, so the app and the PDF never word a percentile differently.
 */
export const TEXT = {
  ...GROWTH_TEXT,
  latestTitle: 'Latest measurement',
  chartTitle: 'Growth chart',
  weight: 'Weight',
  height: 'Height',
  notMeasuredYet: 'Not measured yet',
  notMeasured: 'Not measured',
  allRecords: 'All records',
  noPercentile: 'Not available',
  weightSubtitle: 'Weight for age (kg)',
  heightSubtitle: 'Height for age (cm)',
  curvesFailed: 'The WHO curves could not be loaded; your child’s measurements are shown alone.',
  /** The chart's hidden table: an age compared from the due date. */
  correctedAgeCell: (months: string) => `${months} (corrected)`,
} as const;
