import { defineScreens } from '../../lib/screens';
import { gettingStartedTexts } from './texts';

export const gettingStartedScreens = defineScreens([
  {
    path: 'getting-started',
    nav: { group: 'general', labelKey: 'nav.gettingStarted', icon: 'getting-started', order: 10 },
    component: () => import('./pages/getting-started-page').then((m) => m.GettingStartedPage),
  },
  {
    // The user's "Use" card: how to train with the game (any signed-in user may read it).
    path: 'getting-started/use',
    card: 'use',
    texts: gettingStartedTexts,
    component: () => import('./pages/training-guide-page').then((m) => m.TrainingGuidePage),
  },
]);
