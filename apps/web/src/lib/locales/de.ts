import type { en } from './en';

/** The shape of a catalogue: en's keys, nested alike, with any text as value. */
type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/**
 * German UI text. Typed as en's shape, so a missing or an extra key (at any
 * depth) is a type error. Catalogue messages come from @portal/contracts.
 */
export const de: Catalogue<typeof en> = {
  app: {
    tagline: 'Trainingsportal für laparoskopische Fertigkeiten',
    loading: 'Wird geladen…',
    soon: 'Bald',
    homeLink: 'Startseite',
  },
  nav: {
    label: 'Hauptnavigation',
    toggle: 'Navigation ein- oder ausblenden',
    general: 'Allgemein',
    gettingStarted: 'Erste Schritte',
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
      softwareProducts: 'Softwareprodukte',
      hardwareProducts: 'Hardwareprodukte',
      shippingCosts: 'Versandkosten',
      licenses: 'Lizenzen',
    },
    manager: {
      organisationDashboard: 'Organisations-Dashboard',
      softwareLicenses: 'Softwarelizenzen',
      hardwareDetails: 'Hardwaredetails',
      organisationDetails: 'Organisationsdetails',
      licenseManager: 'Lizenzmanager',
    },
    trainee: {
      overview: 'Übersicht',
      trainingActivity: 'Trainingsaktivität',
      licenses: 'Lizenzen',
    },
  },
  userMenu: {
    profile: 'Profil',
    signOut: 'Abmelden',
    signedOut: 'Sie wurden abgemeldet.',
  },
  progress: {
    label: 'Wird geladen',
  },
  auth: {
    backToSignIn: 'Zurück zur Anmeldung',
    login: {
      title: 'Anmelden',
      subtitle: 'Verwenden Sie das Konto, das Ihre Organisation oder das LapSkills-Team für Sie angelegt hat.',
      email: 'E-Mail',
      emailPlaceholder: 'sie@klinik.de',
      password: 'Passwort',
      passwordPlaceholder: 'Ihr Passwort',
      toggleVisibility: 'Sichtbarkeit umschalten',
      submit: 'Anmelden',
      failed: 'Anmeldung fehlgeschlagen',
      forgotPassword: 'Passwort vergessen?',
      noAccount: 'Neu bei LapSkills?',
      register: 'Konto erstellen',
    },
    twoFactor: {
      title: 'Zwei-Faktor-Authentifizierung',
      codeIntro: 'Öffnen Sie Ihre Authenticator-App und geben Sie den Code ein, den sie für LapSkills anzeigt.',
      recoveryIntro:
        'Geben Sie einen der Wiederherstellungscodes ein, die Sie bei der Einrichtung der Zwei-Faktor-Authentifizierung gespeichert haben.',
      code: 'Authentifizierungscode',
      recoveryCode: 'Wiederherstellungscode',
      submit: 'Bestätigen',
      failed: 'Bestätigung fehlgeschlagen',
      useRecovery: 'Wiederherstellungscode verwenden',
      useCode: 'Authentifizierungscode verwenden',
      back: 'Zurück zur Anmeldung',
    },
    register: {
      title: 'Konto erstellen',
      subtitle:
        'Registrieren Sie sich, um mit LapSkills zu trainieren. Wir senden Ihnen einen Link zur Aktivierung Ihres Kontos.',
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail',
      password: 'Passwort',
      confirmPassword: 'Passwort bestätigen',
      acceptTerms:
        'Ich akzeptiere die <privacy>Datenschutzerklärung</privacy> und die <terms>Nutzungsbedingungen</terms>',
      submit: 'Konto erstellen',
      failed: 'Registrierung fehlgeschlagen',
      haveAccount: 'Sie haben bereits ein Konto?',
      signIn: 'Anmelden',
      checkEmail: 'Prüfen Sie Ihr E-Mail-Postfach',
      sentTo: 'Wir haben an {{email}} geschrieben. Der Link ist nur begrenzte Zeit gültig.',
      resend: 'Aktivierungs-E-Mail erneut senden',
    },
    link: {
      problemTitle: 'Dieser Link kann nicht verwendet werden',
      email: 'E-Mail',
      newActivationHint: 'Geben Sie die Adresse Ihres Kontos ein, und wir senden Ihnen einen neuen Link.',
      sendNewLink: 'Neuen Link senden',
    },
    activate: {
      activationTitle: 'Konto aktivieren',
      activationIntro: 'Aktivieren Sie das LapSkills-Konto für {{email}}, um das Portal zu nutzen.',
      invitationTitle: 'Passwort wählen',
      invitationIntro:
        'Sie wurden als {{email}} zu LapSkills eingeladen. Wählen Sie ein Passwort, um Ihr Konto zu aktivieren.',
      choosePasswordIntro: 'Wählen Sie ein Passwort, um das LapSkills-Konto für {{email}} zu aktivieren.',
      password: 'Passwort',
      confirmPassword: 'Passwort bestätigen',
      submit: 'Konto aktivieren',
      failed: 'Aktivierung fehlgeschlagen',
    },
    forgot: {
      title: 'Passwort vergessen?',
      subtitle:
        'Geben Sie die E-Mail-Adresse Ihres Kontos ein, und wir senden Ihnen einen Link, um ein neues Passwort zu wählen.',
      email: 'E-Mail',
      submit: 'Link zum Zurücksetzen senden',
      sentTitle: 'Prüfen Sie Ihr E-Mail-Postfach',
      sentHint: 'Der Link ist nur begrenzte Zeit gültig. Sehen Sie im Spam-Ordner nach, falls nichts ankommt.',
    },
    reset: {
      title: 'Neues Passwort wählen',
      subtitle: 'Für das Konto {{email}}.',
      password: 'Neues Passwort',
      confirmPassword: 'Passwort bestätigen',
      submit: 'Passwort zurücksetzen',
      failed: 'Das Passwort konnte nicht zurückgesetzt werden',
      requestNewLink: 'Neuen Link zum Zurücksetzen anfordern',
    },
  },
  password: {
    pageTitle: 'Passwort ändern',
    signedInAs: 'Angemeldet als {{email}}.',
    current: 'Aktuelles Passwort',
    new: 'Neues Passwort',
    confirmNew: 'Neues Passwort bestätigen',
    change: 'Passwort ändern',
    cancel: 'Zurück zum Portal',
    strength: 'Stärke: {{level}}',
    levels: {
      weak: 'schwach',
      fair: 'mittel',
      strong: 'stark',
    },
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
  confirmEmail: {
    title: 'Neue E-Mail-Adresse bestätigen',
    intro:
      'Bestätigen Sie, um sich ab jetzt mit dieser Adresse anzumelden. Auch Benachrichtigungen werden an diese Adresse gesendet.',
    submit: 'E-Mail-Adresse bestätigen',
    doneTitle: 'E-Mail-Adresse bestätigt',
    problemHint: 'Einen neuen Bestätigungslink können Sie in Ihrem Profil anfordern.',
    toProfile: 'Zu Ihrem Profil',
  },
  devOutbox: {
    title: 'Entwicklungs-Postausgang',
    subtitle:
      'E-Mails, die das Portal geschrieben hat, solange kein Mailserver konfiguriert ist. Nur für die Entwicklung.',
    refresh: 'Aktualisieren',
    recipient: 'Empfänger',
    filter: 'Filtern',
    empty: 'Noch keine E-Mails',
    unavailable:
      'Der Entwicklungs-Postausgang ist auf diesem Server nicht verfügbar (es gibt ihn nur außerhalb der Produktion).',
    count_one: '{{count}} E-Mail',
    count_other: '{{count}} E-Mails',
    to: 'An {{to}}',
    showText: 'Text anzeigen',
    hideText: 'Text ausblenden',
    status: {
      queued: 'In Warteschlange',
      sent: 'Gesendet',
      failed: 'Fehlgeschlagen',
    },
    pagination: {
      first: 'Erste Seite',
      previous: 'Vorherige Seite',
      next: 'Nächste Seite',
      last: 'Letzte Seite',
    },
  },
  legal: {
    privacyPolicy: 'Datenschutzerklärung',
    termsOfUse: 'Nutzungsbedingungen',
    lastUpdated: 'Zuletzt aktualisiert am {{date}}',
    backToSignIn: 'Zurück zur Anmeldung',
    contents: 'Inhalt',
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
  profile: {
    title: 'Profil',
    subtitle: 'Ihre persönlichen Daten, Anmelde- und Sicherheitseinstellungen.',
    account: 'Konto',
    personalDetails: 'Persönliche Daten',
    firstName: 'Vorname',
    lastName: 'Nachname',
    save: 'Speichern',
    emailAddress: 'E-Mail-Adresse',
    emailIntro:
      'Wir senden einen Bestätigungslink an die neue Adresse; die Änderung wird wirksam, sobald Sie ihn öffnen.',
    currentEmail: 'Aktuelle E-Mail-Adresse',
    newEmail: 'Neue E-Mail-Adresse',
    currentPassword: 'Aktuelles Passwort',
    changeEmail: 'E-Mail-Adresse ändern',
    password: 'Passwort',
    passwordIntro: 'Wenn Sie Ihr Passwort ändern, werden Sie überall sonst abgemeldet.',
    name: 'Name',
    email: 'E-Mail',
    userName: 'Benutzername',
    organization: 'Organisation',
    noOrganization: 'Keiner Organisation zugeordnet',
    notSet: 'Nicht festgelegt',
    language: 'Sprache',
    roles: 'Rollen',
    permissions: 'Berechtigungen',
    noPermissions: 'Keine zusätzlichen Berechtigungen',
    security: 'Sicherheit',
    twoFactor: 'Zwei-Faktor-Authentifizierung',
    twoFactorOn: 'Aktiviert',
    twoFactorOff: 'Nicht aktiviert',
    sessions: {
      title: 'Ihre Sitzungen',
      intro:
        'Wo Ihr Konto gerade angemeldet ist. Wenn Sie eine Sitzung nicht kennen, melden Sie sie ab und ändern Sie Ihr Passwort.',
      loading: 'Ihre Sitzungen werden geladen…',
      loadFailed: 'Ihre Sitzungen konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
      unknownDevice: 'Unbekanntes Gerät',
      unknownAddress: 'unbekannt',
      thisDevice: 'Dieses Gerät',
      address: 'IP-Adresse: {{address}}',
      signedIn: 'Angemeldet am {{date}}',
      activeNow: 'Jetzt aktiv',
      lastSeen: 'Zuletzt aktiv {{time}}',
      justNow: 'gerade eben',
      signOut: 'Abmelden',
      signOutLabel: 'Abmelden: {{device}} ({{address}})',
      signedOut: 'Die Sitzung wurde abgemeldet.',
      others_one: '{{count}} weitere Sitzung',
      others_other: '{{count}} weitere Sitzungen',
      noOthers: 'Sie sind nirgendwo sonst angemeldet.',
      signOutOthers: 'Überall sonst abmelden',
      signedOutOthers_one: '{{count}} weitere Sitzung wurde abgemeldet.',
      signedOutOthers_other: '{{count}} weitere Sitzungen wurden abgemeldet.',
    },
    roleNames: {
      'super-admin': 'Super-Admin',
      admin: 'Admin',
      'license-manager': 'Lizenzmanager',
      trainer: 'Trainer',
      trainee: 'Trainee',
      user: 'Trainee',
    },
  },
  unauthorized: {
    title: 'Zugriff verweigert',
    body: 'Ihr Konto hat keinen Zugriff auf diese Seite. Wenn Sie meinen, dass es ihn haben sollte, wenden Sie sich an den Lizenzmanager Ihrer Organisation oder an einen LapSkills-Administrator.',
    link: 'Zu den ersten Schritten',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    body: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    link: 'Zur Startseite',
  },
  routeError: {
    title: 'Etwas ist schiefgelaufen',
    body: 'Diese Seite konnte nicht angezeigt werden. Neu laden hilft meistens; falls nicht, versuchen Sie es in ein paar Minuten erneut.',
    reload: 'Seite neu laden',
  },
};
