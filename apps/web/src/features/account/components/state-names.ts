import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IndianStateCode } from '@tika/contract';

/**
 * Each state's and union territory's name as the app shows it, in the parent's language. The
 * contract's INDIAN_STATES keeps the codes and the English names the API uses.
 */
export const STATE_NAMES: Record<IndianStateCode, MessageDescriptor> = {
  AN: msg`Andaman and Nicobar Islands`,
  AP: msg`Andhra Pradesh`,
  'AP-SC': msg`Andhra Pradesh (south coast)`,
  AR: msg`Arunachal Pradesh`,
  AS: msg`Assam`,
  BR: msg`Bihar`,
  CH: msg`Chandigarh`,
  CT: msg`Chhattisgarh`,
  DH: msg`Dadra and Nagar Haveli and Daman and Diu`,
  DL: msg`Delhi`,
  GA: msg`Goa`,
  GJ: msg`Gujarat`,
  HR: msg`Haryana`,
  HP: msg`Himachal Pradesh`,
  JK: msg`Jammu and Kashmir`,
  JH: msg`Jharkhand`,
  KA: msg`Karnataka`,
  KL: msg`Kerala`,
  LA: msg`Ladakh`,
  LD: msg`Lakshadweep`,
  MP: msg`Madhya Pradesh`,
  MH: msg`Maharashtra`,
  MN: msg`Manipur`,
  ML: msg`Meghalaya`,
  MZ: msg`Mizoram`,
  NL: msg`Nagaland`,
  OR: msg`Odisha`,
  PY: msg`Puducherry`,
  PB: msg`Punjab`,
  RJ: msg`Rajasthan`,
  SK: msg`Sikkim`,
  TN: msg`Tamil Nadu`,
  TG: msg`Telangana`,
  TR: msg`Tripura`,
  UP: msg`Uttar Pradesh`,
  UT: msg`Uttarakhand`,
  WB: msg`West Bengal`,
};
