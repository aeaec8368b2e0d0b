import { defineScreens } from '../../lib/screens';

export const profileScreens = defineScreens([
  { path: 'profile', component: () => import('./pages/profile-page').then((m) => m.ProfilePage) },
  {
    // From the mailed link; works signed in or out.
    path: 'confirm-email/:token',
    layout: 'public',
    component: () => import('./pages/confirm-email-page').then((m) => m.ConfirmEmailPage),
  },
]);
