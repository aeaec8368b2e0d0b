import { z } from 'zod';
import { requiredString } from './fields.js';
import { defineList } from './lists.js';

/** What a certificate attests (issue 27): FLS readiness, or an assigned curriculum's version completed. */
export const CERTIFICATE_ACHIEVEMENTS = ['fls_readiness', 'curriculum'] as const;
export type CertificateAchievement = (typeof CERTIFICATE_ACHIEVEMENTS)[number];

/**
 * A verification code: 128 random bits in base64url without padding, 22 characters. A code of another shape is a
 * 404 before any look-up.
 */
export const VERIFICATION_CODE_PATTERN = /^[A-Za-z0-9_-]{21}[AQgw]$/;
export const isVerificationCode = (code: string) => VERIFICATION_CODE_PATTERN.test(code);

/** The longest revocation reason. */
export const REVOCATION_REASON_MAX = 500;

/** `valid`, `revoked`, or (the holder's own list only) `maintenance_due`: valid, but the readiness lapsed since. */
export const CERTIFICATE_STATUSES = ['valid', 'revoked', 'maintenance_due'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

const achievement = z.object({
  kind: z.enum(CERTIFICATE_ACHIEVEMENTS),
  /** The readiness model's version the figure was computed with. */
  model_version: z.string().nullable(),
  /** The organization's benchmark version (null: the portal's published targets). */
  benchmark_version: z.string().nullable(),
  /** The curriculum and its version completed (`curriculum`); null for FLS readiness. */
  curriculum: z.object({ name: z.string(), version: z.number().int() }).nullable(),
});

/** A certificate as its holder, a manager and an admin see it. */
export const certificate = z.object({
  id: z.uuid(),
  number: z.string(),
  holder_name: z.string(),
  organization_name: z.string().nullable(),
  achievement,
  issued_at: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  revoked_at: z.string().nullable(),
  revocation_reason: z.string().nullable(),
  /** The public page that verifies it (`/verify/{code}`). */
  verification_url: z.string(),
});
export type Certificate = z.infer<typeof certificate>;

/** `GET /api/manager/certificates`, `GET /api/admin/certificates`: newest first. */
export const certificateList = defineList({
  includes: [],
  sorts: ['issued_at', 'number', 'holder_name'],
  filters: { status: z.enum(['valid', 'revoked']), search: z.string().trim().min(1).max(100) },
  defaultSort: '-issued_at',
});

/** `GET /api/admin/certificates`: the same list over every organization, and a filter by organization. */
export const adminCertificateList = defineList({
  includes: [],
  sorts: ['issued_at', 'number', 'holder_name'],
  filters: {
    status: z.enum(['valid', 'revoked']),
    search: z.string().trim().min(1).max(100),
    organization_id: z.uuid({ error: 'validation.invalid' }),
  },
  defaultSort: '-issued_at',
});

/** `POST …/certificates/{id}/revoke`. */
export const revokeCertificateBody = z.strictObject({ reason: requiredString(REVOCATION_REASON_MAX) });
export type RevokeCertificateBody = z.input<typeof revokeCertificateBody>;

/** `GET /api/certificates/verify/{code}`: what anyone may know of a certificate, nothing else (no e-mail, no scores). */
export const certificateVerification = z.object({
  number: z.string(),
  status: z.enum(['valid', 'revoked']),
  holder_name: z.string(),
  organization_name: z.string().nullable(),
  achievement,
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
  revocation_reason: z.string().nullable(),
  /**
   * The same data as an Ed25519-signed JWT (`typ` certificate+jwt, `iss` lapskills-portal), verifiable offline with
   * the key of `GET /api/game/license-key`.
   */
  token: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;

export const verificationCodeParams = z.strictObject({ code: z.string().max(64, { error: 'error.not_found' }) });
