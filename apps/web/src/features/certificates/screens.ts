import { defineScreens } from '../../lib/screens';
import { certificatesTexts } from './texts';

/** The trainee's own certificates and the manager's list with revocation (issue 27). */
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
]);
