import { defineScreens } from '../../lib/screens';
import { usersTexts } from './texts';

const invitePage = () => import('./pages/user-invite-page').then((m) => m.UserInvitePage);
const editPage = () => import('./pages/user-edit-page').then((m) => m.UserEditPage);

/** Admin users screens ('manage user'). The organization-scoped two reuse the same pages with `:orgId` preset. */
export const usersScreens = defineScreens([
  {
    path: 'admin/users',
    texts: usersTexts,
    section: 'admin',
    permission: 'manage user',
    nav: { group: 'admin', labelKey: 'nav.admin.users', icon: 'users', order: 20 },
    card: 'manage-users',
    component: () => import('./pages/users-list-page').then((m) => m.UsersListPage),
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
