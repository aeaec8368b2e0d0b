import {
  activateBody,
  changePasswordBody,
  currentUser,
  dataEnvelope,
  emailOnlyBody,
  linkToken,
  loginResult,
  messageResult,
  passwordResetBody,
  registerBody,
  tokenStatus,
  translate,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { clientOf } from '../../lib/client-info.js';
import { PUBLIC } from '../../lib/route-access.js';
import { errorReplies, resource } from '../../lib/route-kit.js';
import { requireAuth, signedIn } from '../../plugins/guards.js';
import { findAuthUserById, presentCurrentUser, replySignIn } from '../auth/index.js';
import * as accounts from './service.js';

const messageEnvelope = dataEnvelope(messageResult);
const message = (key: Parameters<typeof translate>[0], language: string) => ({
  data: { message: translate(key, language) },
});

export default async function accountRoutes(fastify: FastifyInstance) {
  const ctx = fastify.services;
  await fastify.jobs.handle<accounts.MailLinkJob>(accounts.MAIL_LINK_JOB, (job) => accounts.sendMailLink(ctx, job));
  await fastify.register(accountLinkRoutes);
  await fastify.register(passwordChangeRoutes);
}

const accountLinkRoutes = resource('/api/auth', 'public', async function accountLinkRoutes(app) {
  const ctx = app.services;

  app.post(
    '/register',
    {
      config: PUBLIC,
      schema: {
        operationId: 'register',
        tags: ['accounts'],
        summary: 'Sign up; the account is activated from a link sent by mail',
        body: registerBody,
        response: { 202: messageEnvelope, ...errorReplies(422, 429) },
      },
    },
    async (request, reply) => {
      await accounts.register(ctx, request.body, clientOf(request));
      return reply.status(202).send(message('message.registered', request.language));
    },
  );

  app.get(
    '/tokens/:token',
    {
      config: PUBLIC,
      schema: {
        operationId: 'getLinkToken',
        tags: ['accounts'],
        summary: 'What a link from a mail is for, before acting on it',
        params: z.object({ token: z.string().max(200) }),
        response: { 200: dataEnvelope(tokenStatus), ...errorReplies(404, 410) },
      },
    },
    async (request) => {
      if (!linkToken().safeParse(request.params.token).success) throw new AppError('not_found', 'error.token_invalid');
      return { data: await accounts.tokenStatus(ctx, request.params.token) };
    },
  );

  app.post(
    '/activate',
    {
      config: PUBLIC,
      schema: {
        operationId: 'activateAccount',
        tags: ['accounts'],
        summary: 'Activate an account (sign-up link, or invitation link with a new password); signs in',
        body: activateBody,
        response: { 200: dataEnvelope(loginResult), ...errorReplies(404, 410, 422) },
      },
    },
    async (request, reply) => replySignIn(app, reply, await accounts.activate(ctx, request.body, clientOf(request))),
  );

  app.post(
    '/activation/resend',
    {
      config: PUBLIC,
      schema: {
        operationId: 'resendActivation',
        tags: ['accounts'],
        summary: 'Send a new activation or invitation link to an account that is not active yet',
        body: emailOnlyBody,
        response: { 202: messageEnvelope, ...errorReplies(422, 429) },
      },
    },
    async (request, reply) => {
      await accounts.requestMailLink(ctx, 'activation', request.body.email, clientOf(request));
      return reply.status(202).send(message('message.activation_sent', request.language));
    },
  );

  app.post(
    '/password-recover',
    {
      config: PUBLIC,
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['accounts'],
        summary: 'Ask for a password reset link; the answer is the same for any address',
        body: emailOnlyBody,
        response: { 202: messageEnvelope, ...errorReplies(422, 429) },
      },
    },
    async (request, reply) => {
      await accounts.requestMailLink(ctx, 'password_reset', request.body.email, clientOf(request));
      return reply.status(202).send(message('message.recover_sent', request.language));
    },
  );

  app.post(
    '/password-reset',
    {
      config: PUBLIC,
      schema: {
        operationId: 'resetPassword',
        tags: ['accounts'],
        summary: 'Set a new password from a reset link; ends every other session and signs in',
        body: passwordResetBody,
        response: { 200: dataEnvelope(loginResult), ...errorReplies(404, 410, 422, 429) },
      },
    },
    async (request, reply) =>
      replySignIn(app, reply, await accounts.resetPassword(ctx, request.body, clientOf(request))),
  );
});

const passwordChangeRoutes = resource('/api/auth', requireAuth, async function passwordChangeRoutes(app) {
  const ctx = app.services;

  app.post(
    '/change-password',
    {
      schema: {
        operationId: 'changePassword',
        tags: ['accounts'],
        summary: 'Change the signed-in user’s password; other sessions end',
        body: changePasswordBody,
        response: { 200: dataEnvelope(currentUser), ...errorReplies(401, 422, 429) },
      },
    },
    async (request) => {
      const user = signedIn(request);
      await accounts.changePassword(ctx, user, request.sessionId, request.body, clientOf(request));
      const fresh = await findAuthUserById(app.db, user.id);
      return { data: presentCurrentUser(fresh ?? user) };
    },
  );
});
