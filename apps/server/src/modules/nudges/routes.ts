import {
  dataEnvelope,
  inactiveMembers,
  practiceReminders,
  practiceRemindersBody,
  weeklyGoal,
  weeklyGoalBody,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { clientOf } from '../../lib/client-info.js';
import { errorReplies, type RouteApp } from '../../lib/route-kit.js';
import { signedIn } from '../../plugins/guards.js';
import {
  inactiveMembersOf,
  type OrganizationScope,
  practiceReminders as practiceRemindersOf,
  updatePracticeReminders,
  updateWeeklyGoal,
  weeklyGoal as weeklyGoalOf,
} from './service.js';

/**
 * The trainee's weekly goal (`/api/trainee/weekly-goal`), mounted by the trainee section inside its trainee-role guard
 * with the scope it read from the session (the signed-in user).
 */
export function traineeNudgeRoutes(app: RouteApp, scopeOf: (request: FastifyRequest) => { userId: string }) {
  const tags = ['trainee'];

  app.get(
    '/weekly-goal',
    {
      schema: {
        tags,
        operationId: 'getWeeklyGoal',
        summary: "This ISO week's training minutes (Monday–Sunday, UTC) against the signed-in trainee's weekly goal",
        response: { 200: dataEnvelope(weeklyGoal), ...errorReplies(401, 403) },
      },
    },
    async (request) => ({ data: await weeklyGoalOf(app.services, scopeOf(request)) }),
  );

  app.put(
    '/weekly-goal',
    {
      schema: {
        tags,
        operationId: 'updateWeeklyGoal',
        summary: 'Set the weekly goal in whole minutes (10–3000), or null for none',
        body: weeklyGoalBody,
        response: { 200: dataEnvelope(weeklyGoal), ...errorReplies(401, 403, 422) },
      },
    },
    async (request) => ({
      data: await updateWeeklyGoal(app.services, scopeOf(request), request.body.goal_minutes as number | null),
    }),
  );
}

/**
 * The manager section's practice nudges, registered inside its plugin with the scope it read from the session
 * (`{ organizationId }`): the organization's inactivity reminder and who has not trained for 14 days.
 */
export function managerNudgeRoutes(app: RouteApp, scopeOf: (request: FastifyRequest) => OrganizationScope) {
  const tags = ['manager'];
  const failures = errorReplies(401, 403, 409);

  app.get(
    '/practice-reminders',
    {
      schema: {
        tags,
        operationId: 'getManagerPracticeReminders',
        summary: "The own organization's inactivity reminder: days without training before the mail (null: off)",
        response: { 200: dataEnvelope(practiceReminders), ...failures },
      },
    },
    async (request) => ({ data: await practiceRemindersOf(app.services, scopeOf(request)) }),
  );

  app.put(
    '/practice-reminders',
    {
      schema: {
        tags,
        operationId: 'updateManagerPracticeReminders',
        summary: 'Turn the inactivity reminder on (3–60 days) or off (null)',
        body: practiceRemindersBody,
        response: { 200: dataEnvelope(practiceReminders), ...errorReplies(401, 403, 409, 422) },
      },
    },
    async (request) => ({
      data: await updatePracticeReminders(
        app.services,
        signedIn(request).id,
        scopeOf(request),
        request.body.inactivity_days as number | null,
        clientOf(request),
      ),
    }),
  );

  app.get(
    '/inactive-members',
    {
      schema: {
        tags,
        operationId: 'listManagerInactiveMembers',
        summary: 'Members with a seat who have not trained for 14 days, with their last training day',
        response: { 200: dataEnvelope(inactiveMembers), ...failures },
      },
    },
    async (request) => ({ data: await inactiveMembersOf(app.services, scopeOf(request)) }),
  );
}
