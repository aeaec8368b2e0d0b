import {
  type BulkEraseResult,
  type DormantUser,
  type ErasureResult,
  errorCodeOf,
  lackedFor,
  type RetentionPolicy,
  translate,
} from '@portal/contracts';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, forbidden, notFound, validation } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import type { ClientInfo } from '../../lib/client-info.js';
import type { ServiceContext } from '../../service-context.js';
import { lastSignedInAt, recordAudit } from '../audit/index.js';
import { assertPassword } from '../profile/index.js';
import {
  eraseUser,
  findUser,
  listDormantUsers,
  permissionsOfRoles,
  type RetentionQuery,
  stillDormant,
} from '../users/index.js';

/**
 * Erasure (GDPR art. 17) and retention (issue 28, must-haves 4 and 5; docs/privacy.md): the person erases their own
 * account from the profile, an admin with 'manage user' erases a user, or the dormant accounts in one action. Each
 * erasure is one transaction through the personal-data registry (`users/lifecycle.ts`, `eraseUser`): refused with
 * nothing changed, or done whole, audited as `user.erased` with the pseudonym only.
 */

/** One erasure in its own transaction; `check` runs first on the locked-to-be row's data (who may, still dormant). */
async function erase(
  ctx: ServiceContext,
  actor: AuthUser,
  userId: string,
  client: ClientInfo | null,
  check?: (tx: Executor) => Promise<void>,
  reason?: 'retention',
): Promise<ErasureResult> {
  const at = ctx.clock.now();
  return inTransaction(ctx.pool, async (tx) => {
    await check?.(tx);
    const pseudonym = await eraseUser(ctx, tx, { userId, actor, client: client ?? noClient, at });
    const self = actor.id === userId;
    await recordAudit(tx, {
      action: 'user.erased',
      userId,
      actorId: self ? null : actor.id,
      // The person's own address and browser are personal data too: not kept for their own erasure.
      ...(self ? {} : client),
      details: { pseudonym: `${pseudonym.firstName} ${pseudonym.lastName}`, ...(reason ? { reason } : {}) },
      at,
    });
    return { id: userId, pseudonym: `${pseudonym.firstName} ${pseudonym.lastName}` };
  });
}

const noClient: ClientInfo = { ip: '', userAgent: null, language: 'en' };

/**
 * The person erases their own account, confirming with their current password (five tries a minute) or, for an
 * account without one, by typing their e-mail address. Their sessions end with it.
 */
export async function eraseOwnAccount(
  ctx: ServiceContext,
  actor: AuthUser,
  body: { password?: string | undefined; email?: string | undefined },
): Promise<ErasureResult> {
  if (body.password !== undefined) await assertPassword(ctx, actor, body.password, 'password');
  else if (body.email?.toLowerCase() !== actor.email.toLowerCase()) {
    throw validation({ email: ['validation.erase_email_mismatch'] });
  }
  return erase(ctx, actor, actor.id, null);
}

/**
 * The admin's check of a user to erase: one they may act on (they hold everything the user holds: a super-admin is
 * erased by a super-admin only), never themselves (the profile is the way), and not erased already (404).
 */
async function assertMayErase(tx: Executor, actor: AuthUser, userId: string) {
  if (actor.id === userId) throw new AppError('validation', 'error.erase_self_admin');
  const target = await findUser(tx, userId);
  if (!target) throw notFound();
  const permissions = [...new Set([...target.permissions, ...(await permissionsOfRoles(tx, target.roles))])];
  const lacked = lackedFor(actor, { roles: target.roles, permissions });
  if (lacked === 'super-admin') throw new AppError('forbidden', 'error.super_admin_only');
  if (lacked) throw forbidden('users', lacked);
}

/** An admin with 'manage user' erases a user. */
export async function eraseUserByAdmin(
  ctx: ServiceContext,
  actor: AuthUser,
  userId: string,
  client: ClientInfo,
): Promise<ErasureResult> {
  return erase(ctx, actor, userId, client, (tx) => assertMayErase(tx, actor, userId));
}

// ----- retention -----

/** The rule: accounts last signed in (or, never signed in, made) more than `RETENTION_YEARS` years ago. */
export function retentionPolicyOf(ctx: ServiceContext): { years: number; before: Date } {
  const before = ctx.clock.now();
  before.setUTCFullYear(before.getUTCFullYear() - ctx.config.retentionYears);
  return { years: ctx.config.retentionYears, before };
}

export function presentPolicy(ctx: ServiceContext): RetentionPolicy {
  const { years, before } = retentionPolicyOf(ctx);
  return { years, before: before.toISOString() };
}

/** One page of the dormant accounts. */
export async function listDormant(ctx: ServiceContext, query: RetentionQuery) {
  const { rows, total } = await listDormantUsers(ctx.db, lastSignedInAt, retentionPolicyOf(ctx).before, query);
  const data: DormantUser[] = rows.map((row) => ({
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    status: row.status,
    organization: row.organizationId ? { id: row.organizationId, name: row.organizationName ?? '' } : null,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
  }));
  return { data, total };
}

/**
 * Erase dormant accounts in one action: each in a transaction of its own, checked again as it goes (still dormant,
 * one the admin may erase), so one refusal (the last super-admin, a license manager without a successor, one who
 * signed in meanwhile) leaves the others done. Answers what was erased and what was refused, with why.
 */
export async function eraseDormant(
  ctx: ServiceContext,
  actor: AuthUser,
  userIds: readonly string[],
  client: ClientInfo,
): Promise<BulkEraseResult> {
  const result: BulkEraseResult = { erased: [], refused: [] };
  const { before } = retentionPolicyOf(ctx);
  for (const userId of new Set(userIds)) {
    try {
      const done = await erase(
        ctx,
        actor,
        userId,
        client,
        async (tx) => {
          await assertMayErase(tx, actor, userId);
          const dormant = await stillDormant(tx, lastSignedInAt, before, [userId]);
          if (!dormant.has(userId)) throw new AppError('conflict', 'error.not_dormant');
        },
        'retention',
      );
      result.erased.push(done);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.refused.push({
        id: userId,
        code: errorCodeOf(error.messageKey),
        message: translate(error.messageKey, client.language, error.params),
      });
    }
  }
  return result;
}
