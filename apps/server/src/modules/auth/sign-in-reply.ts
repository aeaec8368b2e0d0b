import type { FastifyInstance, FastifyReply } from 'fastify';
import { presentCurrentUser } from './presenters.js';
import type { SignIn } from './service.js';
import { setSessionCookie } from './session-plugin.js';

export const CHALLENGE_COOKIE = 'two_factor';

/**
 * Answer a proven first factor: the session cookie and the user, or the
 * two-factor challenge cookie and `{two_factor_required: true}`. Shared by
 * sign-in, activation and password reset.
 */
export async function replySignIn(app: FastifyInstance, reply: FastifyReply, result: SignIn) {
  if (result.kind === 'two_factor') {
    reply.setCookie(CHALLENGE_COOKIE, result.challenge, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.secureCookies,
      maxAge: 300,
    });
    return { data: { two_factor_required: true as const } };
  }
  setSessionCookie(app, reply, result.token);
  return { data: presentCurrentUser(result.user) };
}
