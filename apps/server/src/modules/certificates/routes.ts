import {
  adminCertificateList,
  certificate,
  certificateList,
  certificateVerification,
  dataEnvelope,
  idParams,
  listEnvelope,
  listQuerySchema,
  revokeCertificateBody,
  verificationCodeParams,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery } from '../../lib/list-query/index.js';
import { errorReplies, findOr404, type RouteApp, resource, resourceErrors } from '../../lib/route-kit.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { renderCertificatePdf } from './pdf.js';
import { presentCertificate } from './presenters.js';
import { type CertificateScope, findCertificate, listCertificates } from './queries.js';
import { ownCertificates, revokeCertificate, verifyCertificate } from './service.js';

const pdfReply = {
  200: z.any().meta({ type: 'string', format: 'binary', description: 'The certificate as a PDF (an attachment)' }),
  ...resourceErrors,
};

/** The holder's certificates and each one's PDF (`/api/trainee/certificates`), scoped to the signed-in user. */
export function traineeCertificateRoutes(app: RouteApp, scopeOf: (request: FastifyRequest) => { userId: string }) {
  const tags = ['trainee'];
  app.get(
    '/certificates',
    {
      schema: {
        tags,
        operationId: 'listOwnCertificates',
        summary: "The signed-in trainee's certificates, newest first, each valid, revoked or maintenance due",
        response: { 200: dataEnvelope(z.array(certificate)), ...errorReplies(401, 403) },
      },
    },
    async (request) => ({ data: await ownCertificates(app.services, scopeOf(request).userId) }),
  );

  app.get(
    '/certificates/:id/pdf',
    {
      schema: {
        tags,
        operationId: 'getOwnCertificatePdf',
        summary: 'One own certificate as a PDF (A4) with a QR code of its verification URL',
        params: idParams,
        produces: ['application/pdf'],
        response: pdfReply,
      },
    },
    async (request, reply) => sendPdf(app, scopeOf(request), request, reply, request.params.id),
  );
}

/** The certificate's PDF as an attachment, or 404 outside `scope`. */
async function sendPdf(
  app: RouteApp,
  scope: CertificateScope,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
) {
  const row = await findOr404(findCertificate(app.db, scope, id));
  const shown = presentCertificate(row, app.services.config.appUrl);
  const pdf = await renderCertificatePdf(shown, request.language);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="certificate-${shown.number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** The list and the revocation of one scope: a manager's organization, or every certificate (an admin). */
function certificateAdministration(
  app: RouteApp,
  options: {
    base: string;
    tags: string[];
    names: { list: string; revoke: string; pdf: string };
    /** The list's contract: the admin's adds a filter by organization. */
    list: typeof certificateList | typeof adminCertificateList;
    scopeOf: (request: FastifyRequest) => CertificateScope;
  },
) {
  const { base, tags, names, list, scopeOf } = options;
  app.get(
    base,
    {
      schema: {
        tags,
        operationId: names.list,
        summary: 'Certificates, newest first; filter by status (valid, revoked) or by a part of the holder name',
        querystring: listQuerySchema(list),
        response: { 200: listEnvelope(certificate), ...errorReplies(401, 403, 409, 422) },
      },
    },
    async (request) => {
      // The manager's list has no organization filter: its parser answers 422 for one (the types are the admin's).
      const query = parseListQuery(request.query, list as typeof adminCertificateList);
      const { rows, total } = await listCertificates(app.db, scopeOf(request), query);
      const appUrl = app.services.config.appUrl;
      return { data: rows.map((row) => presentCertificate(row, appUrl)), meta: listMeta(query, total) };
    },
  );

  app.get(
    `${base}/:id/pdf`,
    {
      schema: {
        tags,
        operationId: names.pdf,
        summary: 'One certificate in scope as a PDF (A4) with a QR code of its verification URL',
        params: idParams,
        produces: ['application/pdf'],
        response: pdfReply,
      },
    },
    async (request, reply) => sendPdf(app, scopeOf(request), request, reply, request.params.id),
  );

  app.post(
    `${base}/:id/revoke`,
    {
      schema: {
        tags,
        operationId: names.revoke,
        summary: 'Revoke a certificate with a reason; a revoked one answers 409 and stays as it is',
        params: idParams,
        body: revokeCertificateBody,
        response: { 200: dataEnvelope(certificate), ...errorReplies(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const row = await revokeCertificate(
        app.services,
        signedIn(request),
        scopeOf(request),
        request.params.id,
        request.body.reason,
        clientOf(request),
      );
      return { data: presentCertificate(row, app.services.config.appUrl) };
    },
  );
}

/** `/api/manager/certificates`: the own organization's certificates (the section's scope, from the session). */
export function managerCertificateRoutes(
  app: RouteApp,
  scopeOf: (request: FastifyRequest) => { organizationId: string },
) {
  certificateAdministration(app, {
    base: '/certificates',
    tags: ['manager'],
    names: { list: 'listManagerCertificates', revoke: 'revokeManagerCertificate', pdf: 'getManagerCertificatePdf' },
    list: certificateList,
    scopeOf,
  });
}

/** `/api/admin/certificates`: every certificate ('manage organization'). */
export const adminCertificateRoutes = resource(
  '/certificates',
  requirePermission('admin', 'certificates', 'manage organization'),
  async function adminCertificateRoutes(app) {
    certificateAdministration(app, {
      base: '',
      tags: ['admin certificates'],
      names: { list: 'listCertificates', revoke: 'revokeCertificate', pdf: 'getCertificatePdf' },
      list: adminCertificateList,
      scopeOf: () => ({ all: true }),
    });
  },
);

/**
 * `GET /api/certificates/verify/{code}`: public, no cookies read. What anyone may know of a certificate (valid or
 * revoked, holder, organization, achievement, date) and the same as a token signed with the license files' key.
 */
export const certificateVerificationRoutes = resource('/api/certificates/verify', 'public', async (app) => {
  app.get(
    '/:code',
    {
      config: { access: 'public', cookies: false },
      schema: {
        tags: ['certificates'],
        operationId: 'verifyCertificate',
        summary: 'Verify a certificate by its code (public; rate limited per address)',
        description:
          'A code of the wrong shape and an unknown code are 404. `token` is an EdDSA JWT (`typ` certificate+jwt, ' +
          '`iss` lapskills-portal) of the same data, verifiable offline with the key of `GET /api/game/license-key`.',
        params: verificationCodeParams,
        response: { 200: dataEnvelope(certificateVerification), ...errorReplies(404, 429) },
      },
    },
    async (request) => ({ data: await verifyCertificate(app.services, request.params.code, request.ip) }),
  );
});
