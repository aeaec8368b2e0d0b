import type {
  Certificate,
  CertificateAchievement,
  CertificateStatus,
  CertificateVerification,
} from '@portal/contracts';
import type { CertificateRow } from './queries.js';

/** The certificate's number: `LSC-` and its serial, six digits at least. */
export const numberOf = (row: Pick<CertificateRow, 'serial'>) => `LSC-${String(row.serial).padStart(6, '0')}`;

/** The public page that verifies a certificate. */
export const verificationUrl = (appUrl: string, code: string) => new URL(`/verify/${code}`, appUrl).toString();

const achievementOf = (row: CertificateRow) => ({
  kind: row.achievement as CertificateAchievement,
  model_version: row.modelVersion,
  benchmark_version: row.benchmarkVersion,
  curriculum:
    row.curriculumName !== null && row.curriculumVersion !== null
      ? { name: row.curriculumName, version: row.curriculumVersion }
      : null,
});

/**
 * A certificate for its holder, a manager or an admin. `maintenanceDue`: the holder's readiness lapsed since (a
 * relapse or a refresh due); the certificate stays valid and says so.
 */
export function presentCertificate(row: CertificateRow, appUrl: string, maintenanceDue = false): Certificate {
  const status: CertificateStatus = row.revokedAt ? 'revoked' : maintenanceDue ? 'maintenance_due' : 'valid';
  return {
    id: row.id,
    number: numberOf(row),
    holder_name: row.holderName,
    organization_name: row.organizationName,
    achievement: achievementOf(row),
    issued_at: row.issuedAt.toISOString(),
    status,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revocation_reason: row.revocationReason,
    verification_url: verificationUrl(appUrl, row.verificationCode),
  };
}

/** What anyone may know of a certificate: no e-mail, no scores, no ids. */
export function presentVerification(row: CertificateRow): Omit<CertificateVerification, 'token'> {
  return {
    number: numberOf(row),
    status: row.revokedAt ? 'revoked' : 'valid',
    holder_name: row.holderName,
    organization_name: row.organizationName,
    achievement: achievementOf(row),
    issued_at: row.issuedAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revocation_reason: row.revocationReason,
  };
}
