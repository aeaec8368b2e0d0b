import type { hardwareList, ListParams } from '@portal/contracts';

/** Every hardware query starts with this key: a write invalidates them all. */
export const hardwareQueryKey = ['hardware'] as const;

export type HardwareListFilter = (typeof hardwareList.filters)[number];
export type HardwareListParams = ListParams<HardwareListFilter>;

/** Whose items an admin screen shows: an organization's or a user's. */
export type HardwareOwnerRef = { kind: 'organization'; id: string } | { kind: 'user'; id: string };

export const ownerPath = (owner: HardwareOwnerRef) =>
  `/admin/${owner.kind === 'organization' ? 'organizations' : 'users'}/${encodeURIComponent(owner.id)}/hardware`;
