import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { assertNotThrottled, clearThrottle, recordThrottleHit } from '../../lib/throttle.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { type AuthUser, deleteSession, findAuthUserById, findCredentials, insertSession } from './queries.js';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 60_000;

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

const credentialsError = () => new AppError('validation', 'error.credentials', {}, { email: ['error.credentials'] });

/**
 * Check email and password and open a session. Unknown email, wrong password
 * and inactive account all answer the same, so the answer reveals nothing.
 * Five failures per minute for one email from one address are throttled.
 */
export async function login(
  app: FastifyInstance,
  input: { email: string; password: string },
  client: ClientInfo,
): Promise<{ user: AuthUser; token: string }> {
  const now = app.clock.now();
  const throttleKey = `login:${input.email}|${client.ip}`;
  await assertNotThrottled(app.db, throttleKey, LOGIN_MAX_FAILURES, now);

  const credentials = await findCredentials(app.db, input.email);
  const valid = await verifyPassword(credentials?.passwordHash, input.password);
  if (!credentials || !valid || credentials.status !== 'active') {
    await recordThrottleHit(app.db, throttleKey, now, LOGIN_WINDOW_MS);
    throw credentialsError();
  }
  await clearThrottle(app.db, throttleKey);

  const token = await openSession(app, credentials.id, client);
  const user = await findAuthUserById(app.db, credentials.id);
  if (!user) throw credentialsError();
  return { user, token };
}

/** A new session with a fresh random id: never reuse a pre-login id (session fixation). */
export async function openSession(app: FastifyInstance, userId: string, client: ClientInfo): Promise<string> {
  const now = app.clock.now();
  const token = randomToken();
  await insertSession(app.db, {
    id: hashToken(token),
    userId,
    now,
    expiresAt: new Date(now.getTime() + app.config.sessionAbsoluteMs),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

export async function logout(app: FastifyInstance, sessionId: string | null): Promise<void> {
  if (sessionId) await deleteSession(app.db, sessionId);
}
