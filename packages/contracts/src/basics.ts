/**
 * The contracts' modules that need no zod: roles and permissions, business constants, the API's error codes, the
 * English catalogue, calendar days and countries. `@portal/contracts/basics` for code that must not load zod (the
 * web's first screens: a bundler places every module the package index re-exports beside whatever imports the
 * index, so one value import from `@portal/contracts` there would bring zod and every schema into the first load,
 * docs/decisions/0006); `@portal/contracts` re-exports all of it with the schemas.
 */
export * from './access.js';
export * from './calendar-day.js';
export * from './constants.js';
export * from './countries.js';
export * from './errors.js';
export * from './messages.js';
