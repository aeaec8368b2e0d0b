import { errorBody, type MessageKey } from '@portal/contracts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  onRequestAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from './app-error.js';

/**
 * The route kit (docs/decisions/0008-server-module-shapes.md): what every
 * route file would otherwise repeat.
 */

/** A Fastify instance with zod schemas, as route plugins use it. */
export type RouteApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429;

/**
 * The error replies of a route for its OpenAPI schema, each `{ message, code, errors? }`:
 * `response: { 200: dataEnvelope(x), ...errorReplies(401, 403, 404, 422) }`.
 */
export function errorReplies<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorBody> {
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<S, typeof errorBody>;
}

/** What a guarded resource's routes answer besides success: signed out, not allowed, unknown, invalid. */
export const resourceErrors = errorReplies(401, 403, 404, 422);

/** The answer of a route with nothing to return (a delete, a password set): `{ data: null }`. */
export const dataNull = z.object({ data: z.null() });

/**
 * The row a read found, or a 404: `const row = await findOr404(findUser(app.db, id))`.
 * `message` names what is missing where the plain 'not found' says too little.
 */
export async function findOr404<T>(found: Promise<T | null | undefined>, message?: MessageKey): Promise<T> {
  const row = await found;
  if (row === null || row === undefined) throw message ? new AppError('not_found', message) : notFound();
  return row;
}

/**
 * One resource: an encapsulated plugin under `prefix` whose every route is
 * behind `guard` (one `onRequest` hook for the whole resource, so no route can
 * be added without it). `guard: 'public'` says on purpose that the resource has none.
 *
 * `await app.register(resource('/api/admin/users', requirePermission('admin', 'users', 'manage user'), userRoutes))`
 */
export function resource(
  prefix: string,
  guard: onRequestAsyncHookHandler | 'public',
  routes: (app: RouteApp) => Promise<void> | void,
) {
  return async function resourcePlugin(fastify: FastifyInstance) {
    await fastify.register(
      async (scope) => {
        if (guard !== 'public') scope.addHook('onRequest', guard);
        await routes(scope.withTypeProvider<ZodTypeProvider>() as RouteApp);
      },
      { prefix },
    );
  };
}
