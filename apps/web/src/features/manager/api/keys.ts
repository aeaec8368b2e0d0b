/** Every manager query starts with this key (`lib/query-keys.ts`: the licensing and billing features' manager reads too). */
export { managerQueryKey } from '../../../lib/query-keys';
