import type { Language } from '@portal/contracts';
import type pg from 'pg';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { JobQueue } from './jobs/queue.js';
import type { AuthUser } from './lib/auth-user.js';
import type { Clock } from './lib/clock.js';
import type { RouteAccess, RouteFacts } from './lib/route-access.js';
import type { ServiceContext } from './service-context.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    pool: pg.Pool;
    jobs: JobQueue;
    clock: Clock;
    /** What every service takes (built once in app.ts). */
    services: ServiceContext;
    hasWebApp?: boolean;
    /** Every route as registered (method and URL pattern), for the access matrix. */
    registeredRoutes: Array<{ method: string; url: string; access: RouteAccess; cookies: boolean }>;
  }
  /** Each route's access (lib/route-access.ts): `config: { access: 'public' }`; `session` unless said. */
  interface FastifyContextConfig extends RouteFacts {}
  interface FastifyRequest {
    language: Language;
    /** The signed-in user, resolved from the session cookie; null when signed out. */
    user: AuthUser | null;
    /** Hash of the session token the request came with (the sessions row id). */
    sessionId: string | null;
  }
}
