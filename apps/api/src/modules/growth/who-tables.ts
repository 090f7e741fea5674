import type { LmsTable } from '@tika/contract';
import bmiForAge from '../../db/reference/who/bmi-for-age.json';
import headForAge from '../../db/reference/who/head-for-age.json';
import lengthForAge from '../../db/reference/who/length-for-age.json';
import weightForAge from '../../db/reference/who/weight-for-age.json';
import weightForHeight from '../../db/reference/who/weight-for-height.json';
import weightForLength from '../../db/reference/who/weight-for-length.json';

/** The WHO LMS tables in the compact form scripts/who-tables.mjs makes from the published files. */
export const WHO_TABLES = {
  weightForAge: weightForAge as unknown as LmsTable,
  lengthForAge: lengthForAge as unknown as LmsTable,
  headForAge: headForAge as unknown as LmsTable,
  bmiForAge: bmiForAge as unknown as LmsTable,
  weightForLength: weightForLength as unknown as LmsTable,
  weightForHeight: weightForHeight as unknown as LmsTable,
};

/** The standards cover birth to five years (1826 days). */
export const WHO_MAX_AGE_DAYS = 1826;
