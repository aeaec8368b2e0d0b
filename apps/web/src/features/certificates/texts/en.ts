/** English UI texts of the certificates screens, loaded with them (`../screens.ts`). */
export const en = {
  certificates: {
    status: { valid: 'Valid', revoked: 'Revoked', maintenance_due: 'Maintenance due' },
    achievement: {
      fls_readiness: 'FLS readiness',
      curriculum: 'Curriculum {{name}}',
      curriculumVersion: 'version {{version}}',
      versions: 'Model {{model}} · {{benchmark}}',
      publishedTargets: 'published targets',
      benchmark: 'benchmark {{version}}',
    },
    own: {
      title: 'Certificates',
      description:
        'A certificate is issued when you become FLS-ready. Anyone can check it with its QR code or verification link.',
      emptyTitle: 'No certificates yet',
      emptyMessage: 'Your certificate of FLS readiness appears here once your training reaches it.',
      issued: 'Issued {{date}}',
      number: 'Certificate {{number}}',
      download: 'Download PDF',
      downloadLabel: 'Download certificate {{number}} as PDF',
      verify: 'Verification page',
      maintenanceHint:
        'Still valid. Your readiness has lapsed since (a task is due a refresh): train again to keep it current.',
      revokedHint: 'Revoked on {{date}}: {{reason}}',
    },
    manager: {
      title: 'Certificates',
      description: "Your organization's certificates. Revoke one that was issued in error, with a reason.",
      label: 'Certificates',
      columns: {
        organization: 'Organization',
        number: 'Number',
        holder: 'Holder',
        achievement: 'Achievement',
        issued: 'Issued',
        status: 'Status',
      },
      filters: {
        status: 'Status',
        anyStatus: 'Any status',
        search: 'Holder name',
        organization: 'Organization',
        anyOrganization: 'Any organization',
      },
      emptyTitle: 'No certificates yet',
      emptyMessage: 'Certificates appear here when your trainees reach FLS readiness.',
      noMatchTitle: 'No certificate matches',
      noMatchMessage: 'Change or clear the filters.',
      revoke: 'Revoke certificate {{number}}',
      revokeTitle: 'Revoke certificate {{number}}',
      revokeBody: 'The verification page will say "revoked" with today\'s date and your reason. This cannot be undone.',
      reason: 'Reason',
      reasonDescription: 'Shown on the public verification page.',
      cancel: 'Cancel',
      confirm: 'Revoke',
      revoked: 'Certificate {{number}} revoked.',
    },
    admin: {
      title: 'Certificates',
      description: "Every organization's certificates. Revoke one that was issued in error, with a reason.",
      emptyMessage: 'Certificates appear here when trainees reach FLS readiness.',
    },
    verify: {
      title: 'Certificate verification',
      valid: 'Valid certificate',
      revoked: 'Revoked certificate',
      revokedOn: 'Revoked on {{date}}: {{reason}}',
      holder: 'Holder',
      organization: 'Organization',
      achievement: 'Achievement',
      issued: 'Issued',
      number: 'Number',
      notFoundTitle: 'Certificate not found',
      notFoundMessage: 'No certificate has this verification code. Check the link or scan the QR code again.',
      throttledTitle: 'Too many checks',
      offline:
        'This data is also signed (Ed25519): the API answer carries a token that verifies offline with the public key at /api/game/license-key.',
    },
  },
} as const;

// The keys join the app's typed texts (`t('certificates.…')`) without a shared type to edit.
declare module '../../../lib/i18n' {
  interface FeatureTexts {
    certificates: (typeof en)['certificates'];
  }
}
