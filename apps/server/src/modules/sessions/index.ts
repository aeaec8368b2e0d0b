/** "Your sessions" in the profile: list, end one, end every other. */

export { default as sessionRoutes } from './routes.js';
