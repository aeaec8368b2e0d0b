import { IconRocket } from '@tabler/icons-react';
import { defineScreens } from '../../lib/screens';

export const gettingStartedScreens = defineScreens([
  {
    path: 'getting-started',
    nav: { group: 'general', labelKey: 'nav.gettingStarted', icon: IconRocket, order: 10 },
    component: () => import('./pages/getting-started-page').then((m) => m.GettingStartedPage),
  },
]);
