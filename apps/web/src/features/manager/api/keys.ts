/** Every manager query starts with this key: a handover or sign-out drops them all at once. */
export const managerQueryKey = ['manager'] as const;
