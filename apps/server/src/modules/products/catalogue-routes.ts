import {
  catalogueList,
  dataEnvelope,
  idParams,
  listEnvelope,
  listQuerySchema,
  publicProduct,
  showQuerySchema,
} from '@portal/contracts';
import { listMeta, parseListQuery, parseShowQuery } from '../../lib/list-query/index.js';
import { errorReplies, findOr404, resource } from '../../lib/route-kit.js';
import { requireAuth } from '../../plugins/guards.js';
import { presentPublicProduct } from './presenters.js';
import { findProduct, listProducts } from './queries.js';

const tags = ['catalogue'];

/** `GET /api/products`: the public catalogue for any signed-in user (active and coming soon, never unlisted). */
export default resource('/api/products', requireAuth, async function catalogueRoutes(app) {
  app.get(
    '',
    {
      schema: {
        tags,
        operationId: 'listCatalogue',
        summary: 'The product catalogue: active and coming-soon products; include=themes adds software themes',
        querystring: listQuerySchema(catalogueList),
        response: { 200: listEnvelope(publicProduct), ...errorReplies(401, 422) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, catalogueList);
      const { rows, total } = await listProducts(app.db, { public: true }, query);
      return { data: rows.map(presentPublicProduct), meta: listMeta(query, total) };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        operationId: 'getCatalogueProduct',
        summary: 'One product of the catalogue (an unlisted one does not exist here)',
        params: idParams,
        querystring: showQuerySchema(catalogueList.includes),
        response: { 200: dataEnvelope(publicProduct), ...errorReplies(401, 404, 422) },
      },
    },
    async (request) => {
      const { include } = parseShowQuery(request.query, catalogueList.includes);
      const row = await findOr404(
        findProduct(app.db, { public: true }, request.params.id, {
          includeThemes: include.includes('themes'),
        }),
      );
      return { data: presentPublicProduct(row) };
    },
  );
});
