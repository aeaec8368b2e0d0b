/**
 * The organization's name beside a user (the users list, one user, the session's user): the organizations module owns
 * the table and imports users, so users cannot import it; it registers its piece here at start (app.ts) instead.
 */
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** SQL: the name of the organization of `organizationId` (null for none). */
export type OrganizationNamePiece = (organizationId: AnyPgColumn | SQL) => SQL<string | null>;

let registered: OrganizationNamePiece | null = null;

/** Register (or replace) the organizations module's piece; each app built in a process registers the same one. */
export function registerOrganizationName(piece: OrganizationNamePiece): void {
  registered = piece;
}

/** The registered piece applied to `organizationId`; a query built before the registration is refused. */
export function organizationNameSql(organizationId: AnyPgColumn | SQL): SQL<string | null> {
  if (!registered) throw new Error('the organization name piece is not registered (organizations, at start)');
  return registered(organizationId);
}
