/**
 * India's states and union territories (ISO 3166-2:IN codes) for the parent's "where you live",
 * which picks the influenza window (docs/product/vaccines.md#influenza). South coastal Andhra
 * Pradesh has a window of its own, so it is a choice of its own.
 */
export const INDIAN_STATES = [
  ['AN', 'Andaman and Nicobar Islands'],
  ['AP', 'Andhra Pradesh'],
  ['AP-SC', 'Andhra Pradesh (south coast)'],
  ['AR', 'Arunachal Pradesh'],
  ['AS', 'Assam'],
  ['BR', 'Bihar'],
  ['CH', 'Chandigarh'],
  ['CT', 'Chhattisgarh'],
  ['DH', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['DL', 'Delhi'],
  ['GA', 'Goa'],
  ['GJ', 'Gujarat'],
  ['HR', 'Haryana'],
  ['HP', 'Himachal Pradesh'],
  ['JK', 'Jammu and Kashmir'],
  ['JH', 'Jharkhand'],
  ['KA', 'Karnataka'],
  ['KL', 'Kerala'],
  ['LA', 'Ladakh'],
  ['LD', 'Lakshadweep'],
  ['MP', 'Madhya Pradesh'],
  ['MH', 'Maharashtra'],
  ['MN', 'Manipur'],
  ['ML', 'Meghalaya'],
  ['MZ', 'Mizoram'],
  ['NL', 'Nagaland'],
  ['OR', 'Odisha'],
  ['PY', 'Puducherry'],
  ['PB', 'Punjab'],
  ['RJ', 'Rajasthan'],
  ['SK', 'Sikkim'],
  ['TN', 'Tamil Nadu'],
  ['TG', 'Telangana'],
  ['TR', 'Tripura'],
  ['UP', 'Uttar Pradesh'],
  ['UT', 'Uttarakhand'],
  ['WB', 'West Bengal'],
] as const;

export type IndianStateCode = (typeof INDIAN_STATES)[number][0];
export const INDIAN_STATE_CODES = INDIAN_STATES.map(([code]) => code) as [
  IndianStateCode,
  ...IndianStateCode[],
];
