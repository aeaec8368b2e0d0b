import {
  currentUser,
  dataEnvelope,
  emailChangeBody,
  errorBody,
  messageResult,
  profileBody,
  recoveryCodes,
  tokenBody,
  translate,
  twoFactorConfirmBody,
  twoFactorDisableBody,
  twoFactorSetup,
  twoFactorSetupBody,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientOf } from '../../lib/client-info.js';
import { requireAuth, signedIn } from '../../plugins/guards.js';
import { findAuthUserById, presentCurrentUser } from '../auth/index.js';
import * as profile from './service.js';

export default async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.services;
  const guarded = { onRequest: requireAuth };
  const tags = ['profile'];
  const freshUser = async (id: string) => {
    const user = await findAuthUserById(app.db, id);
    if (!user) throw new Error('signed-in user vanished');
    return { data: presentCurrentUser(user) };
  };

  app.patch(
    '/api/profile',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Update name and language',
        body: profileBody,
        response: { 200: dataEnvelope(currentUser), 401: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const user = signedIn(request);
      await profile.updateProfile(ctx, user, request.body);
      return freshUser(user.id);
    },
  );

  app.post(
    '/api/profile/email',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Change the email address: needs the current password; confirmed from a link sent to the new address',
        body: emailChangeBody,
        response: { 202: dataEnvelope(messageResult), 401: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await profile.requestEmailChange(ctx, signedIn(request), request.body, clientOf(request));
      return reply.status(202).send({ data: { message: translate('message.email_change_sent', request.language) } });
    },
  );

  app.post(
    '/api/profile/email/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a new email address from its link',
        body: tokenBody,
        response: { 200: dataEnvelope(messageResult), 404: errorBody, 410: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const current =
        request.user && request.sessionId ? { userId: request.user.id, sessionId: request.sessionId } : null;
      await profile.confirmEmailChange(ctx, request.body.token, clientOf(request), current);
      return { data: { message: translate('message.email_changed', request.language) } };
    },
  );

  app.post(
    '/api/profile/two-factor/setup',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Start two-factor enrolment: a new secret as QR code and text',
        body: twoFactorSetupBody,
        response: { 200: dataEnvelope(twoFactorSetup), 401: errorBody, 409: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => ({ data: await profile.startTwoFactorSetup(ctx, signedIn(request), request.body.password) }),
  );

  app.post(
    '/api/profile/two-factor/confirm',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Finish enrolment with a code; answers ten single-use recovery codes, shown once',
        body: twoFactorConfirmBody,
        response: { 200: dataEnvelope(recoveryCodes), 401: errorBody, 409: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const codes = await profile.confirmTwoFactor(ctx, signedIn(request), request.body.code, clientOf(request));
      return { data: { recovery_codes: codes } };
    },
  );

  app.post(
    '/api/profile/two-factor/disable',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Turn two-factor authentication off (password and a code or recovery code)',
        body: twoFactorDisableBody,
        response: { 200: dataEnvelope(currentUser), 401: errorBody, 409: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const user = signedIn(request);
      await profile.disableTwoFactor(ctx, user, request.sessionId, request.body, clientOf(request));
      return freshUser(user.id);
    },
  );
}
