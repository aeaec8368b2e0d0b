export * from './accounts.js';
export * from './audit.js';
export * from './auth.js';
export * from './organizations.js';
export * from './products.js';
export * from './releases.js';
export * from './shipping-costs.js';
export * from './users.js';
