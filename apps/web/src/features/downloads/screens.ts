import { defineScreens } from '../../lib/screens';
import { downloadsTexts } from './texts';

/** Downloads for every signed-in user; the releases behind them for admins with 'manage product'. */
export const downloadsScreens = defineScreens([
  {
    path: 'downloads',
    texts: downloadsTexts,
    nav: { group: 'general', labelKey: 'nav.downloads', icon: 'downloads', order: 20 },
    card: 'download',
    component: () => import('./pages/downloads-page').then((m) => m.DownloadsPage),
  },
  {
    path: 'admin/releases',
    texts: downloadsTexts,
    section: 'admin',
    permission: 'manage product',
    nav: { group: 'admin', labelKey: 'nav.admin.releases', icon: 'releases', order: 35 },
    component: () => import('./pages/releases-list-page').then((m) => m.ReleasesListPage),
  },
  {
    path: 'admin/releases/create',
    texts: downloadsTexts,
    section: 'admin',
    permission: 'manage product',
    component: () => import('./pages/release-create-page').then((m) => m.ReleaseCreatePage),
  },
  {
    path: 'admin/releases/:id/edit',
    texts: downloadsTexts,
    section: 'admin',
    permission: 'manage product',
    component: () => import('./pages/release-edit-page').then((m) => m.ReleaseEditPage),
  },
]);
