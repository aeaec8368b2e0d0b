/**
 * The manager section's scope: the signed-in user's own organization, read
 * from the session once per request (see `routes.ts`). Required by every
 * query and service of the section; never taken from the request.
 */
export interface ManagerScope {
  organizationId: string;
}
