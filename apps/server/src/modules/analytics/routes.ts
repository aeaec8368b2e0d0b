import {
  adminDashboard,
  dataEnvelope,
  idParams,
  listEnvelope,
  listQuerySchema,
  memberParams,
  memberSkillParams,
  organizationMemberParams,
  organizationMemberSkillParams,
  type Skill,
  skillParams,
  skillPerformance,
  skillScoreDetail,
  teamExportQuery,
  teamHoursPerWeek,
  teamList,
  teamMember,
  traineeOverview,
  trainingActivity,
  trainingActivityQuery,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listMeta, parseListQuery } from '../../lib/list-query/index.js';
import { errorReplies, findOr404, type RouteApp, resource, resourceErrors } from '../../lib/route-kit.js';
import { requirePermission, requireSection } from '../../plugins/guards.js';
import { findOrganization } from '../organizations/index.js';
import { sendTeamExport } from './export.js';
import { presentTeamMember } from './presenters.js';
import { listTeam, type SubjectRow, type SubjectScope, type TeamScope } from './queries.js';
import {
  activityOf,
  adminDashboardOf,
  overviewOf,
  scorePageOf,
  skillPageOf,
  subjectIn,
  teamHours,
  teamRules,
} from './service.js';

/**
 * The analytics routes (issue 18). The same reads answer four audiences, each with its scope from the
 * session: the trainee their own figures (`/api/trainee/...`), a trainer their organization's members
 * (`/api/trainee/team/...`), the license manager theirs (`/api/manager/...`, registered inside the manager
 * section: `managerAnalyticsRoutes`), an admin with 'manage organization' any organization's
 * (`/api/admin/organizations/{id}/...`). A member outside the scope is a 404.
 */

type Audience = 'Trainee' | 'Trainer' | 'Manager' | 'Admin';

/** Any zod object schema for a route's path parameters. */
type Params = z.ZodObject;

interface SubjectRoutes {
  audience: Audience;
  tags: string[];
  /** The path of a subject's reads: '' (the trainee's own), '/members/:userId', '/:id/members/:userId'. */
  base: string;
  params?: Params;
  skillParams: Params;
  /** The subject of the request in the caller's scope (404 outside it). */
  subjectOf: (request: FastifyRequest) => Promise<SubjectRow>;
}

/** Overview, training activity and the skill pages of one subject. */
function subjectReads(app: RouteApp, routes: SubjectRoutes) {
  const { audience, tags, base, subjectOf } = routes;
  const whose = audience === 'Trainee' ? "The signed-in trainee's" : "A member's";
  const member = audience === 'Trainee' ? '' : 'Member';
  const params = routes.params ? { params: routes.params } : {};
  const skillOf = (request: FastifyRequest) => (request.params as { skill: Skill }).skill;

  app.get(
    `${base}/overview`,
    {
      schema: {
        tags,
        operationId: `get${audience}${member}Overview`,
        summary: `${whose} training overview: total time, FLS readiness and forecast, the eight skills, the last session`,
        ...params,
        response: { 200: dataEnvelope(traineeOverview), ...resourceErrors },
      },
    },
    async (request) => ({ data: await overviewOf(app.services, await subjectOf(request)) }),
  );

  app.get(
    `${base}/training-activity`,
    {
      schema: {
        tags,
        operationId: `get${audience}${member}TrainingActivity`,
        summary: `${whose} minutes per day (past 10 days and a range: last_7_days, last_30_days or custom, at most 365 days), the last 10 sessions, per-skill totals`,
        ...params,
        querystring: trainingActivityQuery,
        response: { 200: dataEnvelope(trainingActivity), ...resourceErrors },
      },
    },
    async (request) => {
      const query = request.query as z.output<typeof trainingActivityQuery>;
      return { data: await activityOf(app.services, await subjectOf(request), query) };
    },
  );

  app.get(
    `${base}/skills/:skill`,
    {
      schema: {
        tags,
        operationId: `get${audience}${member}Skill`,
        summary: `${whose} figures of one skill: scores (best, mean, recent), trend over the last 10 sessions, FLS readiness`,
        params: routes.skillParams,
        response: { 200: dataEnvelope(skillPerformance), ...resourceErrors },
      },
    },
    async (request) => ({ data: await skillPageOf(app.db, await subjectOf(request), skillOf(request)) }),
  );

  for (const kind of ['accuracy', 'gameplay'] as const) {
    const name = kind === 'accuracy' ? 'Accuracy' : 'Gameplay';
    app.get(
      `${base}/skills/:skill/${kind}`,
      {
        schema: {
          tags,
          operationId: `get${audience}${member}Skill${name}`,
          summary: `${whose} ${kind} of one skill (only skills with a ${kind} page; 404 otherwise)`,
          params: routes.skillParams,
          response: { 200: dataEnvelope(skillScoreDetail), ...resourceErrors },
        },
      },
      async (request) => {
        const subject = await subjectOf(request);
        return { data: await scorePageOf(app.services, subject, skillOf(request), kind) };
      },
    );
  }
}

interface TeamRoutes {
  audience: Exclude<Audience, 'Trainee'>;
  tags: string[];
  /** '/team' or '/:id/team'. */
  base: string;
  params?: Params;
  scopeOf: (request: FastifyRequest) => Promise<TeamScope>;
}

/** The team table, its hours per week and its exports. */
function teamReads(app: RouteApp, routes: TeamRoutes) {
  const { audience, tags, base, scopeOf } = routes;
  const params = routes.params ? { params: routes.params } : {};

  app.get(
    base,
    {
      schema: {
        tags,
        operationId: `list${audience}Team`,
        summary: 'The trainees and trainers with hours, FLS progress, skill levels, last trained and pace',
        ...params,
        querystring: listQuerySchema(teamList),
        response: { 200: listEnvelope(teamMember), ...resourceErrors },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, teamList);
      const scope = await scopeOf(request);
      const { rows, total } = await listTeam(app.db, scope, query, teamRules(app.services));
      return { data: rows.map(presentTeamMember), meta: listMeta(query, total) };
    },
  );

  app.get(
    `${base}/hours-per-week`,
    {
      schema: {
        tags,
        operationId: `get${audience}TeamHoursPerWeek`,
        summary: "The organization's training hours per week (Monday to Sunday, UTC), the last 12 weeks",
        ...params,
        response: { 200: dataEnvelope(teamHoursPerWeek), ...resourceErrors },
      },
    },
    async (request) => ({ data: await teamHours(app.services, await scopeOf(request)) }),
  );

  app.get(
    `${base}/export`,
    {
      schema: {
        tags,
        operationId: `export${audience}Team`,
        summary: 'The filtered, sorted team table as CSV or XLSX (format=csv|xlsx; the list parameters apply)',
        ...params,
        querystring: listQuerySchema(teamList).extend({ format: teamExportQuery.shape.format }),
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: {
          200: z.string().describe('CSV (UTF-8 with a byte order mark, a header row) or an XLSX workbook'),
          ...resourceErrors,
        },
      },
    },
    async (request, reply) => {
      const { format, ...rest } = request.query as { format: 'csv' | 'xlsx' } & Record<string, unknown>;
      const query = parseListQuery(rest, teamList);
      const scope = await scopeOf(request);
      return sendTeamExport(app.services, reply, { scope, query, format, language: request.language });
    },
  );
}

/** The trainee's own reads (every trainee-section role), mounted by the trainee section in its scope. */
export function traineeAnalyticsRoutes(app: RouteApp, scopeOf: (request: FastifyRequest) => { userId: string }) {
  const self = (request: FastifyRequest) => {
    const id = scopeOf(request).userId;
    return subjectIn(app.db, { self: id }, id);
  };
  subjectReads(app, { audience: 'Trainee', tags: ['trainee analytics'], base: '', skillParams, subjectOf: self });
}

/**
 * A trainer's reads of their own organization's team, read-only, mounted by the trainer section
 * (`/api/trainee/team`): `scopeOf` is the section's (the trainer's organization).
 */
export function trainerAnalyticsRoutes(app: RouteApp, scopeOf: (request: FastifyRequest) => Promise<TeamScope>) {
  const tags = ['trainer team'];
  teamReads(app, { audience: 'Trainer', tags, base: '', scopeOf });
  subjectReads(app, {
    audience: 'Trainer',
    tags,
    base: '/members/:userId',
    params: memberParams,
    skillParams: memberSkillParams,
    subjectOf: async (request) => {
      const scope = await scopeOf(request);
      return subjectIn(app.db, scope, (request.params as { userId: string }).userId);
    },
  });
}

/**
 * The manager's team and members' reads, registered inside the manager section's scope (its guard and
 * its organization from the session): `scopeOf` is the section's.
 */
export function managerAnalyticsRoutes(app: RouteApp, scopeOf: (request: FastifyRequest) => TeamScope) {
  const tags = ['manager team'];
  teamReads(app, { audience: 'Manager', tags, base: '/team', scopeOf: async (request) => scopeOf(request) });
  subjectReads(app, {
    audience: 'Manager',
    tags,
    base: '/members/:userId',
    params: memberParams,
    skillParams: memberSkillParams,
    subjectOf: (request) => subjectIn(app.db, scopeOf(request), (request.params as { userId: string }).userId),
  });
}

/** Any organization's team and members ('manage organization'), and the platform's figures. */
const organizationAnalyticsRoutes = resource(
  '/organizations',
  requirePermission('admin', 'organizations', 'manage organization'),
  async function organizationAnalyticsRoutes(app) {
    const tags = ['admin organization team'];
    const organizationScope = async (request: FastifyRequest): Promise<SubjectScope & TeamScope> => {
      const { id } = request.params as { id: string };
      await findOr404(findOrganization(app.db, { all: true }, id));
      return { organizationId: id };
    };
    teamReads(app, { audience: 'Admin', tags, base: '/:id/team', params: idParams, scopeOf: organizationScope });
    subjectReads(app, {
      audience: 'Admin',
      tags,
      base: '/:id/members/:userId',
      params: organizationMemberParams,
      skillParams: organizationMemberSkillParams,
      subjectOf: async (request) =>
        subjectIn(app.db, await organizationScope(request), (request.params as { userId: string }).userId),
    });
  },
);

const adminDashboardRoutes = resource('/dashboard', requireSection('admin'), async function adminDashboardRoutes(app) {
  app.get(
    '',
    {
      schema: {
        tags: ['admin dashboard'],
        operationId: 'getAdminDashboard',
        summary: 'Platform figures: organizations, active seats, training hours this month, trainees active in 7 days',
        response: { 200: dataEnvelope(adminDashboard), ...errorReplies(401, 403) },
      },
    },
    async () => ({ data: await adminDashboardOf(app.services) }),
  );
});

/** The admin's analytics (mounted by the admin section under `/api/admin`). */
export async function adminAnalyticsRoutes(fastify: FastifyInstance) {
  await fastify.register(organizationAnalyticsRoutes);
  await fastify.register(adminDashboardRoutes);
}
