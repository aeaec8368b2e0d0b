import type { en } from './en';

/** The shape of a catalogue: en's keys, nested alike, with any text as value. */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

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
    close: 'Schließen',
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
      continue: 'Weiter',
      continueWithOrganization: 'Mit Ihrer Organisation fortfahren',
      usePassword: 'Stattdessen mit Passwort anmelden',
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
