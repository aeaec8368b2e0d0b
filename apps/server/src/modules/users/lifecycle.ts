import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import type { ServiceContext } from '../../service-context.js';
import { lockLiveUser } from './erasure-queries.js';
import { type PersonNames, personalData, type UserChange, type UserMove } from './personal-data.js';
import { deactivateMemberRow, deleteUserRow } from './queries.js';

/**
 * A user's lifecycle, in the caller's transaction: each module's hook through the personal-data registry, the
 * users row, and `users.changed` published for after the commit. Who may do it, and its audit row, stay with the
 * caller (the admin's users screen, the manager section).
 */

/** Delete a user: refused (409) by the first module that still holds something of theirs (seats, billing, hardware). */
export async function deleteUser(ctx: ServiceContext, tx: Executor, userId: string): Promise<void> {
  await personalData.assertDeletable(tx, userId);
  await deleteUserRow(tx, userId);
  ctx.events.publish(tx, 'users.changed', { userId, change: 'deleted' });
}

/** A user's row moved to another organization (written by the caller with the rest of the edit): the modules follow. */
export async function userMoved(ctx: ServiceContext, tx: Executor, move: UserMove): Promise<void> {
  await personalData.moved(ctx, tx, move);
  ctx.events.publish(tx, 'users.changed', { userId: move.userId, change: 'moved', from: move.from, to: move.to });
}

/** Deactivate a member of an organization (no sign-in, no mailed links): the modules end what they hold open. */
export async function deactivateUser(
  ctx: ServiceContext,
  tx: Executor,
  scope: { organizationId: string },
  change: UserChange,
): Promise<void> {
  await deactivateMemberRow(tx, scope, change.userId, change.at);
  await personalData.deactivated(ctx, tx, change);
  ctx.events.publish(tx, 'users.changed', { userId: change.userId, change: 'deactivated' });
}

/** The pseudonym of an erased person: "Erased user 7F3A" and a unique address that no mail can reach (RFC 2606). */
export function pseudonymFor(): PersonNames {
  const id = randomUUID();
  return { email: `erased-${id}@invalid`, firstName: 'Erased', lastName: `user ${id.slice(0, 4).toUpperCase()}` };
}

/**
 * Erase a user (GDPR art. 17), in the caller's transaction: the row locked (a parallel erasure of the same person
 * waits, then finds nobody: 404), each module's `beforeErase` (the last super-admin, a license manager without a
 * successor: refused, nothing changed), each module's `erase` (last registered first), and the users row made the
 * pseudonymous tombstone. Answers the pseudonym; who may do it and the audit row stay with the caller.
 */
export async function eraseUser(ctx: ServiceContext, tx: Executor, change: UserChange): Promise<PersonNames> {
  const row = await lockLiveUser(tx, change.userId);
  if (!row) throw notFound();
  await personalData.assertErasable(tx, change.userId);
  const person = { email: row.email, firstName: row.firstName, lastName: row.lastName };
  const pseudonym = pseudonymFor();
  await personalData.erase(ctx, tx, { ...change, person, pseudonym });
  ctx.events.publish(tx, 'users.changed', { userId: change.userId, change: 'erased' });
  return pseudonym;
}
