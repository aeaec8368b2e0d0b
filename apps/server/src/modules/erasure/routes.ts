import {
  bulkEraseBody,
  bulkEraseResult,
  dataEnvelope,
  dormantUser,
  eraseOwnBody,
  erasureResult,
  idParams,
  listEnvelope,
  listQuerySchema,
  retentionList,
  retentionPolicy,
} from '@portal/contracts';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery } from '../../lib/list-query/index.js';
import { errorReplies, resource } from '../../lib/route-kit.js';
import { requireAuth, requirePermission, signedIn } from '../../plugins/guards.js';
import { clearSessionCookie } from '../auth/index.js';
import { eraseDormant, eraseOwnAccount, eraseUserByAdmin, listDormant, presentPolicy } from './service.js';

const tags = ['erasure'];
const KEPT =
  'Kept, without the name or e-mail: training sessions, results and readiness (anonymous, so the team figures do ' +
  'not change), detached seats, hardware items and the audit trail with the pseudonym; invoices of a personal ' +
  'billing for the legal retention period (10 years, HGB §257, AO §147).';

/** `POST /api/profile/erase`: the signed-in person erases their own account (GDPR art. 17) and is signed out. */
export const ownErasureRoutes = resource('/api/profile', requireAuth, async function ownErasureRoutes(app) {
  const ctx = app.services;
  app.post(
    '/erase',
    {
      schema: {
        operationId: 'eraseOwnAccount',
        tags,
        summary: 'Erase my account and the personal data the portal holds about me; signs me out',
        description:
          `Confirmed with the current password, or (an account without one) the account's e-mail typed. ${KEPT} ` +
          'Refused (409, nothing changed) for the license manager of an organization until it has another one, ' +
          'and (422) for the last super-admin.',
        body: eraseOwnBody,
        response: { 200: dataEnvelope(erasureResult), ...errorReplies(401, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const done = await eraseOwnAccount(ctx, signedIn(request), request.body);
      clearSessionCookie(app, reply);
      return { data: done };
    },
  );
});

/** `POST /api/admin/users/{id}/erase` ('manage user'; mounted by the admin section). */
export const adminErasureRoutes = resource(
  '/users',
  requirePermission('admin', 'users', 'manage user'),
  async function adminErasureRoutes(app) {
    const ctx = app.services;
    app.post(
      '/:id/erase',
      {
        schema: {
          operationId: 'eraseAdminUser',
          tags,
          summary: "Erase a user's account and personal data (GDPR art. 17)",
          description: `${KEPT} 404 for an unknown or already erased user.`,
          params: idParams,
          response: { 200: dataEnvelope(erasureResult), ...errorReplies(401, 403, 404, 409, 422) },
        },
      },
      async (request) => ({
        data: await eraseUserByAdmin(ctx, signedIn(request), request.params.id, clientOf(request)),
      }),
    );
  },
);

/** `/api/admin/retention` ('manage user'): the dormant accounts, and their erasure in one action. */
export const adminRetentionRoutes = resource(
  '/retention',
  requirePermission('admin', 'users', 'manage user'),
  async function adminRetentionRoutes(app) {
    const ctx = app.services;
    app.get(
      '',
      {
        schema: {
          operationId: 'listDormantUsers',
          tags,
          summary: 'Accounts without a sign-in for the retention period (RETENTION_YEARS, default 3 years)',
          querystring: listQuerySchema(retentionList),
          response: { 200: listEnvelope(dormantUser), ...errorReplies(401, 403, 422) },
        },
      },
      async (request) => {
        const query = parseListQuery(request.query, retentionList);
        const { data, total } = await listDormant(ctx, query);
        return { data, meta: listMeta(query, total) };
      },
    );

    app.get(
      '/policy',
      {
        schema: {
          operationId: 'getRetentionPolicy',
          tags,
          summary: 'The retention rule the list applies: the years, and the instant before which accounts are listed',
          response: { 200: dataEnvelope(retentionPolicy), ...errorReplies(401, 403) },
        },
      },
      async () => ({ data: presentPolicy(ctx) }),
    );

    app.post(
      '/erase',
      {
        schema: {
          operationId: 'eraseDormantUsers',
          tags,
          summary: 'Erase dormant accounts (at most 100), each in a transaction of its own',
          description: 'Answers the accounts erased and those refused, each with the reason in the caller’s language.',
          body: bulkEraseBody,
          response: { 200: dataEnvelope(bulkEraseResult), ...errorReplies(401, 403, 422) },
        },
      },
      async (request) => ({
        data: await eraseDormant(ctx, signedIn(request), request.body.user_ids, clientOf(request)),
      }),
    );
  },
);
