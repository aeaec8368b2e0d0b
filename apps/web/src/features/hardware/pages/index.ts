/**
 * Every page of this feature, loaded as one chunk: one `import()` in `../screens.ts` instead of three keeps the
 * registry's share of the first bundle (each lazy import carries its list of dependencies there) small
 * (as `features/licensing`).
 */
export { ManagerHardwarePage } from './manager-hardware-page';
export { OrganizationHardwarePage } from './organization-hardware-page';
export { UserHardwarePage } from './user-hardware-page';
