import {
  catalogueList,
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
  listQuerySchema,
  publicProduct,
  showQuerySchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.js';
import { listMeta, parseListQuery, parseShowQuery } from '../../lib/list-query/index.js';
import { requireAuth } from '../../plugins/guards.js';
import { presentPublicProduct } from './presenters.js';
import { findProduct, listProducts } from './queries.js';

const tags = ['catalogue'];

/** `GET /api/products`: the public catalogue for any signed-in user (active and coming soon, never unlisted). */
export default async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireAuth);

  app.get(
    '/api/products',
    {
      schema: {
        tags,
        operationId: 'listCatalogue',
        summary: 'The product catalogue: active and coming-soon products; include=themes adds software themes',
        querystring: listQuerySchema(catalogueList),
        response: { 200: listEnvelope(publicProduct), 401: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, catalogueList);
      const { rows, total } = await listProducts(app.db, { public: true }, query);
      return { data: rows.map(presentPublicProduct), meta: listMeta(query, total) };
    },
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags,
        operationId: 'getCatalogueProduct',
        summary: 'One product of the catalogue (an unlisted one does not exist here)',
        params: idParams,
        querystring: showQuerySchema(catalogueList.includes),
        response: { 200: dataEnvelope(publicProduct), 401: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const { include } = parseShowQuery(request.query, catalogueList.includes);
      const row = await findProduct(app.db, { public: true }, request.params.id, {
        includeThemes: include.includes('themes'),
      });
      if (!row) throw notFound();
      return { data: presentPublicProduct(row) };
    },
  );
}
