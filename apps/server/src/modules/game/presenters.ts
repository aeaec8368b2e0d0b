import type { ConnectedDevice, Platform } from '@portal/contracts';
import type { DeviceRow } from './queries.js';

export function presentDevice(row: DeviceRow): ConnectedDevice {
  return {
    id: row.id,
    name: row.name,
    platform: row.platform as Platform | null,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
  };
}
