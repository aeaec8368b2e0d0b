import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import type { PersonalData } from '../users/index.js';

/**
 * The audit trail: rows about the user and rows the user did. It outlives the people in it, so erasing
 * anonymises: the emails, the address and browser the user acted from, and the email and name a
 * `user.deleted` row kept, go; ids (which name nobody once the account is gone) and actions stay.
 */
export const auditPersonalData: PersonalData = {
  module: 'audit',
  columns: ['audit_log.user_id', 'audit_log.actor_id'],
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
  async erase(tx, userId) {
    // The address and browser are the user's where they acted: as the actor, or on their own account.
    await tx
      .update(auditLog)
      .set({ ip: null, userAgent: null })
      .where(or(eq(auditLog.actorId, userId), and(eq(auditLog.userId, userId), isNull(auditLog.actorId))));
    await tx.update(auditLog).set({ userEmail: null }).where(eq(auditLog.userId, userId));
    await tx.update(auditLog).set({ actorEmail: null }).where(eq(auditLog.actorId, userId));
    await tx
      .update(auditLog)
      .set({ details: sql`${auditLog.details} - 'email' - 'name'` })
      .where(and(eq(auditLog.action, 'user.deleted'), sql`${auditLog.details}->>'id' = ${userId}`));
  },
};
