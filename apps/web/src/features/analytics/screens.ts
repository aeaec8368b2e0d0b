import type { Permission, Role, Section } from '@portal/contracts';
import { defineScreens, type ScreenDefinition, type ScreenSubject } from '../../lib/screens';
import { analyticsTexts } from './texts';

/** Every analytics page, one chunk with the charts and the date picker (see `pages/index.ts`). */
const pages = () => import('./pages');

interface Access {
  section: Section;
  permission?: Permission;
  roles?: readonly Role[];
}

/**
 * One subject's training pages below `base`: the overview, the activity and the three skill pages.
 * The trainee's own pages (`trainee`) and a member's read-only twins (a trainer's, a manager's, an
 * admin's) are the same screens; each declares whose they are (`subject`), which the page reads from
 * its route (`useScreenSubject`, `../subject.ts`).
 * Which skill has which page is the contracts' table: the skill page shows the not-found page for
 * an unknown skill or a page the skill does not have.
 */
function trainingScreens<const B extends string>(base: B, access: Access, group: string, subject: ScreenSubject) {
  const shared = { ...access, subject, texts: analyticsTexts } as const;
  const own = subject.of === 'self';
  return [
    {
      path: `${base}/overview` as const,
      ...shared,
      tab: { group, labelKey: 'analytics.tabs.overview', order: 10 },
      ...(own && {
        nav: { group: 'trainee', labelKey: 'nav.trainee.overview', icon: 'overview', order: 10 },
        card: 'insights',
      }),
      component: () => pages().then((m) => m.OverviewPage),
    },
    {
      path: `${base}/training-activity` as const,
      ...shared,
      tab: { group, labelKey: 'analytics.tabs.activity', order: 20 },
      ...(own && {
        nav: { group: 'trainee', labelKey: 'nav.trainee.trainingActivity', icon: 'training-activity', order: 20 },
      }),
      component: () => pages().then((m) => m.TrainingActivityPage),
    },
    {
      path: `${base}/skill-performance/:skill` as const,
      ...shared,
      tab: { group: `${group}-skill`, labelKey: 'analytics.tabs.skillMain', order: 10 },
      component: () => pages().then((m) => m.SkillPage),
    },
    {
      path: `${base}/skill-performance/:skill/accuracy` as const,
      ...shared,
      tab: { group: `${group}-skill`, labelKey: 'analytics.tabs.skillAccuracy', order: 20 },
      component: () => pages().then((m) => m.SkillPage),
    },
    {
      path: `${base}/skill-performance/:skill/gameplay` as const,
      ...shared,
      tab: { group: `${group}-skill`, labelKey: 'analytics.tabs.skillGameplay', order: 30 },
      component: () => pages().then((m) => m.SkillPage),
    },
  ] satisfies ScreenDefinition[];
}

const trainee = { section: 'trainee' } as const;
const trainer = { section: 'trainee', roles: ['trainer'] } as const;
const manager = { section: 'manager' } as const;
const admin = { section: 'admin', permission: 'manage organization' } as const;

/**
 * Training analytics (issue 18): the trainee's own pages, each role's dashboard, the team
 * performance of an organization (the manager's own, an admin's organization tab, a trainer's own
 * organization read-only) and every member's pages, read-only.
 */
export const analyticsScreens = defineScreens([
  {
    path: 'dashboard',
    texts: analyticsTexts,
    nav: { group: 'general', labelKey: 'nav.dashboard', icon: 'dashboard', order: 15 },
    component: () => pages().then((m) => m.DashboardPage),
  },
  ...trainingScreens('trainee', trainee, 'analytics-self', { of: 'self' }),
  {
    path: 'trainee/team',
    ...trainer,
    subject: { of: 'team', through: 'trainer' },
    texts: analyticsTexts,
    nav: { group: 'trainee', labelKey: 'nav.trainee.team', icon: 'team', order: 25 },
    component: () => pages().then((m) => m.TeamPage),
  },
  ...trainingScreens('trainee/team/:userId', trainer, 'analytics-trainer', { of: 'member', through: 'trainer' }),
  {
    path: 'manager/organization-dashboard',
    ...manager,
    subject: { of: 'team', through: 'manager' },
    texts: analyticsTexts,
    nav: { group: 'manager', labelKey: 'nav.manager.organisationDashboard', icon: 'dashboard', order: 10 },
    card: 'team-performance',
    component: () => pages().then((m) => m.TeamPage),
  },
  ...trainingScreens('manager/members/:userId', manager, 'analytics-manager', { of: 'member', through: 'manager' }),
  {
    path: 'admin/organizations/:id/dashboard',
    ...admin,
    subject: { of: 'team', through: 'admin' },
    texts: analyticsTexts,
    tab: { group: 'admin-organization', labelKey: 'analytics.team.tabLabel', order: 60 },
    component: () => pages().then((m) => m.TeamPage),
  },
  ...trainingScreens('admin/organizations/:id/members/:userId', admin, 'analytics-admin', {
    of: 'member',
    through: 'admin',
  }),
]);
