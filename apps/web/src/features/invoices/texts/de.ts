import type { Catalogue } from '../../../lib/locales/de';
import type { en } from './en';

/** German UI texts of the invoices screen, typed as `en`'s shape. */
export const de: Catalogue<typeof en> = {
  invoices: {
    title: 'Rechnungen',
    description:
      'Zu Beginn jedes Abrechnungszeitraums wird eine Rechnung erstellt. Markieren Sie sie als bezahlt, sobald die Zahlung eingeht, oder stornieren Sie sie.',
    columns: {
      number: 'Nummer',
      customer: 'Kunde',
      issued: 'Datum',
      period: 'Zeitraum',
      total: 'Gesamt',
      vat: 'USt.',
      status: 'Status',
    },
    vatRules: {
      domestic: 'Deutsche USt.',
      reverse_charge: 'Reverse Charge (Art. 196)',
      oss: 'OSS, Staat des Kunden (Art. 58)',
      outside_eu: 'Außerhalb der EU (Art. 44, 59)',
      intra_community: 'Innergemeinschaftliche Lieferung (Art. 138)',
      distance_sale: 'Fernverkauf, OSS (Art. 33)',
      export: 'Ausfuhr (Art. 146)',
    },
    filters: {
      status: 'Status',
      anyStatus: 'Jeder Status',
      year: 'Jahr',
      anyYear: 'Jedes Jahr',
    },
    list: {
      label: 'Rechnungen',
      noMatchTitle: 'Keine Treffer',
      noMatchMessage: 'Keine Rechnung entspricht diesen Filtern.',
      emptyTitle: 'Noch keine Rechnungen',
      emptyMessage: 'Rechnungen erscheinen hier, sobald Abrechnungszeiträume beginnen.',
    },
    actions: {
      pdf: 'Rechnung {{number}} als PDF herunterladen',
      markPaid: 'Rechnung {{number}} als bezahlt markieren',
      void: 'Rechnung {{number}} stornieren',
    },
    confirm: {
      paidTitle: 'Rechnung {{number}} als bezahlt markieren?',
      paidBody: 'Eine bezahlte Rechnung kann nicht mehr geändert werden.',
      paidButton: 'Als bezahlt markieren',
      voidTitle: 'Rechnung {{number}} stornieren?',
      voidBody: 'Eine stornierte Rechnung bleibt mit ihrer Nummer in der Liste; sie kann nicht mehr geändert werden.',
      voidButton: 'Rechnung stornieren',
      cancel: 'Abbrechen',
    },
    toast: {
      paid: 'Rechnung {{number}} als bezahlt markiert',
      void: 'Rechnung {{number}} storniert',
    },
  },
};
