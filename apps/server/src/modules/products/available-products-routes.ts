import { availableProduct, availableProductsBody, idParams } from '@portal/contracts';
import { z } from 'zod';
import { clientOf } from '../../lib/client-info.js';
import { findOr404, resource, resourceErrors } from '../../lib/route-kit.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { findUser } from '../users/index.js';
import { presentAvailableProduct } from './presenters.js';
import { softwareChecklist } from './queries.js';
import { setAvailableProducts } from './service.js';

const tags = ['admin users'];
const checklist = z.object({ data: z.array(availableProduct) });

/**
 * `/api/admin/users/{id}/available-products` ('manage user'): which software
 * products a user may be given (seed: "per-user available-product permissions").
 */
export default resource(
  '/users/:id/available-products',
  requirePermission('admin', 'users', 'manage user'),
  async function availableProductRoutes(app) {
    const ctx = app.services;

    const present = async (userId: string) => {
      await findOr404(findUser(app.db, userId));
      const rows = await softwareChecklist(app.db, userId);
      return { data: rows.map(presentAvailableProduct) };
    };

    app.get(
      '',
      {
        schema: {
          tags,
          operationId: 'getUserAvailableProducts',
          summary: 'Every software product, each marked with whether this user may be given it',
          params: idParams,
          response: { 200: checklist, ...resourceErrors },
        },
      },
      async (request) => present(request.params.id),
    );

    app.put(
      '',
      {
        schema: {
          tags,
          operationId: 'setUserAvailableProducts',
          summary: 'Set which software products this user may be given (the whole list)',
          params: idParams,
          body: availableProductsBody,
          response: { 200: checklist, ...resourceErrors },
        },
      },
      async (request) => {
        await setAvailableProducts(ctx, signedIn(request), request.params.id, request.body, clientOf(request));
        return present(request.params.id);
      },
    );
  },
);
