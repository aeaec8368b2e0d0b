import {
  createShippingCostBody,
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
  listQuerySchema,
  shippingCost,
  shippingCostList,
  showQuerySchema,
  updateShippingCostBody,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery, parseShowQuery } from '../../lib/list-query/index.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { presentShippingCost } from './presenters.js';
import { findShippingCost, listShippingCosts } from './queries.js';
import { createShippingCost, deleteShippingCost, updateShippingCost } from './service.js';

const tags = ['admin shipping costs'];
const errors = { 401: errorBody, 403: errorBody };

/** `/api/admin/shipping-costs`: a cost per destination country plus the default ('manage billing'). */
export default async function shippingCostRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.services;
  app.addHook('onRequest', requirePermission('admin', 'shipping-costs', 'manage billing'));

  app.get(
    '/api/admin/shipping-costs',
    {
      schema: {
        tags,
        operationId: 'listShippingCosts',
        summary: 'List shipping costs, the default first',
        querystring: listQuerySchema(shippingCostList),
        response: { 200: listEnvelope(shippingCost), ...errors, 422: errorBody },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, shippingCostList);
      const { rows, total } = await listShippingCosts(app.db, query);
      return { data: rows.map(presentShippingCost), meta: listMeta(query, total) };
    },
  );

  app.get(
    '/api/admin/shipping-costs/:id',
    {
      schema: {
        tags,
        operationId: 'getShippingCost',
        summary: 'One shipping cost',
        params: idParams,
        querystring: showQuerySchema([]),
        response: { 200: dataEnvelope(shippingCost), ...errors, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      parseShowQuery(request.query, []);
      const row = await findShippingCost(app.db, request.params.id);
      if (!row) throw notFound();
      return { data: presentShippingCost(row) };
    },
  );

  app.post(
    '/api/admin/shipping-costs',
    {
      schema: {
        tags,
        operationId: 'createShippingCost',
        summary: 'Add the shipping cost of one more country',
        body: createShippingCostBody,
        response: { 201: dataEnvelope(shippingCost), ...errors, 422: errorBody },
      },
    },
    async (request, reply) => {
      const row = await createShippingCost(ctx, signedIn(request), request.body, clientOf(request));
      return reply.status(201).send({ data: presentShippingCost(row) });
    },
  );

  app.put(
    '/api/admin/shipping-costs/:id',
    {
      schema: {
        tags,
        operationId: 'updateShippingCost',
        summary: "Change a shipping cost (the default's too)",
        params: idParams,
        body: updateShippingCostBody,
        response: { 200: dataEnvelope(shippingCost), ...errors, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const row = await updateShippingCost(ctx, signedIn(request), request.params.id, request.body, clientOf(request));
      return { data: presentShippingCost(row) };
    },
  );

  app.delete(
    '/api/admin/shipping-costs/:id',
    {
      schema: {
        tags,
        operationId: 'deleteShippingCost',
        summary: "Delete a country's shipping cost; the default cannot be deleted",
        params: idParams,
        response: { 200: z.object({ data: z.null() }), ...errors, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      await deleteShippingCost(ctx, signedIn(request), request.params.id, clientOf(request));
      return { data: null };
    },
  );
}
