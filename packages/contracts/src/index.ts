export * from './access.js';
export * from './accounts.js';
export * from './api.js';
export * from './auth.js';
export * from './constants.js';
export * from './fields.js';
export * from './messages.js';
export * from './users.js';
