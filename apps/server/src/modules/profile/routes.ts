import {
  currentUser,
  dataEnvelope,
  emailChangeBody,
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
import { clientOf } from '../../lib/client-info.js';
import { PUBLIC } from '../../lib/route-access.js';
import { errorReplies, resource } from '../../lib/route-kit.js';
import { requireAuth, signedIn } from '../../plugins/guards.js';
import { findAuthUserById, presentCurrentUser } from '../auth/index.js';
import * as profile from './service.js';

const tags = ['profile'];

export default async function profileRoutes(fastify: FastifyInstance) {
  await fastify.register(emailConfirmRoutes);
  await fastify.register(ownProfileRoutes);
}

const emailConfirmRoutes = resource('/api/profile', 'public', async function emailConfirmRoutes(app) {
  const ctx = app.services;

  app.post(
    '/email/confirm',
    {
      config: PUBLIC,
      schema: {
        operationId: 'confirmEmailChange',
        tags,
        summary: 'Confirm a new email address from its link',
        body: tokenBody,
        response: { 200: dataEnvelope(messageResult), ...errorReplies(404, 410, 422) },
      },
    },
    async (request) => {
      const current =
        request.user && request.sessionId ? { userId: request.user.id, sessionId: request.sessionId } : null;
      await profile.confirmEmailChange(ctx, request.body.token, clientOf(request), current);
      return { data: { message: translate('message.email_changed', request.language) } };
    },
  );
});

const ownProfileRoutes = resource('/api/profile', requireAuth, async function ownProfileRoutes(app) {
  const ctx = app.services;
  const freshUser = async (id: string) => {
    const user = await findAuthUserById(app.db, id);
    if (!user) throw new Error('signed-in user vanished');
    return { data: presentCurrentUser(user) };
  };

  app.patch(
    '',
    {
      schema: {
        operationId: 'updateProfile',
        tags,
        summary:
          'Update name, language and the mail opt-outs (`refresh_reminders`, `practice_reminders`; each left as it is when not sent)',
        body: profileBody,
        response: { 200: dataEnvelope(currentUser), ...errorReplies(401, 422) },
      },
    },
    async (request) => {
      const user = signedIn(request);
      await profile.updateProfile(ctx, user, request.body);
      return freshUser(user.id);
    },
  );

  app.post(
    '/email',
    {
      schema: {
        operationId: 'requestEmailChange',
        tags,
        summary: 'Change the email address: needs the current password; confirmed from a link sent to the new address',
        body: emailChangeBody,
        response: { 202: dataEnvelope(messageResult), ...errorReplies(401, 422, 429) },
      },
    },
    async (request, reply) => {
      await profile.requestEmailChange(ctx, signedIn(request), request.body, clientOf(request));
      return reply.status(202).send({ data: { message: translate('message.email_change_sent', request.language) } });
    },
  );

  app.post(
    '/two-factor/setup',
    {
      schema: {
        operationId: 'startTwoFactorSetup',
        tags,
        summary: 'Start two-factor enrolment: a new secret as QR code and text',
        body: twoFactorSetupBody,
        response: { 200: dataEnvelope(twoFactorSetup), ...errorReplies(401, 409, 422, 429) },
      },
    },
    async (request) => ({ data: await profile.startTwoFactorSetup(ctx, signedIn(request), request.body.password) }),
  );

  app.post(
    '/two-factor/confirm',
    {
      schema: {
        operationId: 'confirmTwoFactorSetup',
        tags,
        summary: 'Finish enrolment with a code; answers ten single-use recovery codes, shown once',
        body: twoFactorConfirmBody,
        response: { 200: dataEnvelope(recoveryCodes), ...errorReplies(401, 409, 422, 429) },
      },
    },
    async (request) => {
      const codes = await profile.confirmTwoFactor(ctx, signedIn(request), request.body.code, clientOf(request));
      return { data: { recovery_codes: codes } };
    },
  );

  app.post(
    '/two-factor/disable',
    {
      schema: {
        operationId: 'disableTwoFactor',
        tags,
        summary: 'Turn two-factor authentication off (password and a code or recovery code)',
        body: twoFactorDisableBody,
        response: { 200: dataEnvelope(currentUser), ...errorReplies(401, 409, 422, 429) },
      },
    },
    async (request) => {
      const user = signedIn(request);
      await profile.disableTwoFactor(ctx, user, request.sessionId, request.body, clientOf(request));
      return freshUser(user.id);
    },
  );
});
