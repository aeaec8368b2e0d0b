import type { Limit } from './throttle.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Exercise results one device token may upload per minute (two maximal uploads of 100 sessions × 200 results). */
export const UPLOAD_RESULTS_PER_MINUTE = 40_000;

/** Invitation mails an organization's managers may send per UTC day (single invitations and imported rows); see docs/security.md. */
export const INVITATIONS_PER_DAY = 500;

/** Milliseconds from `now` to the next midnight UTC: a window that ends with the calendar day. */
const restOfDay = (now: Date) =>
  Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime();

/**
 * Every attempt limit of the portal, in one table (docs/security.md explains
 * each). Keys hold a lower-cased email, an address or a user id.
 */
export const limits = {
  /** Sign-in: one email from one address. */
  signIn: (email: string, ip: string): Limit => ({ key: `login:${email}|${ip}`, max: 5, windowMs: MINUTE }),
  /** Sign-in failures from one address across accounts (credential stuffing, password spraying). */
  signInFromAddress: (ip: string): Limit => ({ key: `login-ip:${ip}`, max: 30, windowMs: 15 * MINUTE }),
  /** Sign-in failures on one account across addresses, with growing back-off. */
  signInToAccount: (email: string): Limit => ({
    key: `login-account:${email}`,
    max: 10,
    windowMs: 15 * MINUTE,
    growing: true,
  }),
  /** Single sign-ons started for one email from one address (each writes a row until its callback or expiry). */
  ssoStart: (email: string, ip: string): Limit => ({ key: `sso-start:${email}|${ip}`, max: 10, windowMs: MINUTE }),
  /** Single sign-ons started from one address: a hospital's residents share one, so the bound is wide. */
  ssoStartFromAddress: (ip: string): Limit => ({ key: `sso-start-ip:${ip}`, max: 300, windowMs: MINUTE }),
  /** Second factor at sign-in and when turning it off, per account, with growing back-off. */
  secondFactor: (userId: string): Limit => ({ key: `two-factor:${userId}`, max: 5, windowMs: MINUTE, growing: true }),
  /** The first code of a new authenticator (enrolment). */
  secondFactorSetup: (userId: string): Limit => ({ key: `two-factor-setup:${userId}`, max: 5, windowMs: MINUTE }),
  /** The current password, asked again before a sensitive change. */
  passwordCheck: (userId: string): Limit => ({ key: `reauth:${userId}`, max: 5, windowMs: MINUTE }),
  /** Sign-ups from one address. */
  signUp: (ip: string): Limit => ({ key: `register:${ip}`, max: 10, windowMs: HOUR }),
  /** Recovery and activation links asked for one email from one address. */
  mailLink: (email: string, ip: string): Limit => ({ key: `mail-link:${email}|${ip}`, max: 5, windowMs: MINUTE }),
  /** Recovery and activation links asked from one address across emails (mail bombing). */
  mailLinkFromAddress: (ip: string): Limit => ({ key: `mail-link-ip:${ip}`, max: 20, windowMs: 15 * MINUTE }),
  /** New passwords set from reset links, from one address. */
  passwordReset: (ip: string): Limit => ({ key: `reset:${ip}`, max: 5, windowMs: MINUTE }),
  /** Device codes (the game's sign-in) asked from one address. */
  deviceCode: (ip: string): Limit => ({ key: `device-code:${ip}`, max: 30, windowMs: 15 * MINUTE }),
  /** Token polls from one address (the RFC's `slow_down` paces each device code on its own). */
  devicePoll: (ip: string): Limit => ({ key: `device-poll:${ip}`, max: 120, windowMs: MINUTE }),
  /** User codes typed on `/device` that name no sign-in, per user (guessing; a code naming one is given back). */
  userCodeGuess: (userId: string): Limit => ({ key: `user-code:${userId}`, max: 5, windowMs: 15 * MINUTE }),
  /** Certificate verifications (`GET /api/certificates/verify/{code}`) from one address: well-formed codes only. */
  certificateVerify: (ip: string): Limit => ({ key: `certificate-verify:${ip}`, max: 30, windowMs: MINUTE }),
  /**
   * Exercise results uploaded per device token (`takeAttempt` with the upload's count): what an upload costs the
   * server is its results, not the request, so a few requests of 100 sessions × 200 results weigh what they cost.
   * Two maximal uploads a minute; a session sent without results counts as one.
   */
  sessionUpload: (deviceTokenId: string): Limit => ({
    key: `upload-results:${deviceTokenId}`,
    max: UPLOAD_RESULTS_PER_MINUTE,
    windowMs: MINUTE,
  }),
  /**
   * Invitations sent into one organization in one UTC day: `INVITATIONS_PER_DAY`, or the number an
   * admin set for it (`organizations.invitation_limit`). Counted with `takeQuota`.
   */
  invitations: (organizationId: string, max: number, now: Date): Limit => ({
    key: `invitations:${organizationId}`,
    max,
    windowMs: restOfDay(now),
  }),
} as const;
