import { LIMITS } from './limits';

export const GROWTH_MESSAGES = {
  oneRequired: 'Please enter the height or the weight',
  height: `Height must be more than 0 and less than ${LIMITS.heightMaxCm} cm`,
  weight: `Weight must be more than 0 and less than ${LIMITS.weightMaxKg} kg`,
  dateFuture: 'The date cannot be in the future',
  dateBeforeBirth: 'The date cannot be before the birth date',
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
