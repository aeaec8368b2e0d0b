import {
  dataEnvelope,
  idParams,
  listEnvelope,
  listQuerySchema,
  productTheme,
  showQuerySchema,
  themeBody,
  themeList,
  themeParams,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery, parseShowQuery } from '../../lib/list-query/index.js';
import { dataNull, findOr404, resource, resourceErrors } from '../../lib/route-kit.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { presentTheme } from './presenters.js';
import { findProduct, findTheme, listThemes } from './queries.js';
import { createTheme, deleteTheme, setThemeImage, updateTheme } from './theme-service.js';
import { imageSizeErrors, imageUploadBody } from './uploads.js';

const tags = ['admin product themes'];

/** `/api/admin/products/{id}/themes`: the themes of a software product ('manage product'). */
export default resource(
  '/products/:id/themes',
  requirePermission('admin', 'products', 'manage product'),
  async function themeRoutes(app) {
    imageSizeErrors(app);
    const ctx = app.services;

    const present = async (productId: string, id: string) => {
      const row = await findOr404(findTheme(app.db, productId, id));
      return { data: presentTheme(row) };
    };

    app.get(
      '',
      {
        schema: {
          tags,
          operationId: 'listProductThemes',
          summary: "List a software product's themes",
          params: idParams,
          querystring: listQuerySchema(themeList),
          response: { 200: listEnvelope(productTheme), ...resourceErrors },
        },
      },
      async (request) => {
        const query = parseListQuery(request.query, themeList);
        const product = await findOr404(findProduct(app.db, { all: true }, request.params.id));
        if (product.type !== 'software') throw new AppError('validation', 'error.themes_software_only');
        const { rows, total } = await listThemes(app.db, product.id, query);
        return { data: rows.map(presentTheme), meta: listMeta(query, total) };
      },
    );

    app.get(
      '/:themeId',
      {
        schema: {
          tags,
          operationId: 'getProductTheme',
          summary: 'One theme',
          params: themeParams,
          querystring: showQuerySchema(themeList.includes),
          response: { 200: dataEnvelope(productTheme), ...resourceErrors },
        },
      },
      async (request) => {
        parseShowQuery(request.query, themeList.includes);
        return present(request.params.id, request.params.themeId);
      },
    );

    app.post(
      '',
      {
        schema: {
          tags,
          operationId: 'createProductTheme',
          summary: 'Add a theme to a software product',
          params: idParams,
          body: themeBody,
          response: { 201: dataEnvelope(productTheme), ...resourceErrors },
        },
      },
      async (request, reply) => {
        const row = await createTheme(ctx, signedIn(request), request.params.id, request.body, clientOf(request));
        return reply.status(201).send({ data: presentTheme(row) });
      },
    );

    app.put(
      '/:themeId',
      {
        schema: {
          tags,
          operationId: 'updateProductTheme',
          summary: 'Update a theme (also as POST with `_method=PUT`)',
          params: themeParams,
          body: themeBody,
          response: { 200: dataEnvelope(productTheme), ...resourceErrors },
        },
      },
      async (request) => {
        const { id, themeId } = request.params;
        const row = await updateTheme(ctx, signedIn(request), id, themeId, request.body, clientOf(request));
        return { data: presentTheme(row) };
      },
    );

    app.delete(
      '/:themeId',
      {
        schema: {
          tags,
          operationId: 'deleteProductTheme',
          summary: 'Delete a theme',
          params: themeParams,
          response: { 200: dataNull, ...resourceErrors },
        },
      },
      async (request) => {
        const { id, themeId } = request.params;
        await deleteTheme(ctx, signedIn(request), id, themeId, clientOf(request));
        return { data: null };
      },
    );

    app.post(
      '/:themeId/image',
      {
        schema: {
          tags,
          operationId: 'uploadProductThemeImage',
          summary: "Upload the theme's preview image (multipart, field `image`)",
          description: 'PNG, JPEG or WebP by content, at most 2 MB; stored re-encoded as WebP without metadata.',
          consumes: ['multipart/form-data'],
          params: themeParams,
          body: imageUploadBody,
          response: { 200: dataEnvelope(productTheme), ...resourceErrors },
        },
      },
      async (request) => {
        const { id, themeId } = request.params;
        const row = await setThemeImage(ctx, signedIn(request), id, themeId, request.body.image, clientOf(request));
        return { data: presentTheme(row) };
      },
    );

    app.delete(
      '/:themeId/image',
      {
        schema: {
          tags,
          operationId: 'removeProductThemeImage',
          summary: "Remove the theme's preview image",
          params: themeParams,
          response: { 200: dataEnvelope(productTheme), ...resourceErrors },
        },
      },
      async (request) => {
        const { id, themeId } = request.params;
        const row = await setThemeImage(ctx, signedIn(request), id, themeId, null, clientOf(request));
        return { data: presentTheme(row) };
      },
    );
  },
);
