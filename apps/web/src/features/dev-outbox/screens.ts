import { defineScreens } from '../../lib/screens';

export const devOutboxScreens = defineScreens([
  {
    // For developers; the API answers 404 in production and the page says so.
    path: 'dev/mails',
    layout: 'public',
    component: () => import('./pages/dev-mails-page').then((m) => m.DevMailsPage),
  },
]);
