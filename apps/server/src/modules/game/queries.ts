import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { deviceAuthorizations, deviceTokens } from '../../db/schema/index.js';
import { organizationOfUser, userIsActive } from '../users/index.js';

export type DeviceAuthorization = typeof deviceAuthorizations.$inferSelect;

/** A new pending device sign-in; null when its user code is taken (the caller draws another). */
export async function insertDeviceAuthorization(db: Executor, row: typeof deviceAuthorizations.$inferInsert) {
  const [created] = await db
    .insert(deviceAuthorizations)
    .values(row)
    .onConflictDoNothing({ target: deviceAuthorizations.userCode })
    .returning({ id: deviceAuthorizations.id });
  return created ?? null;
}

/**
 * A poll: note its time and answer the row with the time of the poll before it, in one
 * statement holding the row's lock (concurrent polls of one code take turns).
 */
export async function notePoll(db: Executor, deviceCodeHash: string, now: Date) {
  const result = await db.execute<{
    id: string;
    client_id: string;
    status: DeviceAuthorization['status'];
    user_id: string | null;
    device_name: string | null;
    platform: string | null;
    expires_at: Date | string;
    previous_poll: Date | string | null;
  }>(sql`
    update ${deviceAuthorizations} set last_polled_at = ${now}
    from (select id, last_polled_at from ${deviceAuthorizations}
          where device_code_hash = ${deviceCodeHash} for update) as previous
    where ${deviceAuthorizations.id} = previous.id
    returning ${deviceAuthorizations.id} as id, ${deviceAuthorizations.clientId} as client_id,
      ${deviceAuthorizations.status} as status, ${deviceAuthorizations.userId} as user_id,
      ${deviceAuthorizations.deviceName} as device_name, ${deviceAuthorizations.platform} as platform,
      ${deviceAuthorizations.expiresAt} as expires_at, previous.last_polled_at as previous_poll`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    ...row,
    expires_at: new Date(row.expires_at),
    previous_poll: row.previous_poll === null ? null : new Date(row.previous_poll),
  };
}

/** Exchange an approved code: only one caller ever gets the row back. */
export async function markExchanged(db: Executor, id: string) {
  const [row] = await db
    .update(deviceAuthorizations)
    .set({ status: 'exchanged' })
    .where(and(eq(deviceAuthorizations.id, id), eq(deviceAuthorizations.status, 'approved')))
    .returning({ id: deviceAuthorizations.id });
  return row ?? null;
}

export async function findDeviceAuthorizationByUserCode(db: Executor, userCode: string) {
  const [row] = await db.select().from(deviceAuthorizations).where(eq(deviceAuthorizations.userCode, userCode));
  return row ?? null;
}

/** Approve or deny a pending, live code for `userId`; null when there is none such. */
export async function decideDeviceAuthorization(
  db: Executor,
  userCode: string,
  userId: string,
  status: 'approved' | 'denied',
  now: Date,
) {
  const [row] = await db
    .update(deviceAuthorizations)
    .set({ status, userId, decidedAt: now })
    .where(
      and(
        eq(deviceAuthorizations.userCode, userCode),
        eq(deviceAuthorizations.status, 'pending'),
        gt(deviceAuthorizations.expiresAt, now),
      ),
    )
    .returning({
      id: deviceAuthorizations.id,
      deviceName: deviceAuthorizations.deviceName,
      platform: deviceAuthorizations.platform,
    });
  return row ?? null;
}

export async function insertDeviceToken(db: Executor, row: typeof deviceTokens.$inferInsert) {
  const [created] = await db.insert(deviceTokens).values(row).returning({ id: deviceTokens.id });
  return created as { id: string };
}

/** The live token of a hash, with its active user; null for an unknown, idle-expired or deactivated one. */
export async function findLiveDeviceToken(db: Executor, tokenHash: string, idleSince: Date) {
  const [row] = await db
    .select({
      id: deviceTokens.id,
      userId: deviceTokens.userId,
      organizationId: organizationOfUser(deviceTokens.userId),
      lastSeenAt: deviceTokens.lastSeenAt,
    })
    .from(deviceTokens)
    .where(
      and(
        eq(deviceTokens.tokenHash, tokenHash),
        gt(deviceTokens.lastSeenAt, idleSince),
        userIsActive(deviceTokens.userId),
      ),
    );
  return row ?? null;
}

export async function touchDeviceToken(db: Executor, id: string, now: Date) {
  await db.update(deviceTokens).set({ lastSeenAt: now }).where(eq(deviceTokens.id, id));
}

/** "Connected devices": the user's live device tokens, the most recently used first. */
export async function listUserDevices(db: Executor, userId: string, idleSince: Date) {
  return db
    .select({
      id: deviceTokens.id,
      name: deviceTokens.name,
      platform: deviceTokens.platform,
      createdAt: deviceTokens.createdAt,
      lastSeenAt: deviceTokens.lastSeenAt,
    })
    .from(deviceTokens)
    .where(and(eq(deviceTokens.userId, userId), gt(deviceTokens.lastSeenAt, idleSince)))
    .orderBy(desc(deviceTokens.lastSeenAt), desc(deviceTokens.createdAt));
}
export type DeviceRow = Awaited<ReturnType<typeof listUserDevices>>[number];

/** Revoke one of the user's device tokens; null when the user has no such token (another user's included). */
export async function deleteUserDevice(db: Executor, userId: string, id: string) {
  const [row] = await db
    .delete(deviceTokens)
    .where(and(eq(deviceTokens.userId, userId), eq(deviceTokens.id, id)))
    .returning({ id: deviceTokens.id, name: deviceTokens.name });
  return row ?? null;
}
