/** English UI texts of the hardware screens, loaded with them (`../screens.ts`). */
export const en = {
  hardware: {
    label: 'Hardware items',
    organizationTitle: 'Hardware',
    organizationDescription: 'Instrument sets and other hardware this organization owns.',
    userTitle: 'Hardware',
    userDescription: 'Hardware this user owns personally.',
    ownerNotFound: 'It does not exist (any more).',
    ownerLoadFailed: 'It could not be loaded.',
    backToOrganizations: 'Back to organizations',
    backToUsers: 'Back to users',
    tabsOrganization: 'Organization',
    tabsUser: 'Edit user',
    manager: {
      title: 'Hardware details',
      description: 'The instrument sets your organization owns: serial numbers, status and warranty.',
      noOrganization: 'You are not a member of an organization, so there is no hardware to show.',
    },
    statuses: {
      ordered: 'Ordered',
      shipped: 'Shipped',
      active: 'Active',
      returned: 'Returned',
    },
    columns: {
      serial: 'Serial number',
      product: 'Product',
      status: 'Status',
      purchaseDate: 'Purchased',
      warranty: 'Warranty until',
      shipping: 'Shipping',
    },
    warranty: {
      expired: 'Expired',
    },
    filters: {
      search: 'Serial number',
      searchPlaceholder: 'Search by serial number',
      status: 'Status',
      anyStatus: 'Any status',
    },
    fields: {
      product: 'Hardware product',
      productPlaceholder: 'Search the hardware catalogue',
      serial: 'Serial number',
      serialHint: 'Letters, digits, dots, dashes, slashes and underscores; stored in capitals.',
      purchaseDate: 'Purchase date',
      warrantyEndsOn: 'Warranty end',
      warrantyHint: "Leave empty for the product's warranty in the catalogue, or two years without one.",
      shippingCountry: 'Shipping country',
      countryPlaceholder: 'Search by name or code',
      noCountry: 'No country matches',
      status: 'Status',
    },
    record: {
      open: 'Record hardware item',
      title: 'Record a hardware item',
      shippingHint:
        "The shipping cost is taken from the shipping-cost table for the country now and kept with the item; later changes to the table don't change it.",
      submit: 'Record item',
      cancel: 'Cancel',
      done: 'Hardware item {{serial}} recorded.',
    },
    edit: {
      open: 'Edit {{serial}}',
      title: 'Edit hardware item {{serial}}',
      statusHint:
        'An item goes from ordered to shipped, from shipped to active or returned, from active to returned; a returned item may ship again.',
      save: 'Save',
      cancel: 'Cancel',
      done: 'Hardware item {{serial}} saved.',
    },
    delete: {
      open: 'Delete {{serial}}',
      title: 'Delete hardware item {{serial}}?',
      body: 'The record of {{product}} with serial number {{serial}} is deleted. The audit log keeps what it was.',
      done: 'Hardware item {{serial}} deleted.',
    },
    empty: {
      title: 'No hardware items yet',
      organization: 'Record the instrument sets this organization has ordered or received.',
      user: 'Record the hardware this user bought personally.',
      manager: 'No hardware is recorded for your organization. Contact us if a set you received is missing.',
      noMatchTitle: 'No hardware item matches',
    },
  },
} as const;

// The keys join the app's typed texts (`t('hardware.…')`) without a shared type to edit.
declare module '../../../lib/i18n' {
  interface FeatureTexts {
    hardware: (typeof en)['hardware'];
  }
}
