import type { AccessSubject } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * A section (docs/decisions/0017-sections.md): one plugin under one prefix, the one place that says who may
 * enter (its guard) and what a request works on (its scope), mounting each module's routes for that audience.
 * Each section exports its door; the access matrix reads them (test/access-matrix.test.ts).
 */
export interface SectionDoor {
  name: 'admin' | 'manager' | 'trainee' | 'trainer';
  /** The prefix the section owns: every route under it is the section's. */
  prefix: string;
  /** Whether a signed-in user gets past the section's guard; anyone else gets 401 (signed out) or 403. */
  enters: (user: AccessSubject) => boolean;
}

/** A section's scope of a request: what its routes hand to queries and services, never read from the request. */
export type ScopeOf<S> = (request: FastifyRequest) => S;

/** The scopes a section's `onRequest` hook sets, one per request, and the `scopeOf` its routes read them with. */
export function requestScopes<S>(section: SectionDoor['name']) {
  const scopes = new WeakMap<FastifyRequest, S>();
  return {
    set: (request: FastifyRequest, scope: S) => void scopes.set(request, scope),
    scopeOf: ((request) => {
      const scope = scopes.get(request);
      if (!scope) throw new Error(`${section} route without its scope`);
      return scope;
    }) as ScopeOf<S>,
  };
}
