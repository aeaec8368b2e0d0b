/** The signed-in user's own profile: names and language, email change, two-factor enrolment. */

export { default as profileRoutes } from './routes.js';
export { assertPassword } from './service.js';
