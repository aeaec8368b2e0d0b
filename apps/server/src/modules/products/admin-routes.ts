import {
  adminProduct,
  createProductBody,
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
  listQuerySchema,
  productList,
  showQuerySchema,
  updateProductBody,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery, parseShowQuery } from '../../lib/list-query/index.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { presentAdminProduct } from './presenters.js';
import { findProduct, listProducts } from './queries.js';
import { createProduct, deleteProduct, setProductImage, updateProduct } from './service.js';
import { imageSizeErrors, imageUploadBody } from './uploads.js';

const tags = ['admin products'];
const failures = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** `/api/admin/products`: software, hardware and add-ons ('manage product'). */
export default async function adminProductRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requirePermission('admin', 'products', 'manage product'));
  imageSizeErrors(app);
  const ctx = app.services;

  const present = async (id: string, include: readonly string[] = []) => {
    const row = await findProduct(app.db, { all: true }, id, { includeThemes: include.includes('themes') });
    if (!row) throw notFound();
    return { data: presentAdminProduct(row) };
  };

  app.get(
    '/api/admin/products',
    {
      schema: {
        tags,
        operationId: 'listAdminProducts',
        summary: 'List products; filter[type] picks software, hardware or add-on',
        querystring: listQuerySchema(productList),
        response: { 200: listEnvelope(adminProduct), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, productList);
      const { rows, total } = await listProducts(app.db, { all: true }, query);
      return { data: rows.map(presentAdminProduct), meta: listMeta(query, total) };
    },
  );

  app.get(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        operationId: 'getAdminProduct',
        summary: 'One product',
        params: idParams,
        querystring: showQuerySchema(productList.includes),
        response: { 200: dataEnvelope(adminProduct), ...failures },
      },
    },
    async (request) => present(request.params.id, parseShowQuery(request.query, productList.includes).include),
  );

  app.post(
    '/api/admin/products',
    {
      schema: {
        tags,
        operationId: 'createProduct',
        summary: 'Create a product of a type',
        description: 'The description is HTML; the server keeps only what its allow-list permits.',
        body: createProductBody,
        response: { 201: dataEnvelope(adminProduct), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const row = await createProduct(ctx, signedIn(request), request.body, clientOf(request));
      return reply.status(201).send(await present(row.id));
    },
  );

  app.put(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        operationId: 'updateProduct',
        summary: 'Update a product (also as POST with `_method=PUT`); the type stays as created',
        params: idParams,
        body: updateProductBody,
        response: { 200: dataEnvelope(adminProduct), ...failures },
      },
    },
    async (request) => {
      await updateProduct(ctx, signedIn(request), request.params.id, request.body, clientOf(request));
      return present(request.params.id);
    },
  );

  app.delete(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        operationId: 'deleteProduct',
        summary: 'Delete a product with its themes',
        params: idParams,
        response: { 200: z.object({ data: z.null() }), ...failures },
      },
    },
    async (request) => {
      await deleteProduct(ctx, signedIn(request), request.params.id, clientOf(request));
      return { data: null };
    },
  );

  app.post(
    '/api/admin/products/:id/image',
    {
      schema: {
        tags,
        operationId: 'uploadProductImage',
        summary: "Upload the product's preview image (multipart, field `image`)",
        description:
          'PNG, JPEG or WebP by content, at most 2 MB. Stored re-encoded as WebP without metadata, with a thumbnail.',
        consumes: ['multipart/form-data'],
        params: idParams,
        body: imageUploadBody,
        response: { 200: dataEnvelope(adminProduct), ...failures },
      },
    },
    async (request) => {
      await setProductImage(ctx, signedIn(request), request.params.id, request.body.image, clientOf(request));
      return present(request.params.id);
    },
  );

  app.delete(
    '/api/admin/products/:id/image',
    {
      schema: {
        tags,
        operationId: 'removeProductImage',
        summary: "Remove the product's preview image",
        params: idParams,
        response: { 200: dataEnvelope(adminProduct), ...failures },
      },
    },
    async (request) => {
      await setProductImage(ctx, signedIn(request), request.params.id, null, clientOf(request));
      return present(request.params.id);
    },
  );
}
