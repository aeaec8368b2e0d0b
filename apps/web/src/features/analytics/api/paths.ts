import type { Subject, Team } from '../subject';

const enc = encodeURIComponent;

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

/** The API path below `/api` of a team's reads (its table, its hours per week, the export). */
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
