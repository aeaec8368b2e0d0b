import {
  adminBenchmarks,
  benchmark,
  benchmarkCandidate,
  benchmarkDefaultBody,
  benchmarkFromExpertsBody,
  benchmarkOverview,
  createBenchmarkBody,
  dataEnvelope,
  idParams,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type ChangedBy, clientOf } from '../../lib/client-info.js';
import { errorReplies, type RouteApp, resource } from '../../lib/route-kit.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { adminBenchmarks as adminBenchmarksOf, setBenchmarkDefault } from './benchmark-admin.js';
import {
  activateBenchmark,
  benchmarkCandidates,
  benchmarkFromExperts,
  benchmarkOf,
  createBenchmark,
  deactivateBenchmark,
  benchmarkOverview as overviewOf,
} from './benchmark-service.js';

/** The signed-in user and their client, for the audit rows of a change. */
const changedBy = (request: FastifyRequest): ChangedBy => ({ actor: signedIn(request), client: clientOf(request) });

type OrganizationScopeOf = (
  request: FastifyRequest,
) => { organizationId: string } | Promise<{ organizationId: string }>;

/**
 * The benchmark routes of one audience (a manager's `/api/manager/benchmarks`, a trainer's
 * `/api/trainee/team/benchmarks`): the organization comes from the section's scope (the session), never the request.
 */
function benchmarkRoutes(
  app: RouteApp,
  scopeOf: OrganizationScopeOf,
  options: { tags: string[]; prefix: 'Manager' | 'Trainer' },
) {
  const { tags, prefix } = options;
  const base = errorReplies(401, 403, 404, 409);
  // The scope before the body: someone the section's scope refuses (a trainee at a trainer's route) gets 403, not 422.
  const preValidation = async (request: FastifyRequest) => {
    await scopeOf(request);
  };
  app.get(
    '/benchmarks',
    {
      preValidation,
      schema: {
        tags,
        operationId: `list${prefix}Benchmarks`,
        summary: "What judges the organization's FLS readiness now, the published targets and its benchmark versions",
        response: { 200: dataEnvelope(benchmarkOverview), ...base },
      },
    },
    async (request) => ({ data: await overviewOf(app.services, await scopeOf(request)) }),
  );

  app.post(
    '/benchmarks',
    {
      preValidation,
      schema: {
        tags,
        operationId: `create${prefix}Benchmark`,
        summary: 'A new benchmark version: with `targets` (by hand) or an empty draft to build from experts',
        body: createBenchmarkBody,
        response: { 201: dataEnvelope(benchmark), ...base, ...errorReplies(422) },
      },
    },
    async (request, reply) => {
      const created = await createBenchmark(app.services, changedBy(request), await scopeOf(request), request.body);
      return reply.status(201).send({ data: created });
    },
  );

  app.get(
    '/benchmarks/experts',
    {
      preValidation,
      schema: {
        tags,
        operationId: `list${prefix}BenchmarkExperts`,
        summary: "The organization's members who could be experts, with their counted attempts per FLS task",
        response: { 200: dataEnvelope(z.array(benchmarkCandidate)), ...base },
      },
    },
    async (request) => ({ data: await benchmarkCandidates(app.services, await scopeOf(request)) }),
  );

  app.get(
    '/benchmarks/:id',
    {
      preValidation,
      schema: {
        tags,
        operationId: `get${prefix}Benchmark`,
        summary: 'One benchmark version with its targets and the expert data it was built from',
        params: idParams,
        response: { 200: dataEnvelope(benchmark), ...base },
      },
    },
    async (request) => ({ data: await benchmarkOf(app.services, await scopeOf(request), request.params.id) }),
  );

  app.post(
    '/benchmarks/:id/from-experts',
    {
      preValidation,
      schema: {
        tags,
        operationId: `build${prefix}BenchmarkFromExperts`,
        summary: "A draft's targets from experts: their mean minus two SD over each one's last N attempts per task",
        description:
          'At least 3 experts, members of the organization, each with at least 5 counted attempts of every FLS task ' +
          '(a 422 names each one short of it). An activated version answers 409.',
        params: idParams,
        body: benchmarkFromExpertsBody,
        response: { 200: dataEnvelope(benchmark), ...base, ...errorReplies(422) },
      },
    },
    async (request) => ({
      data: await benchmarkFromExperts(
        app.services,
        changedBy(request),
        await scopeOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    '/benchmarks/:id/activate',
    {
      preValidation,
      schema: {
        tags,
        operationId: `activate${prefix}Benchmark`,
        summary: "Make a version the organization's active targets; every member's readiness is recomputed",
        description: 'Activating the active version again changes nothing. A version without targets answers 409.',
        params: idParams,
        response: { 200: dataEnvelope(benchmark), ...base },
      },
    },
    async (request) => ({
      data: await activateBenchmark(app.services, changedBy(request), await scopeOf(request), request.params.id),
    }),
  );

  app.post(
    '/benchmarks/:id/deactivate',
    {
      preValidation,
      schema: {
        tags,
        operationId: `deactivate${prefix}Benchmark`,
        summary: "Deactivate the active version (the portal's default or published targets apply; all recomputed)",
        params: idParams,
        response: { 200: dataEnvelope(benchmark), ...base },
      },
    },
    async (request) => ({
      data: await deactivateBenchmark(app.services, changedBy(request), await scopeOf(request), request.params.id),
    }),
  );
}

/** `/api/manager/benchmarks`: the manager's own organization (the section's scope). */
export function managerBenchmarkRoutes(
  app: RouteApp,
  scopeOf: (request: FastifyRequest) => { organizationId: string },
) {
  benchmarkRoutes(app, scopeOf, { tags: ['manager'], prefix: 'Manager' });
}

/** `/api/trainee/team/benchmarks`: a trainer's own organization (the trainer section's scope). */
export function trainerBenchmarkRoutes(
  app: RouteApp,
  scopeOf: (request: FastifyRequest) => Promise<{ organizationId: string }>,
) {
  benchmarkRoutes(app, scopeOf, { tags: ['trainer'], prefix: 'Trainer' });
}

/** `/api/admin/benchmarks`: the portal's default benchmark ('manage organization'). */
export const adminBenchmarkRoutes = resource(
  '/benchmarks',
  requirePermission('admin', 'benchmarks', 'manage organization'),
  async function adminBenchmarkRoutes(app) {
    const tags = ['admin benchmarks'];
    app.get(
      '',
      {
        schema: {
          tags,
          operationId: 'listBenchmarks',
          summary: "The portal's default benchmark and the complete versions of every organization",
          response: { 200: dataEnvelope(adminBenchmarks), ...errorReplies(401, 403) },
        },
      },
      async () => ({ data: await adminBenchmarksOf(app.services) }),
    );
    app.put(
      '/default',
      {
        schema: {
          tags,
          operationId: 'setBenchmarkDefault',
          summary: "The portal's default for organizations without an active version (null: the published targets)",
          body: benchmarkDefaultBody,
          response: { 200: dataEnvelope(adminBenchmarks), ...errorReplies(401, 403, 404, 409, 422) },
        },
      },
      async (request) => ({
        data: await setBenchmarkDefault(app.services, changedBy(request), request.body.benchmark_id),
      }),
    );
  },
);
