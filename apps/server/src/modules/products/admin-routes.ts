import {
  adminProduct,
  createProductBody,
  dataEnvelope,
  idParams,
  listEnvelope,
  listQuerySchema,
  productList,
  showQuerySchema,
  updateProductBody,
} from '@portal/contracts';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery, parseShowQuery } from '../../lib/list-query/index.js';
import { dataNull, errorReplies, findOr404, resource, resourceErrors } from '../../lib/route-kit.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { presentAdminProduct } from './presenters.js';
import { findProduct, listProducts } from './queries.js';
import { createProduct, deleteProduct, setProductImage, updateProduct } from './service.js';
import { imageSizeErrors, imageUploadBody } from './uploads.js';

const tags = ['admin products'];

/** `/api/admin/products`: software, hardware and add-ons ('manage product'). */
export default resource(
  '/products',
  requirePermission('admin', 'products', 'manage product'),
  async function adminProductRoutes(app) {
    imageSizeErrors(app);
    const ctx = app.services;

    const present = async (id: string, include: readonly string[] = []) => {
      const row = await findOr404(
        findProduct(app.db, { all: true }, id, { includeThemes: include.includes('themes') }),
      );
      return { data: presentAdminProduct(row) };
    };

    app.get(
      '',
      {
        schema: {
          tags,
          operationId: 'listAdminProducts',
          summary: 'List products; filter[type] picks software, hardware or add-on',
          querystring: listQuerySchema(productList),
          response: { 200: listEnvelope(adminProduct), ...errorReplies(401, 403, 422) },
        },
      },
      async (request) => {
        const query = parseListQuery(request.query, productList);
        const { rows, total } = await listProducts(app.db, { all: true }, query);
        return { data: rows.map(presentAdminProduct), meta: listMeta(query, total) };
      },
    );

    app.get(
      '/:id',
      {
        schema: {
          tags,
          operationId: 'getAdminProduct',
          summary: 'One product',
          params: idParams,
          querystring: showQuerySchema(productList.includes),
          response: { 200: dataEnvelope(adminProduct), ...resourceErrors },
        },
      },
      async (request) => present(request.params.id, parseShowQuery(request.query, productList.includes).include),
    );

    app.post(
      '',
      {
        schema: {
          tags,
          operationId: 'createProduct',
          summary: 'Create a product of a type',
          description: 'The description is HTML; the server keeps only what its allow-list permits.',
          body: createProductBody,
          response: { 201: dataEnvelope(adminProduct), ...errorReplies(401, 403, 422) },
        },
      },
      async (request, reply) => {
        const row = await createProduct(ctx, signedIn(request), request.body, clientOf(request));
        return reply.status(201).send(await present(row.id));
      },
    );

    app.put(
      '/:id',
      {
        schema: {
          tags,
          operationId: 'updateProduct',
          summary: 'Update a product (also as POST with `_method=PUT`); the type stays as created',
          params: idParams,
          body: updateProductBody,
          response: { 200: dataEnvelope(adminProduct), ...resourceErrors },
        },
      },
      async (request) => {
        await updateProduct(ctx, signedIn(request), request.params.id, request.body, clientOf(request));
        return present(request.params.id);
      },
    );

    app.delete(
      '/:id',
      {
        schema: {
          tags,
          operationId: 'deleteProduct',
          summary: 'Delete a product with its themes',
          params: idParams,
          response: { 200: dataNull, ...resourceErrors },
        },
      },
      async (request) => {
        await deleteProduct(ctx, signedIn(request), request.params.id, clientOf(request));
        return { data: null };
      },
    );

    app.post(
      '/:id/image',
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
          response: { 200: dataEnvelope(adminProduct), ...resourceErrors },
        },
      },
      async (request) => {
        await setProductImage(ctx, signedIn(request), request.params.id, request.body.image, clientOf(request));
        return present(request.params.id);
      },
    );

    app.delete(
      '/:id/image',
      {
        schema: {
          tags,
          operationId: 'removeProductImage',
          summary: "Remove the product's preview image",
          params: idParams,
          response: { 200: dataEnvelope(adminProduct), ...resourceErrors },
        },
      },
      async (request) => {
        await setProductImage(ctx, signedIn(request), request.params.id, null, clientOf(request));
        return present(request.params.id);
      },
    );
  },
);
