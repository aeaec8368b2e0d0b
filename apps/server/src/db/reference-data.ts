import { PERMISSIONS, ROLES } from '@portal/contracts';
import type { Executor } from './client.js';
import { permissions, roles } from './schema/index.js';

/** Roles and permissions the code checks by name; present in every database, production too. */
export async function ensureReferenceData(db: Executor): Promise<void> {
  await db
    .insert(roles)
    .values(ROLES.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(permissions)
    .values(PERMISSIONS.map((name) => ({ name })))
    .onConflictDoNothing();
}
