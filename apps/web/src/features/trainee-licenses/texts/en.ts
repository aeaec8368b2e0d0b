/** English UI texts of the trainee's licenses screen, loaded with it (`../screens.ts`). */
export const en = {
  traineeLicenses: {
    title: 'Licenses',
    description: 'The seats of LapSkills products your license manager attached to you, and how long each is valid.',
    label: 'Your licenses',
    product: 'Product',
    validFrom: 'Valid from',
    validTo: 'Valid to',
    daysLeft: 'Days left',
    daysLeftValue_one: '{{count}} day',
    daysLeftValue_other: '{{count}} days',
    startsIn_one: 'starts in {{count}} day',
    startsIn_other: 'starts in {{count}} days',
    endedAgo_one: 'ended {{count}} day ago',
    endedAgo_other: 'ended {{count}} days ago',
    state: 'State',
    loadFailed: 'Your licenses could not be loaded.',
    emptyTitle: 'You hold no license yet',
    emptyMessage:
      'Ask your license manager to attach a seat of a LapSkills product to you. Once they have, it shows here and the game is ready on the Downloads page.',
    downloads: 'Go to downloads',
  },
} as const;

// The keys join the app's typed texts (`t('traineeLicenses.…')`) without a shared type to edit.
declare module '../../../lib/i18n' {
  interface FeatureTexts {
    traineeLicenses: (typeof en)['traineeLicenses'];
  }
}
