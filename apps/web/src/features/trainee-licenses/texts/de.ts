import type { Catalogue } from '../../../lib/locales/de';
import type { en } from './en';

/** German UI texts of the trainee's licenses screen, typed as `en`'s shape. */
export const de: Catalogue<typeof en> = {
  traineeLicenses: {
    title: 'Lizenzen',
    description:
      'Die Plätze von LapSkills-Produkten, die Ihr Lizenzmanager Ihnen zugeordnet hat, und wie lange jeder gilt.',
    label: 'Ihre Lizenzen',
    product: 'Produkt',
    validFrom: 'Gültig ab',
    validTo: 'Gültig bis',
    daysLeft: 'Verbleibend',
    daysLeftValue_one: '{{count}} Tag',
    daysLeftValue_other: '{{count}} Tage',
    startsIn_one: 'beginnt in {{count}} Tag',
    startsIn_other: 'beginnt in {{count}} Tagen',
    endedAgo_one: 'vor {{count}} Tag beendet',
    endedAgo_other: 'vor {{count}} Tagen beendet',
    state: 'Status',
    loadFailed: 'Ihre Lizenzen konnten nicht geladen werden.',
    emptyTitle: 'Sie haben noch keine Lizenz',
    emptyMessage:
      'Bitten Sie Ihren Lizenzmanager, Ihnen einen Platz eines LapSkills-Produkts zuzuordnen. Danach steht er hier und das Spiel auf der Seite Downloads bereit.',
    downloads: 'Zu den Downloads',
  },
};
