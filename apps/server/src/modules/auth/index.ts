/**
 * Auth: sign-in and sign-out, the session (its plugin, cookie and cache), the
 * signed-in user as the API shows it, mailed link tokens and the second
 * factor. Other modules use these; the rest of the folder is private.
 */

export {
  findLiveToken,
  issueToken,
  issueTokens,
  lastTokenPurpose,
  useToken,
} from './link-tokens.js';
export { authPersonalData } from './personal-data.js';
export { presentCurrentUser } from './presenters.js';
export { deleteUserSessions, findAuthUserById } from './queries.js';
export { default as authRoutes, type SignInPolicy } from './routes.js';
export { logout, type SignIn, signInThroughProvider, signInVerified } from './service.js';
export type { SessionActivity } from './session-activity.js';
export {
  deleteOtherSessions,
  deleteUserSession,
  listLiveSessions,
  type SessionRow,
} from './session-list-queries.js';
export { clearSessionCookie, default as sessionPlugin, setSessionCookie } from './session-plugin.js';
export { replySignIn } from './sign-in-reply.js';
export {
  clearSecondFactor,
  confirmEnrolment,
  secondFactorError,
  startEnrolment,
  verifySecondFactor,
} from './two-factor.js';
