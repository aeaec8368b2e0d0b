import type { AuditEntry } from '@portal/contracts';
import type { AuditRow } from './queries.js';

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    occurred_at: row.occurredAt.toISOString(),
    action: row.action,
    user_id: row.userId,
    user_email: row.userEmail,
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    ip: row.ip,
    user_agent: row.userAgent,
    details: row.details ?? null,
  };
}
