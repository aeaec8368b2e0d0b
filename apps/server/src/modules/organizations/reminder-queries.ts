/**
 * The organization's inactivity reminder (a column of `organizations`), read and written for the nudges module, which
 * decides it: nudges never imports the table itself (test/module-boundaries.test.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organizations } from '../../db/schema/index.js';

/** Days without training after which a trainee of the organization is reminded (null: the reminder is off). */
export async function inactivityDaysOf(db: Executor, organizationId: string): Promise<number | null> {
  const [row] = await db
    .select({ days: organizations.inactivityReminderDays })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.days ?? null;
}

/** Set (or, with null, turn off) the organization's inactivity reminder. */
export async function setInactivityDays(db: Executor, organizationId: string, days: number | null, now: Date) {
  await db
    .update(organizations)
    .set({ inactivityReminderDays: days, updatedAt: now })
    .where(eq(organizations.id, organizationId));
}

/** The organizations with the inactivity reminder on, with its days. */
export async function organizationsWithReminder(db: Executor) {
  return db
    .select({ id: organizations.id, name: organizations.name, days: organizations.inactivityReminderDays })
    .from(organizations)
    .where(sql`${organizations.inactivityReminderDays} is not null`)
    .orderBy(organizations.id);
}
