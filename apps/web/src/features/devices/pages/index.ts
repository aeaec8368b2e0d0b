/**
 * Every page of this feature, loaded as one chunk: one `import()` in `../screens.ts` instead of two keeps the
 * registry's share of the first bundle (each lazy import carries its list of dependencies there) small
 * (as `features/licensing`).
 */
export { ConnectedDevicesPage } from './connected-devices-page';
export { DevicePage } from './device-page';
