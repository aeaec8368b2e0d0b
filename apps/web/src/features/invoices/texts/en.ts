/** English UI texts of the invoices screen, loaded with it (`../screens.ts`). */
export const en = {
  invoices: {
    title: 'Invoices',
    description:
      'An invoice is made at the start of every billing period. Mark it paid when the payment arrives, or void it.',
    columns: {
      number: 'Number',
      customer: 'Customer',
      issued: 'Date',
      period: 'Period',
      total: 'Total',
      vat: 'VAT',
      status: 'Status',
    },
    vatRules: {
      domestic: 'German VAT',
      reverse_charge: 'Reverse charge (Art. 196)',
      oss: 'OSS, customer’s state (Art. 58)',
      outside_eu: 'Outside the EU (Art. 44, 59)',
      intra_community: 'Intra-community supply (Art. 138)',
      distance_sale: 'Distance sale, OSS (Art. 33)',
      export: 'Export (Art. 146)',
    },
    filters: {
      status: 'Status',
      anyStatus: 'Any status',
      year: 'Year',
      anyYear: 'Any year',
    },
    list: {
      label: 'Invoices',
      noMatchTitle: 'Nothing matches',
      noMatchMessage: 'No invoice matches these filters.',
      emptyTitle: 'No invoices yet',
      emptyMessage: 'Invoices appear here when billing periods start.',
    },
    actions: {
      pdf: 'Download invoice {{number}} as PDF',
      markPaid: 'Mark invoice {{number}} paid',
      void: 'Void invoice {{number}}',
    },
    confirm: {
      paidTitle: 'Mark invoice {{number}} paid?',
      paidBody: 'A paid invoice cannot be changed again.',
      paidButton: 'Mark paid',
      voidTitle: 'Void invoice {{number}}?',
      voidBody: 'A void invoice stays in the list with its number; it cannot be changed again.',
      voidButton: 'Void invoice',
      cancel: 'Cancel',
    },
    toast: {
      paid: 'Invoice {{number}} marked paid',
      void: 'Invoice {{number}} voided',
    },
  },
} as const;

// The keys join the app's typed texts (`t('invoices.…')`) without a shared type to edit.
declare module '../../../lib/i18n' {
  interface FeatureTexts {
    invoices: (typeof en)['invoices'];
  }
}
