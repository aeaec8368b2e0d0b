import { INACTIVE_MEMBER_DAYS, type InactiveMembers, type WeeklyGoal } from '@portal/contracts';
import { inTransaction } from '../../db/transaction.js';
import { addDays, dayOf, mondayOf } from '../../lib/calendar-day.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { appLink } from '../../mail/outbox.js';
import { mailTemplates } from '../../mail/templates.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import { inactivityDaysOf, organizationsWithReminder, setInactivityDays } from '../organizations/index.js';
import { secondsInWeek } from '../training/index.js';
import { setWeeklyGoal, weeklyGoalOf } from '../users/index.js';
import { claimNudge, inactiveMembers } from './queries.js';

/** The trainee's own scope (from the session). */
export interface TraineeScope {
  userId: string;
}
/** The manager's own organization (from the session). */
export interface OrganizationScope {
  organizationId: string;
}

/** This ISO week (Monday–Sunday, UTC: the weekly rollups' weeks) against the trainee's goal. */
export async function weeklyGoal(ctx: ServiceContext, scope: TraineeScope): Promise<WeeklyGoal> {
  const weekStart = mondayOf(dayOf(ctx.clock.now()));
  const [goal, seconds] = await Promise.all([
    weeklyGoalOf(ctx.db, scope.userId),
    secondsInWeek(ctx.db, scope.userId, weekStart),
  ]);
  return {
    goal_minutes: goal,
    minutes: Math.floor(seconds / 60),
    week_start: weekStart,
    week_end: addDays(weekStart, 6),
  };
}

export async function updateWeeklyGoal(ctx: ServiceContext, scope: TraineeScope, minutes: number | null) {
  await setWeeklyGoal(ctx.db, scope.userId, minutes, ctx.clock.now());
  return weeklyGoal(ctx, scope);
}

export async function practiceReminders(ctx: ServiceContext, scope: OrganizationScope) {
  return { inactivity_days: await inactivityDaysOf(ctx.db, scope.organizationId) };
}

/** The organization's inactivity reminder on (days) or off (null); audited. */
export async function updatePracticeReminders(
  ctx: ServiceContext,
  actorId: string,
  scope: OrganizationScope,
  days: number | null,
  client: ClientInfo,
) {
  const now = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const from = await inactivityDaysOf(tx, scope.organizationId);
    await setInactivityDays(tx, scope.organizationId, days, now);
    await recordAudit(tx, {
      action: 'organization.updated',
      actorId,
      ...client,
      details: { id: scope.organizationId, changes: { inactivity_reminder_days: { from, to: days } } },
      at: now,
    });
  });
  return practiceReminders(ctx, scope);
}

/** The manager's card: members with a seat who have not trained for `INACTIVE_MEMBER_DAYS` days. */
export async function inactiveMembersOf(ctx: ServiceContext, scope: OrganizationScope): Promise<InactiveMembers> {
  const rows = await inactiveMembers(ctx.db, scope, dayOf(ctx.clock.now()), INACTIVE_MEMBER_DAYS);
  return {
    days: INACTIVE_MEMBER_DAYS,
    members: rows.map(({ id, first_name, last_name, email, last_trained_on }) => ({
      id,
      first_name,
      last_name,
      email,
      last_trained_on,
    })),
  };
}

export interface NudgeReport {
  /** Trainees past their organization's days (opted in). */
  due: number;
  /** Reminders mailed (the rest had one in the last week, or a run at the same time sent it). */
  mailed: number;
}

/**
 * The daily `practice-nudges` run: for each organization with the inactivity reminder on, each trainee (an active
 * member with an attached seat and practice reminders on) idle for its days gets the reminder, at most once a week
 * (`claimNudge`), the record and the mail in one transaction.
 */
export async function runPracticeNudges(ctx: ServiceContext): Promise<NudgeReport> {
  const now = ctx.clock.now();
  const today = dayOf(now);
  const report: NudgeReport = { due: 0, mailed: 0 };
  for (const organization of await organizationsWithReminder(ctx.db)) {
    const days = organization.days as number;
    const members = await inactiveMembers(ctx.db, { organizationId: organization.id }, today, days);
    for (const member of members.filter((m) => m.practice_reminders)) {
      report.due++;
      const mailed = await inTransaction(ctx.pool, async (tx) => {
        if (!(await claimNudge(tx, member.id, 'inactivity', now))) return false;
        await ctx.mail(tx)(
          member.email,
          mailTemplates(member.language).inactivityReminder(
            member.first_name,
            days,
            organization.name,
            appLink(ctx.config.appUrl, '/trainee/overview'),
          ),
        );
        return true;
      });
      if (mailed) report.mailed++;
    }
  }
  return report;
}
