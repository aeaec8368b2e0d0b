import type { Catalogue } from '../../../lib/locales/de';
import type { en } from './en';

/** German UI texts of the audit-log screens, typed as `en`'s shape. */
export const de: Catalogue<typeof en> = {
  auditLog: {
    title: 'Protokoll',
    description: 'Wer hat was wann getan: Anmeldungen, Sicherheitsereignisse und jede Änderung durch Admins.',
    export: 'Als CSV exportieren',
    showDetails: 'Details anzeigen',
    detailsOf: 'Details zu {{action}} am {{time}}',
    onlyThis: 'Nur die Einträge von {{email}} anzeigen',
    columns: {
      time: 'Zeitpunkt',
      action: 'Aktion',
      user: 'Benutzer',
      actor: 'Ausgeführt von',
      ip: 'IP-Adresse',
    },
    filters: {
      user: 'Benutzer',
      actor: 'Ausgeführt von',
      personPlaceholder: 'E-Mail oder Benutzer-ID',
      action: 'Aktion',
      anyAction: 'Jede Aktion',
      noAction: 'Keine passende Aktion',
      groups: 'Gruppen',
      actions: 'Aktionen',
      groupFallback: 'Jede Aktion {{prefix}}',
      from: 'Von',
      to: 'Bis',
      utc: 'Tage in UTC',
      reversed: 'Das Startdatum muss vor dem Enddatum liegen oder mit ihm übereinstimmen.',
    },
    list: {
      label: 'Protokoll',
      noMatchTitle: 'Keine Treffer',
      noMatchMessage:
        'Kein Eintrag passt zu diesen Filtern. Erweitern Sie den Zeitraum oder setzen Sie die Filter zurück.',
      emptyTitle: 'Das Protokoll ist leer',
      emptyMessage:
        'Anmeldungen, Sicherheitsereignisse und Änderungen durch Admins erscheinen hier, sobald sie geschehen.',
    },
    details: {
      title: 'Protokolleintrag',
      self: 'Der Benutzer selbst',
      userAgent: 'Browser (User-Agent)',
      changes: 'Änderungen',
      field: 'Feld',
      from: 'Vorher',
      to: 'Nachher',
      more: 'Weitere Details',
    },
    groups: {
      auth: 'Jedes Anmeldeereignis',
      user: 'Jedes Kontoereignis',
      password: 'Jedes Passwortereignis',
      email: 'Jede Änderung der E-Mail-Adresse',
      two_factor: 'Jedes Zwei-Faktor-Ereignis',
      organization: 'Jede Änderung an Organisationen',
      product: 'Jede Änderung an Produkten',
      product_theme: 'Jede Änderung an Themen',
      shipping_cost: 'Jede Änderung an Versandkosten',
      release: 'Jede Änderung an Versionen',
      audit_log: 'Jeder Export des Protokolls',
    },
    actions: {
      auth: {
        login: 'Angemeldet',
        login_failed: 'Anmeldung fehlgeschlagen',
        logout: 'Abgemeldet',
        two_factor_failed: 'Falscher Zwei-Faktor-Code',
        session_revoked: 'Sitzung beendet',
        sessions_revoked_others: 'Andere Sitzungen beendet',
      },
      user: {
        registered: 'Registriert',
        activated: 'Konto aktiviert',
        invited: 'Benutzer eingeladen',
        updated: 'Benutzer geändert',
        deleted: 'Benutzer gelöscht',
        available_products_changed: 'Verfügbare Produkte geändert',
      },
      password: {
        changed: 'Passwort geändert',
        reset: 'Passwort zurückgesetzt',
        set_by_admin: 'Passwort von einem Admin gesetzt',
      },
      email: {
        change_requested: 'Änderung der E-Mail-Adresse angefordert',
        changed: 'E-Mail-Adresse geändert',
      },
      two_factor: {
        enabled: 'Zwei-Faktor eingeschaltet',
        disabled: 'Zwei-Faktor ausgeschaltet',
        recovery_used: 'Wiederherstellungscode verwendet',
        reset: 'Zwei-Faktor von einem Admin zurückgesetzt',
      },
      organization: {
        created: 'Organisation angelegt',
        updated: 'Organisation geändert',
        license_manager_assigned: 'Lizenzmanager zugewiesen',
        license_manager_removed: 'Lizenzmanager entfernt',
      },
      product: {
        created: 'Produkt angelegt',
        updated: 'Produkt geändert',
        deleted: 'Produkt gelöscht',
        image_changed: 'Produktbild geändert',
        image_removed: 'Produktbild entfernt',
      },
      product_theme: {
        created: 'Thema angelegt',
        updated: 'Thema geändert',
        deleted: 'Thema gelöscht',
        image_changed: 'Themenbild geändert',
        image_removed: 'Themenbild entfernt',
      },
      shipping_cost: {
        created: 'Versandkosten hinzugefügt',
        updated: 'Versandkosten geändert',
        deleted: 'Versandkosten gelöscht',
      },
      release: {
        created: 'Version angelegt',
        updated: 'Version geändert',
        deleted: 'Version gelöscht',
      },
      audit_log: {
        exported: 'Protokoll exportiert',
      },
    },
  },
};
