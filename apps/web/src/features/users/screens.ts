import { defineScreens } from '../../lib/screens';
import { usersTexts } from './texts';

/** The pages, one chunk for all (see `pages/index.ts`). */
const pages = () => import('./pages');

const invitePage = () => pages().then((m) => m.UserInvitePage);
const editPage = () => pages().then((m) => m.UserEditPage);

/** Admin users screens ('manage user'). The organization-scoped two reuse the same pages with `:orgId` preset. */
export const usersScreens = defineScreens([
  {
    path: 'admin/users',
    texts: usersTexts,
    section: 'admin',
    permission: 'manage user',
    nav: { group: 'admin', labelKey: 'nav.admin.users', icon: 'users', order: 20 },
    card: 'manage-users',
    component: () => pages().then((m) => m.UsersListPage),
  },
  {
    path: 'admin/retention',
    texts: usersTexts,
    section: 'admin',
    permission: 'manage user',
    nav: { group: 'admin', labelKey: 'nav.admin.retention', icon: 'audit-log', order: 21 },
    component: () => pages().then((m) => m.RetentionPage),
  },
  { path: 'admin/users/invite', texts: usersTexts, section: 'admin', permission: 'manage user', component: invitePage },
  {
    path: 'admin/users/:id/edit',
    texts: usersTexts,
    section: 'admin',
    permission: 'manage user',
    tab: { group: 'admin-user', labelKey: 'users.tabs.details', order: 10 },
    component: editPage,
  },
  {
    path: 'admin/organizations/:orgId/user/create',
    texts: usersTexts,
    section: 'admin',
    permission: 'manage user',
    component: invitePage,
  },
  {
    path: 'admin/organizations/:orgId/user/:id/edit',
    texts: usersTexts,
    section: 'admin',
    permission: 'manage user',
    component: editPage,
  },
]);
