import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import { containsText } from '../../lib/redact.js';
import type { PersonalData, PersonNames } from '../users/index.js';

/**
 * The audit trail: rows about the user and rows the user did. It outlives the people in it, so erasing
 * pseudonymises: the e-mails the rows copied become the pseudonym's, the address and browser the user acted from go,
 * and the name and e-mail anywhere in a row's details (a change of the user's name, a `user.deleted` row's copy)
 * become the pseudonym's; ids (which name the tombstone) and actions stay.
 */
export const auditPersonalData: PersonalData = {
  module: 'audit',
  columns: ['audit_log.user_id', 'audit_log.actor_id'],
  kept: ['audit_log.user_id', 'audit_log.actor_id'],
  async export(db, userId) {
    const entries = await db
      .select({
        occurredAt: auditLog.occurredAt,
        action: auditLog.action,
        userId: auditLog.userId,
        actorId: auditLog.actorId,
        ip: auditLog.ip,
        userAgent: auditLog.userAgent,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(or(eq(auditLog.userId, userId), eq(auditLog.actorId, userId)))
      .orderBy(auditLog.occurredAt, auditLog.id);
    return { entries };
  },
  async erase(_ctx, tx, { userId, person, pseudonym }) {
    // The address and browser are the user's where they acted: as the actor, or on their own account.
    await tx
      .update(auditLog)
      .set({ ip: null, userAgent: null })
      .where(or(eq(auditLog.actorId, userId), and(eq(auditLog.userId, userId), isNull(auditLog.actorId))));
    const email = person.email.toLowerCase();
    await tx
      .update(auditLog)
      .set({ userEmail: pseudonym.email })
      .where(or(eq(auditLog.userId, userId), sql`lower(${auditLog.userEmail}) = ${email}`));
    await tx
      .update(auditLog)
      .set({ actorEmail: pseudonym.email })
      .where(or(eq(auditLog.actorId, userId), sql`lower(${auditLog.actorEmail}) = ${email}`));
    const name = `${person.firstName} ${person.lastName}`.trim();
    const rows = await tx
      .select({ id: auditLog.id, userId: auditLog.userId, details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          isNotNull(auditLog.details),
          or(
            eq(auditLog.userId, userId),
            eq(auditLog.actorId, userId),
            sql`${auditLog.details}->>'id' = ${userId}`,
            containsText(sql`${auditLog.details}::text`, email),
            containsText(sql`${auditLog.details}::text`, name),
          ),
        ),
      );
    for (const row of rows) {
      // A row about the user names them in its fields too (an earlier address, an earlier name in a change).
      const about = row.userId === userId || row.details?.id === userId;
      const details = redactor(person, pseudonym, about)(row.details) as Record<string, unknown>;
      if (JSON.stringify(details) !== JSON.stringify(row.details)) {
        await tx.update(auditLog).set({ details }).where(eq(auditLog.id, row.id));
      }
    }
  },
};

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');

/**
 * Every string of a JSON value with the person's e-mail and full name replaced by the pseudonym's, and a string that
 * is the first or last name alone (a change of the name: `{ from, to }`) replaced by the pseudonym's. In a row about
 * the person (`about`), every value under a key that holds a name or address (`email`, `first_name`, `name`…, and
 * the `from` and `to` of such a change) becomes the pseudonym's, whatever it was then.
 */
function redactor(person: PersonNames, pseudonym: PersonNames, about: boolean) {
  const name = `${person.firstName} ${person.lastName}`.trim();
  const alias = `${pseudonym.firstName} ${pseudonym.lastName}`;
  const parts = new Map([
    [person.firstName.toLowerCase(), pseudonym.firstName],
    [person.lastName.toLowerCase(), pseudonym.lastName],
  ]);
  const text = (value: string) =>
    parts.get(value.trim().toLowerCase()) ??
    value.replace(escaped(person.email), pseudonym.email).replace(escaped(name), alias);
  const byKey: Record<string, string | null> = {
    email: pseudonym.email,
    first_name: pseudonym.firstName,
    last_name: pseudonym.lastName,
    name: alias,
    user_name: null,
  };
  const walk = (value: unknown, personal?: string): unknown => {
    if (personal !== undefined && (typeof value === 'string' || value === null)) return byKey[personal] ?? null;
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map((inner) => walk(inner, personal));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, walk(inner, about && key in byKey ? key : personal)]),
      );
    }
    return value;
  };
  return (value: unknown) => walk(value);
}
