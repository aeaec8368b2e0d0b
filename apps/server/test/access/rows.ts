import type { Permission } from '@portal/contracts';
import { ACTORS, type AccessWorld, type Actor, ADMIN_ACTORS, ADMIN_PERMISSION } from '../helpers/world.js';

/**
 * One row of the access matrix: a protected route, a concrete call to it, and
 * the status each actor gets. Each module keeps its rows in
 * `test/access/<module>.rows.ts`; the matrix finds every registered route and
 * fails when a protected one has no row.
 *
 * Besides the status, the matrix checks every 2xx answer to an actor of an
 * organization: it never names the other organization or its people
 * (`foreignTo` in `helpers/world.ts`). `check` adds what the answer must hold.
 */
export interface AccessRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered (`/api/admin/users/:id`), to match it with the app's routes. */
  route: string;
  /** The call to make; defaults to `route`. */
  url?: (world: AccessWorld) => string;
  /** Deliberately invalid where the route changes data: a 422 proves the caller got past the guard. */
  body?: unknown;
  expect: Record<Actor, number>;
  /** Asserts on a 2xx answer's JSON body (e.g. that a scoped read is the caller's own organization's). */
  check?: (body: unknown, world: AccessWorld, actor: Actor) => void;
}

/** Every actor gets `status`, but for the ones in `overrides`. */
export const statuses = (status: number, overrides: Partial<Record<Actor, number>> = {}): Record<Actor, number> =>
  Object.fromEntries(ACTORS.map((actor) => [actor, overrides[actor] ?? status])) as Record<Actor, number>;

/** Any signed-in user gets `status`. */
export const signedIn = (status: number): Record<Actor, number> => statuses(status, { anonymous: 401 });

/**
 * Admin routes behind one permission (or, for a read two screens share, any of
 * several): the admins holding it and the super-admin get `status`; every other
 * admin, anyone outside the admin section and a plain admin get 403.
 */
export const adminWith =
  (...permissions: [Permission, ...Permission[]]) =>
  (status: number): Record<Actor, number> => {
    const granted = ADMIN_ACTORS.filter((actor) => {
      const held = ADMIN_PERMISSION[actor];
      return held !== null && permissions.includes(held);
    });
    return statuses(403, {
      anonymous: 401,
      superAdmin: status,
      ...Object.fromEntries(granted.map((actor) => [actor, status])),
    });
  };

export const manageOrganization = adminWith('manage organization');
export const manageUser = adminWith('manage user');
export const manageBilling = adminWith('manage billing');
export const manageProduct = adminWith('manage product');

/** A UUID no row has: a 404 proves the caller got past the guard. */
export const UNKNOWN_ID = '7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11';
