import type { AccessWorld, Actor } from '../helpers/world.js';

/**
 * One row of the access matrix: a protected route, a concrete call to it, and
 * the status each actor gets. Each module keeps its rows in
 * `test/access/<module>.rows.ts`; the matrix finds every registered route and
 * fails when a protected one has no row.
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
}

/** Any signed-in user gets `status`. */
export const signedIn = (status: number): Record<Actor, number> => ({
  anonymous: 401,
  trainee: status,
  trainer: status,
  managerA: status,
  managerB: status,
  adminPlain: status,
  adminUsers: status,
  superAdmin: status,
});

/**
 * Admin routes behind one permission: only the admin holding it (`adminUsers`
 * holds 'manage user' only) and the super-admin get `status`.
 */
export const adminWith =
  (permission: 'manage user' | 'other') =>
  (status: number): Record<Actor, number> => ({
    anonymous: 401,
    trainee: 403,
    trainer: 403,
    managerA: 403,
    managerB: 403,
    adminPlain: 403,
    adminUsers: permission === 'manage user' ? status : 403,
    superAdmin: status,
  });

export const manageUser = adminWith('manage user');
/** 'manage organization', 'manage product' or 'manage billing': held by the super-admin only in the cast. */
export const superAdminOnly = adminWith('other');

/** A UUID no row has: a 404 proves the caller got past the guard. */
export const UNKNOWN_ID = '7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11';
