/** Accounts: sign-up, activation, mailed links (activation, password reset), password change. */

export { default as accountRoutes } from './routes.js';
