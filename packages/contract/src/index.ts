// Rules, limits and messages: plain TypeScript, no zod. The web app's values come from here.
export * from './limits';
export * from './errors';
export * from './rules';
export * from './case';
export * from './dates';
export * from './children';
export * from './auth';
export { fieldLabel } from './messages';
export * from './vaccines';
export * from './age';
export * from './growth';
export * from './growth-records';
export * from './gestation';
export * from './growth-words';
export * from './medical-records';
export * from './stories';
export * from './reminders';
export * from './calendar';
export * from './take-along';
export * from './share-links';
export * from './family';
export * from './account-deletion';
export * from './schedule';
export * from './states';

// The wire's zod schemas, which the API validates with. The web imports only their types, so
// its bundle drops these modules and zod with them ("sideEffects" in package.json). Parsing
// with friendly messages needs `import '@tika/contract/zod-config'` once per program.
export * from './schemas/errors';
export * from './schemas/system';
export * from './schemas/children';
export * from './schemas/auth';
export * from './schemas/vaccines';
export * from './schemas/growth-records';
export * from './schemas/medical-records';
export * from './schemas/stories';
export * from './schemas/reminders';
export * from './schemas/calendar';
export * from './schemas/take-along';
export * from './schemas/share-links';
export * from './schemas/family';
export * from './schemas/account-deletion';
