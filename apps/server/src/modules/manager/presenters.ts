import type { ManagerMember } from '@portal/contracts';
import { presentMember } from '../organizations/index.js';
import type { UserRow } from '../users/index.js';

export function presentManagerMember(row: UserRow, lastSignedIn: Date | null | undefined): ManagerMember {
  return {
    ...presentMember(row),
    status: row.status,
    last_signed_in_at: lastSignedIn ? lastSignedIn.toISOString() : null,
  };
}
