import { defineScreens } from '../../lib/screens';
import { certificatesTexts } from './texts';

/**
 * The trainee's own certificates, and the list with PDFs and revocation for each audience that administers them
 * (issue 27): the manager (own organization) and the admin (every organization, 'manage organization').
 */
export const certificatesScreens = defineScreens([
  {
    path: 'trainee/certificates',
    section: 'trainee',
    texts: certificatesTexts,
    nav: { group: 'trainee', labelKey: 'nav.trainee.certificates', icon: 'certificates', order: 28 },
    component: () => import('./pages/own-certificates-page').then((m) => m.OwnCertificatesPage),
  },
  {
    path: 'manager/certificates',
    section: 'manager',
    texts: certificatesTexts,
    nav: { group: 'manager', labelKey: 'nav.manager.certificates', icon: 'certificates', order: 45 },
    component: () => import('./pages/manager-certificates-page').then((m) => m.ManagerCertificatesPage),
  },
  {
    path: 'admin/certificates',
    section: 'admin',
    permission: 'manage organization',
    texts: certificatesTexts,
    nav: { group: 'admin', labelKey: 'nav.admin.certificates', icon: 'certificates', order: 65 },
    component: () => import('./pages/admin-certificates-page').then((m) => m.AdminCertificatesPage),
  },
]);
