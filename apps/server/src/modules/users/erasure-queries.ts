import type { retentionList } from '@portal/contracts';
import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { userRoles, users } from '../../db/schema/index.js';
import {
  escapeLike,
  ListFilter,
  type ListQueryOf,
  listPage,
  orderByList,
  pageIds,
} from '../../lib/list-query/index.js';
import { organizationNameSql } from './organization-name.js';
import type { PersonNames } from './personal-data.js';

/**
 * The erasure's writes to the users row (a pseudonymous tombstone) and the retention list: accounts nobody signed
 * in to for years (issue 28, must-haves 4 and 5).
 */

/** Roles a tombstone keeps: the team's figures count the trainees' training (analytics' `onTeamFigures`). */
const TEAM_ROLES = ['trainee', 'user'];

/** Lock a user's row that is not erased yet; null when there is none (unknown, or erased already). */
export async function lockLiveUser(tx: Executor, id: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), sql`${users.erasedAt} is null`))
    .for('update');
  return row ?? null;
}

/**
 * The users row becomes the tombstone: the pseudonym for the name and e-mail (so the address is free for a new
 * account), no password, user name, second factor, weekly goal or reminders, deactivated and marked erased. It
 * keeps its id and organization, and a trainee's role, so its anonymous training stays in the team's figures.
 */
export async function writeTombstone(tx: Executor, id: string, pseudonym: PersonNames, at: Date) {
  await tx.delete(userRoles).where(and(eq(userRoles.userId, id), notInArray(userRoles.role, TEAM_ROLES)));
  await tx
    .update(users)
    .set({
      email: pseudonym.email,
      firstName: pseudonym.firstName,
      lastName: pseudonym.lastName,
      userName: null,
      passwordHash: null,
      status: 'deactivated',
      language: 'en',
      twoFactorSecret: null,
      twoFactorEnabledAt: null,
      mustChangePassword: false,
      refreshReminders: false,
      practiceReminders: false,
      weeklyGoalMinutes: null,
      erasedAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, id));
}

// ----- retention: accounts without a sign-in for years -----

export type RetentionQuery = ListQueryOf<typeof retentionList>;

/** When a user last signed in, as SQL over the users row's id: the audit module's `lastSignedInAt`. */
export type LastSignIn = (userId: AnyPgColumn) => SQL<Date | null>;

/**
 * One page of the accounts nobody signed in to since `before` (never signed in: since they were made), not
 * erased, with their last sign-in; the oldest first by default.
 */
export async function listDormantUsers(db: Executor, lastSignIn: LastSignIn, before: Date, query: RetentionQuery) {
  const seen = sql<Date>`coalesce(${lastSignIn(users.id)}, ${users.createdAt})`;
  const where = new ListFilter();
  where.add('live', sql`${users.erasedAt} is null`);
  where.add('dormant', sql`${seen} < ${where.value(before.toISOString())}::timestamptz`);
  const search = query.filter.search?.toLowerCase();
  if (search) where.add('search', sql`${users.searchText} like ${where.value(`%${escapeLike(search)}%`)}`);
  const sorts = { last_sign_in: seen, email: users.email, last_name: users.lastName, created_at: users.createdAt };
  const order = orderByList(query.sort, sorts, { searching: Boolean(search), tiebreak: users.id });
  return listPage(db, { name: 'dormant users', table: users, filter: where, sort: query.sort }, query, (w, window) => {
    const page = pageIds(db, users.id, w, order, window);
    return db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        status: users.status,
        organizationId: users.organizationId,
        organizationName: organizationNameSql(users.organizationId),
        createdAt: users.createdAt,
        lastSignInAt: lastSignIn(users.id),
      })
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .orderBy(...order);
  });
}

/** Of `ids`, those still dormant since `before` (a bulk erasure checks each again as it goes). */
export async function stillDormant(db: Executor, lastSignIn: LastSignIn, before: Date, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, [...ids]),
        sql`${users.erasedAt} is null`,
        sql`coalesce(${lastSignIn(users.id)}, ${users.createdAt}) < ${before.toISOString()}::timestamptz`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}
