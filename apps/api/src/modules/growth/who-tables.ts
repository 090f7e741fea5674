import type { LmsTable } from '@tika/contract';
import bmiForAge from '../../db/reference/who/bmi-for-age.json';
import bmiForAge2007 from '../../db/reference/who/bmi-for-age-2007.json';
import headForAge from '../../db/reference/who/head-for-age.json';
import heightForAge2007 from '../../db/reference/who/height-for-age-2007.json';
import lengthForAge from '../../db/reference/who/length-for-age.json';
import weightForAge from '../../db/reference/who/weight-for-age.json';
import weightForAge2007 from '../../db/reference/who/weight-for-age-2007.json';
import weightForHeight from '../../db/reference/who/weight-for-height.json';
import weightForLength from '../../db/reference/who/weight-for-length.json';

/**
 * The WHO Child Growth Standards' LMS tables (birth to five years, by age in days, or by length
 * and height in cm) in the compact form scripts/who-tables.mjs makes from the published files.
 */
export const WHO_TABLES = {
  weightForAge: weightForAge as unknown as LmsTable,
  lengthForAge: lengthForAge as unknown as LmsTable,
  headForAge: headForAge as unknown as LmsTable,
  bmiForAge: bmiForAge as unknown as LmsTable,
  weightForLength: weightForLength as unknown as LmsTable,
  weightForHeight: weightForHeight as unknown as LmsTable,
};

/**
 * The WHO Growth Reference 2007 (5 to 19 years), by age in whole months, 61 to 228 (weight for
 * age 61 to 120): the same LMS arithmetic, interpolated between months.
 */
export const WHO_2007_TABLES = {
  heightForAge: heightForAge2007 as unknown as LmsTable,
  bmiForAge: bmiForAge2007 as unknown as LmsTable,
  weightForAge: weightForAge2007 as unknown as LmsTable,
};
