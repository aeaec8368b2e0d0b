import {
  createShippingCostBody,
  dataEnvelope,
  idParams,
  listEnvelope,
  listQuerySchema,
  shippingCost,
  shippingCostList,
  showQuerySchema,
  updateShippingCostBody,
} from '@portal/contracts';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery, parseShowQuery } from '../../lib/list-query/index.js';
import { dataNull, errorReplies, findOr404, resource, resourceErrors } from '../../lib/route-kit.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { presentShippingCost } from './presenters.js';
import { findShippingCost, listShippingCosts } from './queries.js';
import { createShippingCost, deleteShippingCost, updateShippingCost } from './service.js';

const tags = ['admin shipping costs'];

/** `/api/admin/shipping-costs`: a cost per destination country plus the default ('manage billing'). */
export default resource(
  '/shipping-costs',
  requirePermission('admin', 'shipping-costs', 'manage billing'),
  async function shippingCostRoutes(app) {
    const ctx = app.services;

    app.get(
      '',
      {
        schema: {
          tags,
          operationId: 'listShippingCosts',
          summary: 'List shipping costs, the default first',
          querystring: listQuerySchema(shippingCostList),
          response: { 200: listEnvelope(shippingCost), ...errorReplies(401, 403, 422) },
        },
      },
      async (request) => {
        const query = parseListQuery(request.query, shippingCostList);
        const { rows, total } = await listShippingCosts(app.db, query);
        return { data: rows.map(presentShippingCost), meta: listMeta(query, total) };
      },
    );

    app.get(
      '/:id',
      {
        schema: {
          tags,
          operationId: 'getShippingCost',
          summary: 'One shipping cost',
          params: idParams,
          querystring: showQuerySchema([]),
          response: { 200: dataEnvelope(shippingCost), ...resourceErrors },
        },
      },
      async (request) => {
        parseShowQuery(request.query, []);
        const row = await findOr404(findShippingCost(app.db, request.params.id));
        return { data: presentShippingCost(row) };
      },
    );

    app.post(
      '',
      {
        schema: {
          tags,
          operationId: 'createShippingCost',
          summary: 'Add the shipping cost of one more country',
          body: createShippingCostBody,
          response: { 201: dataEnvelope(shippingCost), ...errorReplies(401, 403, 422) },
        },
      },
      async (request, reply) => {
        const row = await createShippingCost(ctx, signedIn(request), request.body, clientOf(request));
        return reply.status(201).send({ data: presentShippingCost(row) });
      },
    );

    app.put(
      '/:id',
      {
        schema: {
          tags,
          operationId: 'updateShippingCost',
          summary: "Change a shipping cost (the default's too)",
          params: idParams,
          body: updateShippingCostBody,
          response: { 200: dataEnvelope(shippingCost), ...resourceErrors },
        },
      },
      async (request) => {
        const row = await updateShippingCost(
          ctx,
          signedIn(request),
          request.params.id,
          request.body,
          clientOf(request),
        );
        return { data: presentShippingCost(row) };
      },
    );

    app.delete(
      '/:id',
      {
        schema: {
          tags,
          operationId: 'deleteShippingCost',
          summary: "Delete a country's shipping cost; the default cannot be deleted",
          params: idParams,
          response: { 200: dataNull, ...errorReplies(401, 403, 404, 409) },
        },
      },
      async (request) => {
        await deleteShippingCost(ctx, signedIn(request), request.params.id, clientOf(request));
        return { data: null };
      },
    );
  },
);
