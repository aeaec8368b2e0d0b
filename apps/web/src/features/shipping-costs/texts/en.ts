/** English UI texts of the shipping-costs screens, loaded with them (`../screens.ts`). */
export const en = {
  shippingCosts: {
    title: 'Shipping costs',
    description:
      'What sending hardware costs per destination country. Countries without a cost of their own pay the default.',
    addTitle: 'Add a country',
    add: 'Add',
    added: 'Shipping cost for {{country}} added.',
    saved: 'Shipping cost for {{country}} saved.',
    editing: 'Edit the shipping cost for {{country}}',
    edit: 'Edit the shipping cost for {{country}}',
    save: 'Save the shipping cost for {{country}}',
    cancel: 'Cancel',
    remove: 'Delete the shipping cost for {{country}}',
    defaultStays: 'The default cannot be deleted, only changed',
    default: 'Default',
    allOtherCountries: 'All other countries',
    filterCountry: 'Find a country',
    anyCountry: 'Any country',
    fields: {
      country: 'Country',
      countryPlaceholder: 'Search by name or code',
      noCountry: 'No country matches',
      amount: 'Amount',
      currency: 'Currency',
    },
    columns: {
      country: 'Destination',
      amount: 'Amount',
      currency: 'Currency',
      updated: 'Last changed',
    },
    list: {
      label: 'Shipping costs',
      noMatchTitle: 'No cost of its own',
      noMatchMessage: 'This country pays the default ({{fallback}}). Add it above to give it its own cost.',
      emptyTitle: 'No shipping costs yet',
      emptyMessage: 'Add a country above; every other country pays the default.',
    },
    delete: {
      title: 'Delete the shipping cost for {{country}}?',
      body: 'Shipments to {{country}} will then cost the default, {{fallback}}.',
      bodyNoDefault: 'Shipments to {{country}} will then cost the default.',
      confirm: 'Delete',
      done: 'Shipping cost for {{country}} deleted.',
    },
  },
} as const;

// The keys join the app's typed texts (`t('shippingCosts.…')`) without a shared type to edit.
declare module '../../../lib/i18n' {
  interface FeatureTexts {
    shippingCosts: (typeof en)['shippingCosts'];
  }
}
