import type { Catalogue } from '../../../lib/locales/de';
import type { en } from './en';

/** German UI texts of the shipping-costs screens, typed as `en`'s shape. */
export const de: Catalogue<typeof en> = {
  shippingCosts: {
    title: 'Versandkosten',
    description: 'Was der Versand von Hardware je Zielland kostet. Länder ohne eigenen Betrag zahlen den Standardwert.',
    addTitle: 'Land hinzufügen',
    add: 'Hinzufügen',
    added: 'Versandkosten für {{country}} hinzugefügt.',
    saved: 'Versandkosten für {{country}} gespeichert.',
    editing: 'Versandkosten für {{country}} bearbeiten',
    edit: 'Versandkosten für {{country}} bearbeiten',
    save: 'Versandkosten für {{country}} speichern',
    cancel: 'Abbrechen',
    remove: 'Versandkosten für {{country}} löschen',
    defaultStays: 'Der Standardwert kann nicht gelöscht, nur geändert werden',
    default: 'Standard',
    allOtherCountries: 'Alle übrigen Länder',
    filterCountry: 'Land suchen',
    anyCountry: 'Alle Länder',
    fields: {
      country: 'Land',
      countryPlaceholder: 'Nach Name oder Code suchen',
      noCountry: 'Kein passendes Land',
      amount: 'Betrag',
      currency: 'Währung',
    },
    columns: {
      country: 'Zielland',
      amount: 'Betrag',
      currency: 'Währung',
      updated: 'Zuletzt geändert',
    },
    list: {
      label: 'Versandkosten',
      noMatchTitle: 'Kein eigener Betrag',
      noMatchMessage:
        'Dieses Land zahlt den Standardwert ({{fallback}}). Fügen Sie es oben hinzu, um ihm einen eigenen Betrag zu geben.',
      emptyTitle: 'Noch keine Versandkosten',
      emptyMessage: 'Fügen Sie oben ein Land hinzu; alle übrigen Länder zahlen den Standardwert.',
    },
    delete: {
      title: 'Versandkosten für {{country}} löschen?',
      body: 'Sendungen nach {{country}} kosten dann den Standardwert, {{fallback}}.',
      bodyNoDefault: 'Sendungen nach {{country}} kosten dann den Standardwert.',
      confirm: 'Löschen',
      done: 'Versandkosten für {{country}} gelöscht.',
    },
  },
};
