import { availableProduct, availableProductsBody, errorBody, idParams } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { clientOf } from '../../lib/client-info.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { findUser } from '../users/index.js';
import { presentAvailableProduct } from './presenters.js';
import { softwareChecklist } from './queries.js';
import { setAvailableProducts } from './service.js';

const tags = ['admin users'];
const failures = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };
const checklist = z.object({ data: z.array(availableProduct) });

/**
 * `/api/admin/users/{id}/available-products` ('manage user'): which software
 * products a user may be given (seed: "per-user available-product permissions").
 */
export default async function availableProductRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requirePermission('admin', 'users', 'manage user'));
  const ctx = app.services;

  const present = async (userId: string) => {
    if (!(await findUser(app.db, userId))) throw notFound();
    const rows = await softwareChecklist(app.db, userId);
    return { data: rows.map(presentAvailableProduct) };
  };

  app.get(
    '/api/admin/users/:id/available-products',
    {
      schema: {
        tags,
        operationId: 'getUserAvailableProducts',
        summary: 'Every software product, each marked with whether this user may be given it',
        params: idParams,
        response: { 200: checklist, ...failures },
      },
    },
    async (request) => present(request.params.id),
  );

  app.put(
    '/api/admin/users/:id/available-products',
    {
      schema: {
        tags,
        operationId: 'setUserAvailableProducts',
        summary: 'Set which software products this user may be given (the whole list)',
        params: idParams,
        body: availableProductsBody,
        response: { 200: checklist, ...failures },
      },
    },
    async (request) => {
      await setAvailableProducts(ctx, signedIn(request), request.params.id, request.body, clientOf(request));
      return present(request.params.id);
    },
  );
}
