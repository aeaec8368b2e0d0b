import { dataEnvelope, errorBody, idParams, sessionsEnded, userSessionList } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf } from '../../lib/client-info.js';
import { requireAuth, signedIn } from '../../plugins/guards.js';
import { clearSessionCookie } from '../auth/index.js';
import { presentSession } from './presenters.js';
import { endOtherSessions, endSession, listSessions, type SessionCaller } from './service.js';

const callerOf = (request: FastifyRequest): SessionCaller => ({
  user: signedIn(request),
  sessionId: request.sessionId,
});

/** "Your sessions" in the profile: every query is scoped to the signed-in user. */
export default async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.services;
  // One guard for the whole resource, so no route here can ship without it.
  app.addHook('onRequest', requireAuth);
  const tags = ['profile'];

  app.get(
    '/api/profile/sessions',
    {
      schema: {
        tags,
        summary: 'Your live sessions: device, address, sign-in and last use; the current one first',
        response: { 200: dataEnvelope(userSessionList), 401: errorBody },
      },
    },
    async (request) => ({
      data: (await listSessions(ctx, app.sessionActivity, callerOf(request))).map(presentSession),
    }),
  );

  app.delete(
    '/api/profile/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Sign one of your sessions out (the current one too: then the session cookie is cleared)',
        params: idParams,
        response: { 200: z.object({ data: z.null() }), 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { endedCurrent } = await endSession(ctx, callerOf(request), request.params.id, clientOf(request));
      if (endedCurrent) clearSessionCookie(app, reply);
      return { data: null };
    },
  );

  app.post(
    '/api/profile/sessions/sign-out-others',
    {
      schema: {
        tags,
        summary: 'Sign out everywhere else: ends every session of yours but this one',
        response: { 200: dataEnvelope(sessionsEnded), 401: errorBody },
      },
    },
    async (request) => ({
      data: await endOtherSessions(ctx, app.sessionActivity, callerOf(request), clientOf(request)),
    }),
  );
}
