import { PERMISSIONS } from '@portal/contracts';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { accountDirectory as account, findUserByEmail, organizationNameSql } from '../users/index.js';

/** Roles and the union of direct and role permissions, as two arrays; super-admin holds all. */
const rolesSql = sql<
  string[]
>`coalesce((select array_agg(ur.role order by ur.role) from user_roles ur where ur.user_id = ${account.id}), '{}')`;
const permissionsSql = sql<string[]>`coalesce((
  select array_agg(p order by p) from (
    select up.permission as p from user_permissions up where up.user_id = ${account.id}
    union
    select rp.permission from user_roles ur join role_permissions rp on rp.role = ur.role where ur.user_id = ${account.id}
  ) granted), '{}')`;

/** Built at first use: the organization's name is a piece registered at start (users' `organizationNameSql`). */
const authUserColumns = () => ({
  id: account.id,
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
  userName: account.userName,
  language: account.language,
  status: account.status,
  organizationId: account.organizationId,
  organizationName: organizationNameSql(account.organizationId),
  twoFactorEnabledAt: account.twoFactorEnabledAt,
  mustChangePassword: account.mustChangePassword,
  refreshReminders: account.refreshReminders,
  practiceReminders: account.practiceReminders,
  roles: rolesSql,
  permissions: permissionsSql,
});

type AuthUserRow = {
  [K in keyof ReturnType<typeof authUserColumns>]: K extends 'roles' | 'permissions' ? string[] : unknown;
} & Record<string, unknown>;

function toAuthUser(row: AuthUserRow): AuthUser {
  const roles = row.roles;
  return {
    id: row.id as string,
    email: row.email as string,
    firstName: row.firstName as string,
    lastName: row.lastName as string,
    userName: row.userName as string | null,
    language: row.language as string,
    status: row.status as AuthUser['status'],
    organizationId: row.organizationId as string | null,
    organizationName: row.organizationName as string | null,
    twoFactorEnabled: row.twoFactorEnabledAt != null,
    mustChangePassword: row.mustChangePassword as boolean,
    refreshReminders: row.refreshReminders as boolean,
    practiceReminders: row.practiceReminders as boolean,
    roles,
    permissions: roles.includes('super-admin') ? [...PERMISSIONS] : row.permissions,
  };
}

export async function findAuthUserById(db: Executor, id: string): Promise<AuthUser | null> {
  const [row] = await db.select(authUserColumns()).from(account).where(eq(account.id, id));
  return row ? toAuthUser(row as AuthUserRow) : null;
}

export async function findCredentials(db: Executor, email: string) {
  const row = await findUserByEmail(db, email);
  return row && { id: row.id, passwordHash: row.passwordHash, status: row.status };
}

export interface SessionLookup {
  user: AuthUser;
  lastSeenAt: Date;
  expiresAt: Date;
}

function prepareFindSession(db: Database) {
  return db
    .select({ ...authUserColumns(), lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(account, eq(account.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('find_session');
}

// Every uncached signed-in request runs this: a prepared statement skips building and planning the SQL each time.
const findSessionStatements = new WeakMap<Database, ReturnType<typeof prepareFindSession>>();

/**
 * A session not past its absolute expiry, with its user, roles and permissions, in
 * one round trip. The idle timeout is the caller's to check: activity noted but not
 * yet written (`SessionActivity`) counts too.
 */
export async function findSession(db: Database, sessionId: string, now: Date): Promise<SessionLookup | null> {
  let statement = findSessionStatements.get(db);
  if (!statement) {
    statement = prepareFindSession(db);
    findSessionStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id: sessionId, now: now.toISOString() });
  if (!row) return null;
  return { user: toAuthUser(row as AuthUserRow), lastSeenAt: row.lastSeenAt, expiresAt: row.expiresAt };
}

export async function insertSession(
  db: Executor,
  values: { id: string; userId: string; now: Date; expiresAt: Date; ip: string; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values({
    id: values.id,
    userId: values.userId,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: values.expiresAt,
    ip: values.ip,
    userAgent: values.userAgent,
  });
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** End every session of a user, except `keep` (the one making the change). */
export async function deleteUserSessions(db: Executor, userId: string, keep?: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
}
