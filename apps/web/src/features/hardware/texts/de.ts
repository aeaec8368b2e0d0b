import type { Catalogue } from '../../../lib/locales/de';
import type { en } from './en';

/** German UI texts of the hardware screens, typed as `en`'s shape. */
export const de: Catalogue<typeof en> = {
  hardware: {
    label: 'Hardware',
    organizationTitle: 'Hardware',
    organizationDescription: 'Instrumentensets und weitere Hardware im Besitz dieser Organisation.',
    userTitle: 'Hardware',
    userDescription: 'Hardware im persönlichen Besitz dieses Benutzers.',
    ownerNotFound: 'Das gibt es nicht (mehr).',
    ownerLoadFailed: 'Das konnte nicht geladen werden.',
    backToOrganizations: 'Zurück zu den Organisationen',
    backToUsers: 'Zurück zu den Benutzern',
    tabsOrganization: 'Organisation',
    tabsUser: 'Benutzer bearbeiten',
    manager: {
      title: 'Hardware-Details',
      description: 'Die Instrumentensets Ihrer Organisation: Seriennummern, Status und Garantie.',
      noOrganization: 'Sie gehören keiner Organisation an, daher gibt es keine Hardware anzuzeigen.',
    },
    statuses: {
      ordered: 'Bestellt',
      shipped: 'Versandt',
      active: 'Aktiv',
      returned: 'Zurückgesandt',
    },
    columns: {
      serial: 'Seriennummer',
      product: 'Produkt',
      status: 'Status',
      purchaseDate: 'Gekauft',
      warranty: 'Garantie bis',
      shipping: 'Versand',
    },
    warranty: {
      expired: 'Abgelaufen',
    },
    filters: {
      search: 'Seriennummer',
      searchPlaceholder: 'Nach Seriennummer suchen',
      status: 'Status',
      anyStatus: 'Jeder Status',
    },
    fields: {
      product: 'Hardwareprodukt',
      productPlaceholder: 'Im Hardwarekatalog suchen',
      serial: 'Seriennummer',
      serialHint:
        'Buchstaben, Ziffern, Punkte, Bindestriche, Schrägstriche und Unterstriche; gespeichert in Großbuchstaben.',
      purchaseDate: 'Kaufdatum',
      warrantyEndsOn: 'Garantieende',
      warrantyHint: 'Leer lassen für die Garantie des Produkts im Katalog, ohne Angabe zwei Jahre.',
      shippingCountry: 'Versandland',
      countryPlaceholder: 'Nach Name oder Code suchen',
      noCountry: 'Kein Land gefunden',
      status: 'Status',
    },
    record: {
      open: 'Hardware erfassen',
      title: 'Hardware erfassen',
      shippingHint:
        'Die Versandkosten werden jetzt aus der Versandkostentabelle für das Land übernommen und beim Gerät gespeichert; spätere Änderungen der Tabelle ändern sie nicht.',
      submit: 'Erfassen',
      cancel: 'Abbrechen',
      done: 'Hardware {{serial}} erfasst.',
    },
    edit: {
      open: '{{serial}} bearbeiten',
      title: 'Hardware {{serial}} bearbeiten',
      statusHint:
        'Ein Gerät geht von bestellt zu versandt, von versandt zu aktiv oder zurückgesandt, von aktiv zu zurückgesandt; ein zurückgesandtes Gerät kann erneut versandt werden.',
      save: 'Speichern',
      cancel: 'Abbrechen',
      done: 'Hardware {{serial}} gespeichert.',
    },
    delete: {
      open: '{{serial}} löschen',
      title: 'Hardware {{serial}} löschen?',
      body: 'Der Eintrag {{product}} mit der Seriennummer {{serial}} wird gelöscht. Das Audit-Log behält, was er war.',
      done: 'Hardware {{serial}} gelöscht.',
    },
    empty: {
      title: 'Noch keine Hardware',
      organization: 'Erfassen Sie die Instrumentensets, die diese Organisation bestellt oder erhalten hat.',
      user: 'Erfassen Sie die Hardware, die dieser Benutzer persönlich gekauft hat.',
      manager:
        'Für Ihre Organisation ist keine Hardware erfasst. Melden Sie sich bei uns, wenn ein erhaltenes Set fehlt.',
      noMatchTitle: 'Keine Hardware gefunden',
    },
  },
};
