import type { ScreenDefinition } from '../../lib/screens';

export const devOutboxScreens: ScreenDefinition[] = [
  {
    // For developers; the API answers 404 in production and the page says so.
    path: 'dev/mails',
    layout: 'public',
    component: () => import('./pages/dev-mails-page').then((m) => m.DevMailsPage),
  },
];
