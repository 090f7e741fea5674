import { RULE_MESSAGES } from './rules';

export const GROWTH_MESSAGES = {
  oneRequired: RULE_MESSAGES.growth_measure_required,
  height: RULE_MESSAGES.growth_height_range,
  weight: RULE_MESSAGES.growth_weight_range,
  dateFuture: RULE_MESSAGES.growth_date_in_future,
  dateBeforeBirth: RULE_MESSAGES.growth_date_before_birth,
  deleted: 'Record Deleted Successfully',
  added: 'Growth record added',
} as const;

/** 80 cm → "2 ft 7.5 in" (inches to the nearest half). */
export function feetAndInches(cm: number): string {
  const totalInches = Math.round((cm / 2.54) * 2) / 2;
  const feet = Math.floor(totalInches / 12);
  const inches = totalInches - feet * 12;
  return `${feet} ft ${Number.isInteger(inches) ? inches : inches.toFixed(1)} in`;
}
