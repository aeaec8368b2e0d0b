import { href, type ScreenSubject } from '../../lib/screens';

/**
 * Whose training a page shows: the signed-in trainee's own, or a member's, read-only, through a trainer,
 * a manager or an admin (who also names the organization). The same pages serve all four; each screen
 * declares whose it is in the registry (`subject` in `./screens.ts`), and the page reads that from its
 * route, with the ids from the route's parameters. The subject picks the API's reads (`api/paths.ts`)
 * and the links between the pages (below, typed by the registry).
 */
export type Subject =
  | { kind: 'self' }
  | { kind: 'trainer'; userId: string }
  | { kind: 'manager'; userId: string }
  | { kind: 'admin'; organizationId: string; userId: string };

/** Whose team a team page shows: the trainer's or the manager's own organization, or an admin's pick. */
export type Team = { kind: 'trainer' } | { kind: 'manager' } | { kind: 'admin'; organizationId: string };

type Params = { id?: string; userId?: string };

/** The subject of a screen that declares `subject` (a team screen or none: the trainee's own). */
export function subjectOf(declared: ScreenSubject | undefined, params: Params): Subject {
  if (declared?.of !== 'member') return { kind: 'self' };
  const userId = params.userId ?? '';
  if (declared.through === 'admin') return { kind: 'admin', organizationId: params.id ?? '', userId };
  return { kind: declared.through, userId };
}

/** The team of a screen that declares `subject: { of: 'team', … }` (undeclared: the trainer's). */
export function teamOf(declared: ScreenSubject | undefined, params: Params): Team {
  const through = declared && declared.of !== 'self' ? declared.through : 'trainer';
  return through === 'admin' ? { kind: 'admin', organizationId: params.id ?? '' } : { kind: through };
}

/** A subject's page: its overview, its activity, or a skill's main page. */
export type SubjectPage = { page: 'overview' } | { page: 'training-activity' } | { page: 'skill'; skill: string };

/** The link to one of the subject's pages. */
export function subjectPath(subject: Subject, to: SubjectPage): string {
  const skill = to.page === 'skill' ? to.skill : '';
  switch (subject.kind) {
    case 'self':
      if (to.page === 'overview') return href('trainee/overview');
      if (to.page === 'training-activity') return href('trainee/training-activity');
      return href('trainee/skill-performance/:skill', { skill });
    case 'trainer': {
      const { userId } = subject;
      if (to.page === 'overview') return href('trainee/team/:userId/overview', { userId });
      if (to.page === 'training-activity') return href('trainee/team/:userId/training-activity', { userId });
      return href('trainee/team/:userId/skill-performance/:skill', { userId, skill });
    }
    case 'manager': {
      const { userId } = subject;
      if (to.page === 'overview') return href('manager/members/:userId/overview', { userId });
      if (to.page === 'training-activity') return href('manager/members/:userId/training-activity', { userId });
      return href('manager/members/:userId/skill-performance/:skill', { userId, skill });
    }
    case 'admin': {
      const params = { id: subject.organizationId, userId: subject.userId };
      if (to.page === 'overview') return href('admin/organizations/:id/members/:userId/overview', params);
      if (to.page === 'training-activity') {
        return href('admin/organizations/:id/members/:userId/training-activity', params);
      }
      return href('admin/organizations/:id/members/:userId/skill-performance/:skill', { ...params, skill });
    }
  }
}

/** A member of `team`, as a subject: whose pages the team's table opens. */
export function memberOf(team: Team, userId: string): Subject {
  return team.kind === 'admin' ? { kind: 'admin', organizationId: team.organizationId, userId } : { ...team, userId };
}

/** Where a member's pages lead back to: their team's table. */
export function teamPath(subject: Exclude<Subject, { kind: 'self' }>): string {
  switch (subject.kind) {
    case 'trainer':
      return href('trainee/team');
    case 'manager':
      return href('manager/organization-dashboard');
    case 'admin':
      return href('admin/organizations/:id/dashboard', { id: subject.organizationId });
  }
}

/** The group of the screens' tab bars (`./screens.ts`). */
export function tabGroup(subject: Subject): string {
  return subject.kind === 'self' ? 'analytics-self' : `analytics-${subject.kind}`;
}
