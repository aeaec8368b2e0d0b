import { defineScreens } from '../../lib/screens';
import { traineeLicensesTexts } from './texts';

/** The trainee section's licenses: the signed-in user's own seats (`GET /api/trainee/licenses`). */
export const traineeLicensesScreens = defineScreens([
  {
    path: 'trainee/licenses-overview',
    section: 'trainee',
    texts: traineeLicensesTexts,
    nav: { group: 'trainee', labelKey: 'nav.trainee.licenses', icon: 'own-licenses', order: 30 },
    component: () => import('./pages/licenses-overview-page').then((m) => m.LicensesOverviewPage),
  },
]);
