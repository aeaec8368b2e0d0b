/** Every manager query starts with this key: a handover or sign-out drops them all at once. */
export const managerQueryKey = ['manager'] as const;

/** The licenses, the seats and a member's seats: an attach or detach refreshes them together. */
export const licensingQueryKey = [...managerQueryKey, 'licensing'] as const;
