/**
 * Who may call a route, said on the route itself (`config: { access: 'public' }`) and read by the
 * session, anti-forgery and OpenAPI plugins, the access matrix and the tests:
 *
 * - `session` (the default): the signed-in session cookie; mutating calls send the anti-forgery token.
 * - `public`: anyone, signed in or not (signing in, links from mails, health, the API document).
 * - `bearer`: the game's device token (`Authorization: Bearer`), never a cookie: no session is read and
 *   no anti-forgery token asked; a session cookie alone answers 401.
 * - `bearer-or-session`: a device token, or without an `Authorization` header the session: reads both
 *   the game and the portal's pages make.
 *
 * `cookies: false` says a route reads no cookie at all (the game's OAuth client identifies itself by its
 * client_id): no session is read and no anti-forgery token asked. A `bearer` route reads none either.
 * The route's guard (its section or resource) still enforces what the access says.
 */
export type RouteAccess = 'public' | 'session' | 'bearer' | 'bearer-or-session';

/** The facts a route's `config` may carry (types.ts adds them to Fastify's route config). */
export interface RouteFacts {
  access?: RouteAccess;
  cookies?: false;
}

/** A route's access: `session` unless it says otherwise (a 404 has no route, so the default too). */
export const accessOf = (config: RouteFacts | undefined): RouteAccess => config?.access ?? 'session';

/** Whether a route reads cookies (the session, the anti-forgery secret). */
export const readsCookies = (config: RouteFacts | undefined): boolean =>
  config?.cookies !== false && accessOf(config) !== 'bearer';

/** Public to anyone: `{ config: PUBLIC }` on a route. */
export const PUBLIC = { access: 'public' } as const satisfies RouteFacts;
