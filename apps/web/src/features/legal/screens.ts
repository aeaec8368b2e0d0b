import { defineScreens } from '../../lib/screens';

export const legalScreens = defineScreens([
  {
    path: 'privacy-policy',
    layout: 'public',
    component: () => import('./pages/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
  },
  {
    path: 'terms-of-use',
    layout: 'public',
    component: () => import('./pages/terms-of-use-page').then((m) => m.TermsOfUsePage),
  },
]);
