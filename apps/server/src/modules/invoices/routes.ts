import {
  dataEnvelope,
  idParams,
  invoice,
  invoiceList,
  listEnvelope,
  listQuerySchema,
  ownInvoiceList,
  updateInvoiceBody,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { todayOf } from '../../lib/calendar-day.js';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery } from '../../lib/list-query/index.js';
import { errorReplies, findOr404, type RouteApp, resource, resourceErrors } from '../../lib/route-kit.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { renderInvoicePdf } from './pdf.js';
import { presentInvoice } from './presenters.js';
import { billingExists, findInvoice, type InvoiceScope, listInvoices } from './queries.js';
import { setInvoiceStatus } from './service.js';

/** Today as a UTC day on the service clock: what tells an overdue invoice from an open one. */

const pdfReply = {
  200: z.any().meta({ type: 'string', format: 'binary', description: 'The invoice as a PDF (an attachment)' }),
  ...resourceErrors,
};

/** The invoice's PDF as an attachment (never inline, never under the public /api/files/), or 404 outside `scope`. */
async function sendPdf(app: RouteApp, scope: InvoiceScope, request: FastifyRequest, reply: FastifyReply, id: string) {
  const row = await findOr404(findInvoice(app.db, scope, id));
  const pdf = await renderInvoicePdf(presentInvoice(row, todayOf(app.services)), request.language);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="invoice-${row.number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** `GET …/invoices` and `GET …/invoices/{id}/pdf` of one scope (the manager's and the trainee's). */
export function ownInvoiceRoutes(
  app: RouteApp,
  tags: string[],
  names: { list: string; pdf: string },
  scopeOf: (request: FastifyRequest) => InvoiceScope,
) {
  app.get(
    '/invoices',
    {
      schema: {
        tags,
        operationId: names.list,
        summary: "The own billing's invoices, newest first",
        querystring: listQuerySchema(ownInvoiceList),
        response: { 200: listEnvelope(invoice), ...errorReplies(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, ownInvoiceList);
      const today = todayOf(app.services);
      const { rows, total } = await listInvoices(app.db, scopeOf(request), query, today);
      return { data: rows.map((row) => presentInvoice(row, today)), meta: listMeta(query, total) };
    },
  );

  app.get(
    '/invoices/:id/pdf',
    {
      schema: {
        tags,
        operationId: names.pdf,
        summary: 'An own invoice as a PDF attachment (404 for any other invoice)',
        produces: ['application/pdf'],
        params: idParams,
        response: pdfReply,
      },
    },
    async (request, reply) => sendPdf(app, scopeOf(request), request, reply, request.params.id),
  );
}

/** Every invoice ('manage billing'): list, one, status, PDF. */
const allInvoiceRoutes = resource(
  '/invoices',
  requirePermission('admin', 'billing', 'manage billing'),
  async function allInvoiceRoutes(app) {
    const ctx = app.services;
    const tags = ['admin invoices'];
    const all = { all: true } as const;

    app.get(
      '',
      {
        schema: {
          tags,
          operationId: 'listInvoices',
          summary: 'Every invoice: filter by status (overdue: open past its due date), year, billing',
          querystring: listQuerySchema(invoiceList),
          response: { 200: listEnvelope(invoice), ...errorReplies(401, 403, 422) },
        },
      },
      async (request) => {
        const query = parseListQuery(request.query, invoiceList);
        const today = todayOf(app.services);
        const { rows, total } = await listInvoices(app.db, all, query, today);
        return { data: rows.map((row) => presentInvoice(row, today)), meta: listMeta(query, total) };
      },
    );

    app.get(
      '/:id',
      {
        schema: {
          tags,
          operationId: 'getInvoice',
          summary: 'One invoice with its lines',
          params: idParams,
          response: { 200: dataEnvelope(invoice), ...resourceErrors },
        },
      },
      async (request) => ({
        data: presentInvoice(await findOr404(findInvoice(app.db, all, request.params.id)), todayOf(app.services)),
      }),
    );

    app.put(
      '/:id',
      {
        schema: {
          tags,
          operationId: 'updateInvoiceStatus',
          summary: 'Mark an open invoice paid or void (409 invoice_transition for any other change)',
          params: idParams,
          body: updateInvoiceBody,
          response: { 200: dataEnvelope(invoice), ...errorReplies(401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        await setInvoiceStatus(ctx, signedIn(request), request.params.id, request.body.status, clientOf(request));
        return {
          data: presentInvoice(await findOr404(findInvoice(app.db, all, request.params.id)), todayOf(app.services)),
        };
      },
    );

    app.get(
      '/:id/pdf',
      {
        schema: {
          tags,
          operationId: 'getInvoicePdf',
          summary: 'The invoice as a PDF attachment',
          produces: ['application/pdf'],
          params: idParams,
          response: pdfReply,
        },
      },
      async (request, reply) => sendPdf(app, all, request, reply, request.params.id),
    );
  },
);

/** One billing's invoices ('manage billing'). */
const billingInvoiceRoutes = resource(
  '/billings',
  requirePermission('admin', 'billing', 'manage billing'),
  async function billingInvoiceRoutes(app) {
    app.get(
      '/:id/invoices',
      {
        schema: {
          tags: ['admin invoices'],
          operationId: 'listBillingInvoices',
          summary: "One billing's invoices, newest first",
          params: idParams,
          querystring: listQuerySchema(ownInvoiceList),
          response: { 200: listEnvelope(invoice), ...resourceErrors },
        },
      },
      async (request) => {
        const query = parseListQuery(request.query, ownInvoiceList);
        if (!(await billingExists(app.db, request.params.id))) throw notFound();
        const today = todayOf(app.services);
        const { rows, total } = await listInvoices(
          app.db,
          { all: true },
          { ...query, filter: { ...query.filter, billing_id: request.params.id } },
          today,
        );
        return { data: rows.map((row) => presentInvoice(row, today)), meta: listMeta(query, total) };
      },
    );
  },
);

/** The admin's invoice routes ('manage billing'), mounted by the admin section. */
export async function adminInvoiceRoutes(fastify: FastifyInstance) {
  await fastify.register(allInvoiceRoutes);
  await fastify.register(billingInvoiceRoutes);
}
