import type { Catalogue } from '../../../lib/locales/de';
import type { en } from './en';

/** German UI texts of the certificates screens. */
export const de: Catalogue<typeof en> = {
  certificates: {
    status: { valid: 'Gültig', revoked: 'Widerrufen', maintenance_due: 'Auffrischung fällig' },
    achievement: {
      fls_readiness: 'FLS-Bereitschaft',
      curriculum: 'Curriculum {{name}}',
      curriculumVersion: 'Version {{version}}',
      versions: 'Modell {{model}} · {{benchmark}}',
      publishedTargets: 'veröffentlichte Ziele',
      benchmark: 'Benchmark {{version}}',
    },
    own: {
      title: 'Zertifikate',
      description:
        'Ein Zertifikat wird ausgestellt, sobald Sie FLS-bereit sind. Jeder kann es per QR-Code oder Prüflink verifizieren.',
      emptyTitle: 'Noch keine Zertifikate',
      emptyMessage: 'Ihr Zertifikat der FLS-Bereitschaft erscheint hier, sobald Ihr Training sie erreicht.',
      issued: 'Ausgestellt am {{date}}',
      number: 'Zertifikat {{number}}',
      download: 'PDF herunterladen',
      downloadLabel: 'Zertifikat {{number}} als PDF herunterladen',
      verify: 'Prüfseite',
      maintenanceHint:
        'Weiterhin gültig. Ihre Bereitschaft ist seitdem gesunken (eine Aufgabe ist fällig): trainieren Sie, um sie aktuell zu halten.',
      revokedHint: 'Widerrufen am {{date}}: {{reason}}',
    },
    manager: {
      title: 'Zertifikate',
      description: 'Die Zertifikate Ihrer Organisation. Widerrufen Sie ein irrtümlich ausgestelltes mit Begründung.',
      label: 'Zertifikate',
      columns: {
        organization: 'Organisation',
        number: 'Nummer',
        holder: 'Inhaber',
        achievement: 'Leistung',
        issued: 'Ausgestellt',
        status: 'Status',
      },
      filters: {
        status: 'Status',
        anyStatus: 'Jeder Status',
        search: 'Name des Inhabers',
        organization: 'Organisation',
        anyOrganization: 'Jede Organisation',
      },
      emptyTitle: 'Noch keine Zertifikate',
      emptyMessage: 'Zertifikate erscheinen hier, wenn Ihre Trainees die FLS-Bereitschaft erreichen.',
      noMatchTitle: 'Kein Zertifikat passt',
      noMatchMessage: 'Ändern oder löschen Sie die Filter.',
      revoke: 'Zertifikat {{number}} widerrufen',
      revokeTitle: 'Zertifikat {{number}} widerrufen',
      revokeBody:
        'Die Prüfseite zeigt dann „widerrufen“ mit dem heutigen Datum und Ihrer Begründung. Das lässt sich nicht rückgängig machen.',
      reason: 'Begründung',
      reasonDescription: 'Wird auf der öffentlichen Prüfseite angezeigt.',
      cancel: 'Abbrechen',
      confirm: 'Widerrufen',
      revoked: 'Zertifikat {{number}} widerrufen.',
    },
    admin: {
      title: 'Zertifikate',
      description:
        'Die Zertifikate aller Organisationen. Widerrufen Sie ein irrtümlich ausgestelltes mit einer Begründung.',
      emptyMessage: 'Zertifikate erscheinen hier, sobald Trainees die FLS-Bereitschaft erreichen.',
    },
    verify: {
      title: 'Zertifikatsprüfung',
      valid: 'Gültiges Zertifikat',
      revoked: 'Widerrufenes Zertifikat',
      revokedOn: 'Widerrufen am {{date}}: {{reason}}',
      holder: 'Inhaber',
      organization: 'Organisation',
      achievement: 'Leistung',
      issued: 'Ausgestellt',
      number: 'Nummer',
      notFoundTitle: 'Zertifikat nicht gefunden',
      notFoundMessage: 'Kein Zertifikat hat diesen Prüfcode. Prüfen Sie den Link oder scannen Sie den QR-Code erneut.',
      throttledTitle: 'Zu viele Prüfungen',
      offline:
        'Diese Daten sind auch signiert (Ed25519): Die API-Antwort enthält ein Token, das offline mit dem öffentlichen Schlüssel unter /api/game/license-key geprüft werden kann.',
    },
  },
};
