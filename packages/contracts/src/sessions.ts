import { z } from 'zod';

/** The kind of device a session signed in from, as far as its user agent tells. */
export const SESSION_PLATFORMS = ['desktop', 'mobile', 'tablet'] as const;
export type SessionPlatform = (typeof SESSION_PLATFORMS)[number];

/**
 * One of the signed-in user's live sessions ("Your sessions" in the profile).
 * `id` is a public id of its own: the session's token hash never leaves the server.
 */
export const userSession = z.object({
  id: z.uuid(),
  /** The session making this request. */
  current: z.boolean(),
  /** "Firefox 128 on Windows"; null when the user agent tells nothing. */
  device: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  platform: z.enum(SESSION_PLATFORMS).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export type UserSession = z.infer<typeof userSession>;

export const userSessionList = z.array(userSession);

/** How many sessions "sign out everywhere else" ended. */
export const sessionsEnded = z.object({ ended: z.number().int() });
export type SessionsEnded = z.infer<typeof sessionsEnded>;
