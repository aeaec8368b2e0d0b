import type { UserSession } from '@portal/contracts';
import type { SessionRow } from '../auth/index.js';
import { describeUserAgent } from './user-agent.js';

export function presentSession(row: SessionRow): UserSession {
  return {
    id: row.publicId,
    current: row.current,
    ...describeUserAgent(row.userAgent),
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
  };
}
