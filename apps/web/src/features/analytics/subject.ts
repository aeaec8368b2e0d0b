/**
 * Whose training a page shows, read from its path: the signed-in trainee's own (`/trainee/overview`),
 * or a member's, read-only, through a trainer (`/trainee/team/:userId/…`), a manager
 * (`/manager/members/:userId/…`) or an admin (`/admin/organizations/:id/members/:userId/…`). The same
 * pages serve all four; the subject picks the API's reads and the links between the pages.
 */
export type Subject =
  | { kind: 'self' }
  | { kind: 'trainer'; userId: string }
  | { kind: 'manager'; userId: string }
  | { kind: 'admin'; organizationId: string; userId: string };

/** Whose team a team page shows: the trainer's or the manager's own organization, or an admin's pick. */
export type Team = { kind: 'trainer' } | { kind: 'manager' } | { kind: 'admin'; organizationId: string };

const enc = encodeURIComponent;

export function subjectOf(pathname: string, params: { id?: string; userId?: string }): Subject {
  const userId = params.userId ?? '';
  if (pathname.startsWith('/admin/')) return { kind: 'admin', organizationId: params.id ?? '', userId };
  if (pathname.startsWith('/manager/')) return { kind: 'manager', userId };
  if (pathname.startsWith('/trainee/team/')) return { kind: 'trainer', userId };
  return { kind: 'self' };
}

export function teamOf(pathname: string, params: { id?: string }): Team {
  if (pathname.startsWith('/admin/')) return { kind: 'admin', organizationId: params.id ?? '' };
  if (pathname.startsWith('/manager/')) return { kind: 'manager' };
  return { kind: 'trainer' };
}

/** The API path below `/api` of the subject's reads (`…/overview`, `…/training-activity`, `…/skills/x`). */
export function subjectApi(subject: Subject): string {
  switch (subject.kind) {
    case 'self':
      return '/trainee';
    case 'trainer':
      return `/trainee/team/members/${enc(subject.userId)}`;
    case 'manager':
      return `/manager/members/${enc(subject.userId)}`;
    case 'admin':
      return `/admin/organizations/${enc(subject.organizationId)}/members/${enc(subject.userId)}`;
  }
}

/** The skill reads of the self subject are `/trainee/skills/x`, as every member's. */
export function teamApi(team: Team): string {
  switch (team.kind) {
    case 'trainer':
      return '/trainee/team';
    case 'manager':
      return '/manager/team';
    case 'admin':
      return `/admin/organizations/${enc(team.organizationId)}/team`;
  }
}

/** The screens' path below '/' of the subject's pages (`…/overview`, `…/skill-performance/x`). */
export function subjectScreens(subject: Subject): string {
  switch (subject.kind) {
    case 'self':
      return '/trainee';
    case 'trainer':
      return `/trainee/team/${enc(subject.userId)}`;
    case 'manager':
      return `/manager/members/${enc(subject.userId)}`;
    case 'admin':
      return `/admin/organizations/${enc(subject.organizationId)}/members/${enc(subject.userId)}`;
  }
}

/** A member's pages from their team's table. */
export function memberScreens(team: Team, userId: string): string {
  if (team.kind === 'admin') return subjectScreens({ kind: 'admin', organizationId: team.organizationId, userId });
  return subjectScreens({ kind: team.kind, userId });
}

/** Where a member's pages lead back to: their team's table. */
export function teamScreen(subject: Exclude<Subject, { kind: 'self' }>): string {
  switch (subject.kind) {
    case 'trainer':
      return '/trainee/team';
    case 'manager':
      return '/manager/organization-dashboard';
    case 'admin':
      return `/admin/organizations/${enc(subject.organizationId)}/dashboard`;
  }
}

/** The group of the screens' tab bars (`../screens.ts`). */
export function tabGroup(subject: Subject): string {
  return subject.kind === 'self' ? 'analytics-self' : `analytics-${subject.kind}`;
}
