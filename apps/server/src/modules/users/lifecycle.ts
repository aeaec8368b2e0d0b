import type { Executor } from '../../db/client.js';
import type { ServiceContext } from '../../service-context.js';
import { personalData, type UserChange, type UserMove } from './personal-data.js';
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
