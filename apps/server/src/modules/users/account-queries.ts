/**
 * Reads and writes of single columns of one users row, for the modules that decide them (accounts, auth, profile,
 * nudges, training): they never import the table itself (test/module-boundaries.test.ts).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** A whole users row (the account as stored: password hash and second-factor secret included). */
export type UserAccount = typeof users.$inferSelect;

/** The users row of `id`, whatever its state; null for an unknown id. */
export async function findUserAccount(db: Executor, id: string): Promise<UserAccount | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The stored password hash of `id` (null without one, or for an unknown id). */
export async function passwordHashOf(db: Executor, id: string): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
  return row?.hash ?? null;
}

/** The sealed TOTP secret of `id` (null with two-factor sign-in off, or for an unknown id). */
export async function twoFactorSecretOf(db: Executor, id: string): Promise<string | null> {
  const [row] = await db.select({ secret: users.twoFactorSecret }).from(users).where(eq(users.id, id));
  return row?.secret ?? null;
}

/** The organization of the user `id` (null for a user of none, or an unknown one). */
export async function organizationIdOfUser(db: Executor, id: string): Promise<string | null> {
  const [row] = await db.select({ organizationId: users.organizationId }).from(users).where(eq(users.id, id));
  return row?.organizationId ?? null;
}

/** The trainee's weekly training goal in minutes (null: none set), the nudges' column. */
export async function weeklyGoalOf(db: Executor, userId: string): Promise<number | null> {
  const [row] = await db.select({ goal: users.weeklyGoalMinutes }).from(users).where(eq(users.id, userId));
  return row?.goal ?? null;
}

/** Set (or, with null, drop) the trainee's weekly goal. */
export async function setWeeklyGoal(db: Executor, userId: string, minutes: number | null, now: Date) {
  await db.update(users).set({ weeklyGoalMinutes: minutes, updatedAt: now }).where(eq(users.id, userId));
}
