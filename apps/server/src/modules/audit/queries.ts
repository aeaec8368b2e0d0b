import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type AuditAction =
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.logout'
  | 'auth.two_factor_failed'
  | 'auth.session_revoked'
  | 'auth.sessions_revoked_others'
  | 'user.registered'
  | 'user.activated'
  | 'user.invited'
  | 'password.changed'
  | 'password.reset'
  | 'password.set_by_admin'
  | 'email.change_requested'
  | 'email.changed'
  | 'two_factor.enabled'
  | 'two_factor.disabled'
  | 'two_factor.recovery_used'
  | 'two_factor.reset';

export interface AuditEntry {
  action: AuditAction;
  userId?: string | null;
  actorId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
  at: Date;
}

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    occurredAt: entry.at,
    userId: entry.userId ?? null,
    actorId: entry.actorId ?? null,
    action: entry.action,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
    details: entry.details ?? null,
  });
}
