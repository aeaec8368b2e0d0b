import { defineScreens } from '../../lib/screens';
import { profileTexts } from './texts';

export const profileScreens = defineScreens([
  {
    path: 'profile',
    texts: profileTexts,
    // "Connected devices" (features/devices) is the bar's second tab.
    tab: { group: 'profile', labelKey: 'profile.tab', order: 10 },
    component: () => import('./pages/profile-page').then((m) => m.ProfilePage),
  },
]);

/** The public one, for `app/public-screens.ts`. */
export const profilePublicScreens = defineScreens([
  {
    // From the mailed link; works signed in or out.
    path: 'confirm-email/:token',
    texts: profileTexts,
    layout: 'public',
    component: () => import('./pages/confirm-email-page').then((m) => m.ConfirmEmailPage),
  },
]);
