import type { appEn } from './app.en';
import type { Catalogue } from './de';

/** German UI text of the signed-in area, typed as app.en's shape. */
export const appDe: Catalogue<typeof appEn> = {
  nav: {
    label: 'Hauptnavigation',
    toggle: 'Navigation ein- oder ausblenden',
    general: 'Allgemein',
    dashboard: 'Dashboard',
    gettingStarted: 'Erste Schritte',
    addOns: 'Zusatzmodule',
    downloads: 'Downloads',
    profile: 'Profil',
    notAvailableYet: 'Noch nicht verfügbar',
    sections: {
      admin: 'Administration',
      manager: 'Manager',
      trainee: 'Trainee',
    },
    admin: {
      organizations: 'Organisationen',
      users: 'Benutzer',
      retention: 'Aufbewahrung',
      softwareProducts: 'Softwareprodukte',
      hardwareProducts: 'Hardwareprodukte',
      shippingCosts: 'Versandkosten',
      invoices: 'Rechnungen',
      releases: 'Versionen',
      licenses: 'Lizenzen',
      billing: 'Abrechnung',
      auditLog: 'Protokoll',
    },
    manager: {
      organisationDashboard: 'Organisations-Dashboard',
      softwareLicenses: 'Softwarelizenzen',
      hardwareDetails: 'Hardwaredetails',
      accountDetails: 'Kontodaten',
      organisationDetails: 'Organisationsdetails',
      licenseManager: 'Lizenzmanager',
      certificates: 'Zertifikate',
    },
    trainee: {
      overview: 'Übersicht',
      trainingActivity: 'Trainingsaktivität',
      team: 'Team',
      licenses: 'Lizenzen',
      certificates: 'Zertifikate',
    },
  },
  /** Labels of tabs that one feature adds to another's records (loaded with the shell, shown on every tab bar). */
  screenTabs: {
    hardware: 'Hardware',
  },
  list: {
    scrollRegion: '{{name}}, seitlich scrollbar',
    actions: 'Aktionen',
    sortAscending: '(aufsteigend sortieren)',
    sortDescending: '(absteigend sortieren)',
    range: '{{from}}–{{to}} von {{total}}',
    pagination: 'Seiten',
    page: 'Seite {{page}}',
    firstPage: 'Erste Seite',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    lastPage: 'Letzte Seite',
    errorTitle: 'Die Liste konnte nicht geladen werden',
    retry: 'Erneut versuchen',
    clearSearch: 'Suche leeren',
    clearFilters: 'Filter zurücksetzen',
    sortBy: 'Sortieren nach',
    sortOptionAscending: '{{column}}, aufsteigend',
    sortOptionDescending: '{{column}}, absteigend',
    all: 'Alle',
  },
  form: {
    unsaved: {
      title: 'Ohne Speichern verlassen?',
      body: 'Ihre Änderungen auf dieser Seite sind noch nicht gespeichert. Wenn Sie die Seite jetzt verlassen, gehen sie verloren.',
      stay: 'Auf dieser Seite bleiben',
      leave: 'Ohne Speichern verlassen',
    },
    cancel: 'Abbrechen',
    back: 'Zurück',
    close: 'Schließen',
    delete: 'Löschen',
  },
  record: {
    notFound: 'Es existiert nicht oder wurde gelöscht.',
    forbidden: 'Sie dürfen es nicht öffnen.',
    loadFailed: 'Es konnte nicht geladen werden.',
  },
  accountStatus: {
    active: 'Aktiv',
    inactive: 'Inaktiv',
    deactivated: 'Deaktiviert',
  },
  licenseState: {
    scheduled: 'Geplant',
    active: 'Aktiv',
    expired: 'Abgelaufen',
  },
  address: {
    name: 'Name',
    street: 'Straße',
    houseNumber: 'Hausnummer',
    addition: 'Zusatz',
    zipcode: 'Postleitzahl',
    city: 'Ort',
    country: 'Land',
    countryPlaceholder: 'Zum Suchen tippen',
    noCountry: 'Kein Land mit diesem Namen',
  },
  twoFactor: {
    offIntro:
      'Schützen Sie Ihr Konto mit einem zweiten Schritt bei der Anmeldung: einem Code aus einer Authenticator-App auf Ihrem Smartphone (zum Beispiel Google Authenticator, Microsoft Authenticator oder 1Password).',
    onIntro:
      'Bei der Anmeldung wird ein Code aus Ihrer Authenticator-App abgefragt. Wenn Sie Ihr Smartphone verlieren, verwenden Sie einen Ihrer Wiederherstellungscodes.',
    setUp: 'Zwei-Faktor-Authentifizierung einrichten',
    turnOff: 'Ausschalten',
    passwordIntro: 'Bestätigen Sie zunächst Ihr Passwort.',
    password: 'Passwort',
    continue: 'Weiter',
    cancel: 'Abbrechen',
    qrAlt: 'QR-Code für Ihre Authenticator-App',
    scanHint: 'Scannen Sie diesen Code mit Ihrer Authenticator-App.',
    secret: 'Einrichtungsschlüssel',
    secretHint: 'Scannen nicht möglich? Geben Sie stattdessen diesen Schlüssel in Ihrer App ein.',
    copySecret: 'In die Zwischenablage kopieren',
    copied: 'Kopiert',
    code: 'Authentifizierungscode',
    codeHint: 'Der 6-stellige Code, den Ihre App für LapSkills anzeigt.',
    confirm: 'Bestätigen',
    codesTitle: 'Wiederherstellungscodes',
    codesIntro:
      'Die Zwei-Faktor-Authentifizierung ist aktiviert. Bewahren Sie diese Codes sicher auf: Mit jedem Code können Sie sich einmal anmelden, falls Sie Ihre Authenticator-App nicht verwenden können. Sie werden nur jetzt angezeigt.',
    codesFileHeader: '{{product}} – Wiederherstellungscodes. Jeder Code kann einmal verwendet werden.',
    download: 'Herunterladen',
    copy: 'Kopieren',
    codesCopied: 'Die Wiederherstellungscodes wurden kopiert.',
    copyFailed: 'Die Codes konnten nicht kopiert werden. Markieren und kopieren Sie sie von Hand.',
    codesSaved: 'Ich habe diese Codes gespeichert',
    disableIntro:
      'Bestätigen Sie mit Ihrem Passwort und einem Code aus Ihrer Authenticator-App (oder einem Wiederherstellungscode).',
    disableSubmit: 'Zwei-Faktor-Authentifizierung ausschalten',
    turnedOff: 'Die Zwei-Faktor-Authentifizierung wurde ausgeschaltet.',
  },
  gettingStarted: {
    title: 'Erste Schritte',
    welcome: 'Willkommen, {{name}}',
    intro: {
      admin: 'Sie verwalten das Portal. Hier sind die Bereiche, in denen Sie am meisten arbeiten werden.',
      manager:
        'Sie verwalten die Lizenzen von {{organization}}. Beginnen Sie hier, um Ihr Team ins Training zu bringen.',
      managerNoOrganization:
        'Sie verwalten die Lizenzen Ihrer Organisation. Beginnen Sie hier, um Ihr Team ins Training zu bringen.',
      user: 'Vier Schritte vom ersten Download bis zu Ihren ersten Auswertungen.',
    },
    notAvailable: 'Demnächst verfügbar',
    open: 'Öffnen',
    cards: {
      manageSoftware: {
        title: 'Software verwalten',
        description: 'Softwareprodukte, ihre Lizenzlaufzeiten, Preise und Themen im Spiel anlegen und bearbeiten.',
      },
      manageHardware: {
        title: 'Hardware verwalten',
        description: 'Den Katalog der Instrumentensets und Hardware-Erweiterungen aktuell halten.',
      },
      manageUsers: {
        title: 'Benutzer verwalten',
        description:
          'Benutzer einladen, ihre Rollen und Berechtigungen festlegen und die Zwei-Faktor-Authentifizierung zurücksetzen.',
      },
      manageOrganizations: {
        title: 'Organisationen verwalten',
        description: 'Kliniken und Universitäten registrieren, ihre Adressen pflegen und ihren Lizenzmanager ernennen.',
      },
      manageBilling: {
        title: 'Abrechnung verwalten',
        description:
          'Rechnungsdaten und Abrechnungszeiträume prüfen sowie Abrechnungen beenden oder wieder aktivieren.',
      },
      manageLicenses: {
        title: 'Lizenzen verwalten',
        description: 'Softwarelizenzen und Hardware an Organisationen ausgeben und ihre Gültigkeit verfolgen.',
      },
      checkLicenses: {
        title: 'Lizenzen prüfen',
        description:
          'Sehen, welche Softwarelizenzen und welche Hardware Ihre Organisation besitzt und wann sie ablaufen.',
      },
      attachLicense: {
        title: 'Lizenz einem Benutzer zuweisen',
        description: 'Einem Trainee einen freien Platz zuweisen, damit er mit dem Training im Spiel beginnen kann.',
      },
      teamPerformance: {
        title: 'Teamleistung prüfen',
        description: 'Trainingszeit und Fertigkeitswerte Ihrer Trainees auf dem Weg zur FLS-Prüfung verfolgen.',
      },
      download: {
        title: 'Herunterladen',
        description: 'Das LapSkills-Spiel für die Plattform Ihres Computers herunterladen.',
      },
      setup: {
        title: 'Einrichten',
        description: 'Ihr Instrumentenset anschließen und sich mit Ihrem Portalkonto im Spiel anmelden.',
      },
      use: {
        title: 'Trainieren',
        description:
          'Die acht laparoskopischen Fertigkeiten trainieren; die Ergebnisse jeder Einheit gelangen ins Portal.',
      },
      insights: {
        title: 'Auswertungen',
        description:
          'Verfolgen Sie Ihren Fortschritt auf dem Weg zur praktischen FLS-Prüfung: Die meisten Trainees brauchen etwa {{hours}} Stunden.',
      },
    },
  },
  roles: {
    'super-admin': 'Super-Admin',
    admin: 'Admin',
    'license-manager': 'Lizenzmanager',
    trainer: 'Trainer',
    trainee: 'Trainee',
    user: 'Trainee',
  },
  invoiceStatus: {
    open: 'Offen',
    overdue: 'Überfällig',
    paid: 'Bezahlt',
    void: 'Storniert',
  },
  invoicesCard: {
    title: 'Rechnungen',
    label: 'Rechnungen',
    number: 'Nummer',
    issued: 'Datum',
    period: 'Zeitraum',
    total: 'Gesamt',
    status: 'Status',
    pdf: 'PDF',
    download: 'Rechnung {{number}} als PDF herunterladen',
    empty: 'Noch keine Rechnungen. Zu Beginn jedes Abrechnungszeitraums wird eine Rechnung erstellt.',
    failed: 'Die Rechnungen konnten nicht geladen werden.',
  },
  unauthorized: {
    title: 'Zugriff verweigert',
    body: 'Ihr Konto hat keinen Zugriff auf diese Seite. Wenn Sie meinen, dass es ihn haben sollte, wenden Sie sich an den Lizenzmanager Ihrer Organisation oder an einen LapSkills-Administrator.',
    link: 'Zu den ersten Schritten',
  },
};
