import type { Catalogue } from '../../../lib/locales/de';
import type { en } from './en';

/** German UI texts of the device sign-in and the connected devices, typed as `en`'s shape. */
export const de: Catalogue<typeof en> = {
  devices: {
    tab: 'Verbundene Geräte',
    platforms: {
      windows: 'Windows',
      macos: 'macOS',
      linux: 'Linux',
      android: 'Android',
      ios: 'iOS',
      unknown: 'Plattform nicht angegeben',
    },
    connect: {
      title: 'Gerät verbinden',
      description: 'Melden Sie das LapSkills-Spiel mit Ihrem Konto an: Geben Sie den Code ein, den das Spiel anzeigt.',
      codeTitle: 'Code eingeben',
      codeHint:
        'Das Spiel zeigt einen Code aus 8 Buchstaben, etwa BCDF\u2011GHJK. Groß- und Kleinschreibung und der Bindestrich spielen keine Rolle.',
      code: 'Code',
      continue: 'Weiter',
      askingTitle: 'Ist das Ihr Gerät?',
      askingHint:
        'Bestätigen Sie nur, wenn Sie die Anmeldung auf diesem Gerät selbst begonnen haben. Es kann dann Ihre Trainingsergebnisse hochladen.',
      device: 'Gerät',
      platform: 'Plattform',
      codeShown: 'Code',
      expires: 'Code gültig bis',
      unnamed: 'Unbenanntes Gerät',
      approve: 'Bestätigen',
      deny: 'Ablehnen',
      otherCode: 'Anderen Code eingeben',
      approvedTitle: 'Gerät verbunden',
      approvedBody: '{{device}} ist mit Ihrem Konto angemeldet. Kehren Sie zum Spiel zurück; es fährt von selbst fort.',
      deniedTitle: 'Anfrage abgelehnt',
      deniedBody:
        '{{device}} wurde nicht angemeldet. War das ein Versehen, beginnen Sie die Anmeldung im Spiel noch einmal.',
      manage: 'Verbundene Geräte ansehen',
    },
    list: {
      title: 'Verbundene Geräte',
      intro:
        'Mit Ihrem Konto angemeldete Spiele. Widerrufen Sie ein Gerät, das Sie nicht mehr nutzen oder nicht kennen: Es wird sofort abgemeldet.',
      loading: 'Ihre verbundenen Geräte werden geladen…',
      loadFailed: 'Ihre verbundenen Geräte konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
      empty: 'Kein Gerät ist verbunden. Starten Sie das Spiel und wählen Sie „Anmelden“, um eines zu verbinden.',
      connectOne: 'Gerät verbinden',
      connected: 'Verbunden am {{date}}',
      lastSeen: 'zuletzt genutzt {{time}}',
      justNow: 'gerade eben',
      revoke: 'Widerrufen',
      revokeLabel: '{{device}} widerrufen',
      revokeTitle: 'Dieses Gerät widerrufen?',
      revokeBody: '{{device}} wird sofort abgemeldet und muss erneut bestätigt werden, um Ergebnisse hochzuladen.',
      revoked: '{{device}} wurde widerrufen.',
    },
  },
};
