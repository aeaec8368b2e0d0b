import { randomBytes } from 'node:crypto';
import { type CertificateAchievement, isVerificationCode } from '@portal/contracts';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { limits } from '../../lib/limits.js';
import { takeAttempt } from '../../lib/throttle.js';
import type { ServiceContext } from '../../service-context.js';
import { storedReadinessStates } from '../analytics/index.js';
import { recordAudit } from '../audit/index.js';
import { findUser } from '../users/index.js';
import { numberOf, presentCertificate, presentVerification } from './presenters.js';
import {
  type CertificateRow,
  type CertificateScope,
  certificatesOfUser,
  findCertificateByCode,
  insertCertificate,
  lockCertificate,
  revokeCertificateRow,
} from './queries.js';
import { certificateToken } from './token.js';

/** 128 random bits, base64url without padding (22 characters). */
export const newVerificationCode = () => randomBytes(16).toString('base64url');

/** What a certificate attests and the key that makes it once per holder. */
export interface Achievement {
  kind: CertificateAchievement;
  /** One certificate per user and key (`fls_readiness`; a curriculum's id and version later). */
  key: string;
  modelVersion: string | null;
  benchmarkVersion: string | null;
  /** The curriculum and version completed (`curriculum`). */
  curriculum?: { name: string; version: number };
}

/**
 * Issue the user's certificate for an achievement, once: in a transaction of its own, the holder's and
 * organization's names as they are now, a fresh verification code, and `ON CONFLICT DO NOTHING` on (user,
 * achievement key), so any number of parallel calls issue one; audited as `certificate.issued` when it did.
 * Answers the new row, or null (already issued, or the user is gone).
 */
export async function issueCertificate(
  ctx: ServiceContext,
  userId: string,
  achievement: Achievement,
): Promise<CertificateRow | null> {
  return inTransaction(ctx.pool, async (tx) => {
    const holder = await findUser(tx, userId);
    if (!holder) return null;
    const at = ctx.clock.now();
    const row = await insertCertificate(tx, {
      userId,
      organizationId: holder.organizationId,
      holderName: `${holder.firstName} ${holder.lastName}`.trim(),
      organizationName: holder.organizationName ?? null,
      achievement: achievement.kind,
      achievementKey: achievement.key,
      modelVersion: achievement.modelVersion,
      benchmarkVersion: achievement.benchmarkVersion,
      curriculumName: achievement.curriculum?.name ?? null,
      curriculumVersion: achievement.curriculum?.version ?? null,
      issuedAt: at,
      verificationCode: newVerificationCode(),
    });
    if (row) {
      await recordAudit(tx, {
        action: 'certificate.issued',
        userId,
        details: { id: row.id, number: numberOf(row), achievement: achievement.key },
        at,
      });
    }
    return row;
  });
}

/** The FLS readiness certificate, when the stored readiness turned ready (the `analytics.readiness_reached` event). */
export function issueReadinessCertificate(
  ctx: ServiceContext,
  event: { userId: string; modelVersion: string; benchmarkVersion: string | null },
) {
  return issueCertificate(ctx, event.userId, {
    kind: 'fls_readiness',
    key: 'fls_readiness',
    modelVersion: event.modelVersion,
    benchmarkVersion: event.benchmarkVersion,
  });
}

/**
 * The curriculum certificate, when a trainee completed an assigned curriculum version (the `curricula.completed`
 * event): once per trainee and curriculum version (`curriculum:{id}:v{version}`).
 */
export function issueCurriculumCertificate(
  ctx: ServiceContext,
  event: { userId: string; curriculumId: string; name: string; version: number },
) {
  return issueCertificate(ctx, event.userId, {
    kind: 'curriculum',
    key: `curriculum:${event.curriculumId}:v${event.version}`,
    modelVersion: null,
    benchmarkVersion: null,
    curriculum: { name: event.name, version: event.version },
  });
}

/**
 * The holder's certificates, each `maintenance_due` while valid and their readiness is not `ready` (a relapse or a
 * refresh due never revokes a certificate).
 */
export async function ownCertificates(ctx: ServiceContext, userId: string) {
  const rows = await certificatesOfUser(ctx.db, userId);
  const states = rows.length > 0 ? await storedReadinessStates(ctx.db, [userId]) : new Map<string, string>();
  const lapsed = (states.get(userId) ?? 'ready') !== 'ready';
  return rows.map((row) => presentCertificate(row, ctx.config.appUrl, lapsed && row.achievement === 'fls_readiness'));
}

/**
 * Revoke a certificate in scope (a manager: their organization's; an admin: any) with a reason, once: one revoked
 * already is a 409 `certificate_revoked` and changes nothing. Audited as `certificate.revoked`.
 */
export async function revokeCertificate(
  ctx: ServiceContext,
  actor: AuthUser,
  scope: CertificateScope,
  id: string,
  reason: string,
  client: ClientInfo,
): Promise<CertificateRow> {
  return inTransaction(ctx.pool, async (tx) => {
    const row = await lockCertificate(tx, scope, id);
    if (!row) throw notFound();
    if (row.revokedAt) throw new AppError('conflict', 'error.certificate_revoked');
    const at = ctx.clock.now();
    const revoked = await revokeCertificateRow(tx, id, { at, by: actor.id, reason });
    await recordAudit(tx, {
      action: 'certificate.revoked',
      userId: row.userId,
      actorId: actor.id,
      ...client,
      details: { id, number: numberOf(row), reason },
      at,
    });
    return revoked;
  });
}

/**
 * The public verification: a code of another shape is a 404 before anything is read; then the lookup is counted per
 * address (`limits.certificateVerify`, 429 beyond it) and the code looked up by its unique index (unknown: 404).
 * Answers the public data and the same as a signed token.
 */
export async function verifyCertificate(ctx: ServiceContext, code: string, ip: string) {
  if (!isVerificationCode(code)) throw notFound();
  await takeAttempt(ctx.db, [limits.certificateVerify(ip)], ctx.clock.now());
  const row = await findCertificateByCode(ctx.db, code);
  if (!row) throw notFound();
  const data = presentVerification(row);
  return { ...data, token: await certificateToken(ctx, data) };
}
