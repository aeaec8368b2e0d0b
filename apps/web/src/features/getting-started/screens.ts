import { defineScreens } from '../../lib/screens';

export const gettingStartedScreens = defineScreens([
  {
    path: 'getting-started',
    nav: { group: 'general', labelKey: 'nav.gettingStarted', icon: 'getting-started', order: 10 },
    component: () => import('./pages/getting-started-page').then((m) => m.GettingStartedPage),
  },
]);
