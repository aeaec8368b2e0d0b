import { dataEnvelope, idParams, sessionsEnded, userSessionList } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { clientOf } from '../../lib/client-info.js';
import { dataNull, errorReplies, resource } from '../../lib/route-kit.js';
import { requireAuth, signedIn } from '../../plugins/guards.js';
import { clearSessionCookie } from '../auth/index.js';
import { presentSession } from './presenters.js';
import { endOtherSessions, endSession, listSessions, type SessionCaller } from './service.js';

const callerOf = (request: FastifyRequest): SessionCaller => ({
  user: signedIn(request),
  sessionId: request.sessionId,
});

/** "Your sessions" in the profile: every query is scoped to the signed-in user. */
export default resource('/api/profile/sessions', requireAuth, async function sessionRoutes(app) {
  const ctx = app.services;
  // One guard for the whole resource, so no route here can ship without it.
  const tags = ['profile'];

  app.get(
    '',
    {
      schema: {
        operationId: 'listSessions',
        tags,
        summary: 'Your live sessions: device, address, sign-in and last use; the current one first',
        response: { 200: dataEnvelope(userSessionList), ...errorReplies(401) },
      },
    },
    async (request) => ({
      data: (await listSessions(ctx, app.sessionActivity, callerOf(request))).map(presentSession),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'endSession',
        tags,
        summary: 'Sign one of your sessions out (the current one too: then the session cookie is cleared)',
        params: idParams,
        response: { 200: dataNull, ...errorReplies(401, 404) },
      },
    },
    async (request, reply) => {
      const { endedCurrent } = await endSession(ctx, callerOf(request), request.params.id, clientOf(request));
      if (endedCurrent) clearSessionCookie(app, reply);
      return { data: null };
    },
  );

  app.post(
    '/sign-out-others',
    {
      schema: {
        operationId: 'endOtherSessions',
        tags,
        summary: 'Sign out everywhere else: ends every session of yours but this one',
        response: { 200: dataEnvelope(sessionsEnded), ...errorReplies(401) },
      },
    },
    async (request) => ({
      data: await endOtherSessions(ctx, app.sessionActivity, callerOf(request), clientOf(request)),
    }),
  );
});
