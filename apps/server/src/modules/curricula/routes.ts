import {
  assignment,
  assignmentBody,
  assignmentProgress as assignmentProgressSchema,
  curriculum,
  curriculumBody,
  dataEnvelope,
  group,
  groupBody,
  groupMember,
  idParams,
  progressExportQuery,
  traineeCurriculum,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { todayOf } from '../../lib/calendar-day.js';
import { type ChangedBy, clientOf } from '../../lib/client-info.js';
import { dataNull, errorReplies, type RouteApp } from '../../lib/route-kit.js';
import { signedIn } from '../../plugins/guards.js';
import { sendProgressExport } from './export.js';
import { assignmentProgress, listAssignments, traineeCurricula } from './progress-service.js';
import type { OrganizationScope } from './queries.js';
import {
  assignCurriculum,
  createCurriculum,
  createGroup,
  deleteGroup,
  getCurriculum,
  getGroup,
  groupCandidates,
  listCurricula,
  listGroups,
  updateCurriculum,
  updateGroup,
} from './service.js';

/** The signed-in user and their client, for the audit rows of a change. */
const changedBy = (request: FastifyRequest): ChangedBy => ({ actor: signedIn(request), client: clientOf(request) });

type ScopeOf = (request: FastifyRequest) => OrganizationScope | Promise<OrganizationScope>;

/**
 * Groups, curricula, assignments and their progress for one organization: mounted by the manager section
 * (`/api/manager/…`, audience `Manager`) and the trainer section (`/api/trainee/team/…`, `Trainer`), each with the
 * organization of its scope, read from the session.
 */
export async function curriculumAdministrationRoutes(
  section: RouteApp,
  scopeOf: ScopeOf,
  audience: 'Manager' | 'Trainer',
) {
  await section.register(async (app: RouteApp) => {
    // The scope before the body is read: a trainee-section user who is no trainer gets 403, never a 422.
    app.addHook('preValidation', async (request) => {
      await scopeOf(request);
    });
    administration(app, scopeOf, audience);
  });
}

function administration(app: RouteApp, scopeOf: ScopeOf, audience: 'Manager' | 'Trainer') {
  const tags = [audience === 'Manager' ? 'manager curricula' : 'trainer curricula'];
  const ctx = app.services;
  const failures = errorReplies(401, 403, 404, 409, 422);

  app.get(
    '/groups',
    {
      schema: {
        tags,
        operationId: `list${audience}Groups`,
        summary: "The organization's groups with their members, by name",
        response: { 200: dataEnvelope(z.array(group)), ...failures },
      },
    },
    async (request) => ({ data: await listGroups(ctx, await scopeOf(request)) }),
  );

  app.get(
    '/groups/candidates',
    {
      schema: {
        tags,
        operationId: `list${audience}GroupCandidates`,
        summary: 'The members of the organization who may be put in a group (deactivated ones left out)',
        response: { 200: dataEnvelope(z.array(groupMember)), ...failures },
      },
    },
    async (request) => ({ data: await groupCandidates(ctx, await scopeOf(request)) }),
  );

  app.post(
    '/groups',
    {
      schema: {
        tags,
        operationId: `create${audience}Group`,
        summary: 'Create a group of members of the organization (another organization’s member is a 422)',
        body: groupBody,
        response: { 201: dataEnvelope(group), ...failures },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createGroup(ctx, changedBy(request), await scopeOf(request), request.body) }),
  );

  app.get(
    '/groups/:id',
    {
      schema: {
        tags,
        operationId: `get${audience}Group`,
        summary: 'One group of the organization',
        params: idParams,
        response: { 200: dataEnvelope(group), ...failures },
      },
    },
    async (request) => ({ data: await getGroup(ctx, await scopeOf(request), request.params.id) }),
  );

  app.put(
    '/groups/:id',
    {
      schema: {
        tags,
        operationId: `update${audience}Group`,
        summary: 'Rename a group and set its members',
        params: idParams,
        body: groupBody,
        response: { 200: dataEnvelope(group), ...failures },
      },
    },
    async (request) => ({
      data: await updateGroup(ctx, changedBy(request), await scopeOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/groups/:id',
    {
      schema: {
        tags,
        operationId: `delete${audience}Group`,
        summary: 'Delete a group (409 while a curriculum is assigned to it)',
        params: idParams,
        response: { 200: dataNull, ...failures },
      },
    },
    async (request) => {
      await deleteGroup(ctx, changedBy(request), await scopeOf(request), request.params.id);
      return { data: null };
    },
  );

  app.get(
    '/curricula',
    {
      schema: {
        tags,
        operationId: `list${audience}Curricula`,
        summary: "The organization's curricula, each in its current version, by name",
        response: { 200: dataEnvelope(z.array(curriculum)), ...failures },
      },
    },
    async (request) => ({ data: await listCurricula(ctx, await scopeOf(request)) }),
  );

  app.post(
    '/curricula',
    {
      schema: {
        tags,
        operationId: `create${audience}Curriculum`,
        summary: 'Create a curriculum: an ordered list of modules (version 1)',
        body: curriculumBody,
        response: { 201: dataEnvelope(curriculum), ...failures },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createCurriculum(ctx, changedBy(request), await scopeOf(request), request.body) }),
  );

  app.get(
    '/curricula/:id',
    {
      schema: {
        tags,
        operationId: `get${audience}Curriculum`,
        summary: 'One curriculum in its current version',
        params: idParams,
        response: { 200: dataEnvelope(curriculum), ...failures },
      },
    },
    async (request) => ({ data: await getCurriculum(ctx, await scopeOf(request), request.params.id) }),
  );

  app.put(
    '/curricula/:id',
    {
      schema: {
        tags,
        operationId: `update${audience}Curriculum`,
        summary: 'Edit a curriculum: in place while unassigned; once assigned, the edit makes the next version',
        params: idParams,
        body: curriculumBody,
        response: { 200: dataEnvelope(curriculum), ...failures },
      },
    },
    async (request) => ({
      data: await updateCurriculum(ctx, changedBy(request), await scopeOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/curricula/:id/assignments',
    {
      schema: {
        tags,
        operationId: `assign${audience}Curriculum`,
        summary: 'Assign the current version to a group with a due date (today or later); twice to one group is a 409',
        params: idParams,
        body: assignmentBody,
        response: { 201: dataEnvelope(assignment), ...failures },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const id = await assignCurriculum(ctx, changedBy(request), scope, request.params.id, request.body);
      const made = (await listAssignments(ctx, scope)).find((a) => a.id === id);
      if (!made) throw notFound();
      return reply.status(201).send({ data: made });
    },
  );

  app.get(
    '/assignments',
    {
      schema: {
        tags,
        operationId: `list${audience}Assignments`,
        summary: "The organization's assignments, newest first",
        response: { 200: dataEnvelope(z.array(assignment)), ...failures },
      },
    },
    async (request) => ({ data: await listAssignments(ctx, await scopeOf(request)) }),
  );

  app.get(
    '/assignments/:id/progress',
    {
      schema: {
        tags,
        operationId: `get${audience}AssignmentProgress`,
        summary: "Each trainee's module, passes, forecast finish and whether it is behind the due date",
        params: idParams,
        response: { 200: dataEnvelope(assignmentProgressSchema), ...failures },
      },
    },
    async (request) => ({ data: await assignmentProgress(ctx, await scopeOf(request), request.params.id) }),
  );

  app.get(
    '/assignments/:id/progress/export',
    {
      schema: {
        tags,
        operationId: `export${audience}AssignmentProgress`,
        summary: 'The progress table as CSV or XLSX (format=csv|xlsx)',
        params: idParams,
        querystring: progressExportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: {
          200: z.string().describe('CSV (UTF-8 with a byte order mark, a header row) or an XLSX workbook'),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const progress = await assignmentProgress(ctx, await scopeOf(request), request.params.id);
      return sendProgressExport(reply, progress, {
        format: request.query.format,
        language: request.language,
        day: todayOf(ctx),
      });
    },
  );
}

/** `GET /api/trainee/curricula`: the signed-in trainee's curricula with progress and forecast finish. */
export function traineeCurriculumRoutes(app: RouteApp, scopeOf: (request: FastifyRequest) => { userId: string }) {
  app.get(
    '/curricula',
    {
      schema: {
        tags: ['trainee'],
        operationId: 'listOwnCurricula',
        summary: "The signed-in trainee's curricula: progress per module, the next module and the forecast finish",
        response: { 200: dataEnvelope(z.array(traineeCurriculum)), ...errorReplies(401, 403) },
      },
    },
    async (request) => ({ data: await traineeCurricula(app.services, scopeOf(request).userId) }),
  );
}
