import { can, inSection, type Permission, type Section } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../lib/app-error.js';
import type { AuthUser } from '../lib/auth-user.js';

/**
 * Route guards for `onRequest`/`preHandler`. The server enforces at least what
 * the web guards show; services still scope every query to the caller.
 */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
}

export function requireSection(section: Section) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    if (!inSection(request.user, section)) throw forbidden(section, section);
  };
}

/** A section plus a permission, e.g. the admin users screen needs section admin and 'manage user'. */
export function requirePermission(section: Section, resource: string, permission: Permission) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    if (!inSection(request.user, section) || !can(request.user, permission)) throw forbidden(resource, permission);
  };
}

/**
 * A section plus any one of `permissions`: for reads that two screens share
 * (the organization picker of the users screens reads the organizations list).
 * The 403 names the first permission.
 */
export function requireAnyPermission(
  section: Section,
  resource: string,
  permissions: readonly [Permission, ...Permission[]],
) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    const user = request.user;
    if (!inSection(user, section) || !permissions.some((permission) => can(user, permission))) {
      throw forbidden(resource, permissions[0]);
    }
  };
}

/** The signed-in user in a handler behind a guard. */
export function signedIn(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
