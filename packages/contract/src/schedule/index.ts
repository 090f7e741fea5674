export * from './timing';
export * from './forecast';
export { GRACE_DAYS } from './conditions';
export { seasonOf, seasonDates } from './flu';
export * from './explain';
