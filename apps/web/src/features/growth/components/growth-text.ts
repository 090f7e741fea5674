import { GROWTH_TEXT, LIMITS } from '@tika/contract';

/**
 * The growth tab's words in one place: the screen's own, and from the contract those the
 * vaccination card says too (percentiles, corrected age, values to check), so the app and the
 * PDF never word them differently. Validation messages and toasts are the contract's
 * GROWTH_MESSAGES and RULE_MESSAGES.
 */
export const TEXT = {
  ...GROWTH_TEXT,

  // The tab
  sectionTitle: 'Growth Records',
  loading: 'Loading growth records',
  loadFailed: "We couldn't load the growth records",
  emptyTitle: 'No growth records yet',
  emptyBody: (name: string) =>
    `Add ${name}’s height and weight to see how they grow against the WHO growth charts.`,
  addRecord: 'Add growth record',

  // The latest measurement and the list
  latestTitle: 'Latest measurement',
  weight: 'Weight',
  height: 'Height',
  notMeasuredYet: 'Not measured yet',
  notMeasured: 'Not measured',
  takenOn: (date: string) => `on ${date}`,
  allRecords: 'All records',
  deleteRecordLabel: (date: string) => `Delete the record of ${date}`,

  // The chart
  chartTitle: 'Growth chart',
  chartLoading: 'Loading the growth chart',
  measureShown: 'Measure shown',
  weightSubtitle: 'Weight for age (kg)',
  heightSubtitle: 'Height for age (cm)',
  curvesFailed: 'The WHO curves could not be loaded; your child’s measurements are shown alone.',
  chartLabelWithCurves: (name: string, measure: string, unit: string) =>
    `${name}’s ${measure} for age in ${unit}, over the WHO 3rd, 15th, 50th, 85th and 97th percentile curves. The measurements are listed in the table that follows.`,
  chartLabel: (name: string, measure: string, unit: string) =>
    `${name}’s ${measure} by age in ${unit}. The measurements are listed in the table that follows.`,
  noMeasurements: (measure: string) => `No ${measure} measurements yet`,
  ageAxis: 'Age (months)',
  legendBand: '15th–85th',
  legendMedian: '50th (median)',
  legendOuter: '3rd, 97th',
  tableCaption: (name: string, measure: string) => `${name}’s ${measure} measurements`,
  tableDate: 'Date',
  tableAge: 'Age in months',
  tablePercentile: 'Percentile for age',
  /** The chart's table: an age counted from the due date. */
  correctedAgeCell: (months: string) => `${months} (corrected)`,
  noPercentile: 'Not available',

  // The add and delete sheets
  addTitle: 'Add growth record',
  addLead: 'Enter the height, the weight, or both.',
  dateMeasured: 'Date measured',
  heightLabel: 'Height (cm)',
  heightPlaceholder: 'e.g. 72.5',
  heightIs: (feetInches: string) => `That is ${feetInches}`,
  heightHint: `In centimetres, under ${LIMITS.heightMaxCm}`,
  weightLabel: 'Weight (kg)',
  weightPlaceholder: 'e.g. 8.4',
  weightHint: `In kilograms, under ${LIMITS.weightMaxKg}`,
  addButton: 'Add record',
  saving: 'Saving…',
  positionLegend: 'Height measured',
  lying: 'Lying down',
  standing: 'Standing',
  positionHint: 'WHO measures children lying down until 2 years, standing after.',
  deleteTitle: 'Delete this record?',
  deleteMessage: 'It will be removed from the list and the growth chart. This cannot be undone.',
  deleteButton: 'Delete record',
  deleting: 'Deleting…',
} as const;
