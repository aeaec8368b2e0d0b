import { defineScreens } from '../../lib/screens';
import { certificatesTexts } from './texts';

/** The public verification page (signed out too): its code and texts load with it, not with the first screens. */
export const certificatesPublicScreens = defineScreens([
  {
    path: 'verify/:code',
    layout: 'public',
    texts: certificatesTexts,
    component: () => import('./pages/verify-page').then((m) => m.VerifyCertificatePage),
  },
]);
