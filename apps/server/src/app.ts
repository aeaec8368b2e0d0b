import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { IMAGE_UPLOAD_MAX_BYTES } from '@portal/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { JobQueue } from './jobs/queue.js';
import { type Clock, systemClock } from './lib/clock.js';
import { storageFor } from './lib/configured-storage.js';
import { parseFormBody } from './lib/form-body.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { accessOf, readsCookies } from './lib/route-access.js';
import type { Storage } from './lib/storage.js';
import { accountRoutes } from './modules/accounts/index.js';
import { analyticsPersonalData, readinessDecayJobs, readinessJobs } from './modules/analytics/index.js';
import { auditPersonalData } from './modules/audit/index.js';
import { authPersonalData, authRoutes, sessionPlugin } from './modules/auth/index.js';
import { billingJobs, billingOfOrganization } from './modules/billing/index.js';
import {
  certificateEvents,
  certificatesPersonalData,
  certificateVerificationRoutes,
} from './modules/certificates/index.js';
import { curriculaPersonalData, curriculumJobs } from './modules/curricula/index.js';
import { dataExportJobs, dataExportsPersonalData, ownDataExportRoutes } from './modules/data-exports/index.js';
import { devRoutes } from './modules/dev/index.js';
import { downloadRoutes, releaseFileReference } from './modules/downloads/index.js';
import { ownErasureRoutes } from './modules/erasure/index.js';
import { fileRoutes, storedFileReferences } from './modules/files/index.js';
import { gamePersonalData, gameRoutes } from './modules/game/index.js';
import { hardwareOfOrganization, hardwarePersonalData } from './modules/hardware/index.js';
import { invoicesPersonalData } from './modules/invoices/index.js';
import { licensingPersonalData } from './modules/licensing/index.js';
import { managerPersonalData } from './modules/manager/index.js';
import { nudgesPersonalData, practiceNudgeJobs } from './modules/nudges/index.js';
import {
  organizationDependents,
  organizationNameSql,
  organizationsPersonalData,
} from './modules/organizations/index.js';
import { catalogueRoutes, productFileReference, productsPersonalData } from './modules/products/index.js';
import { profileRoutes } from './modules/profile/index.js';
import { sessionRoutes } from './modules/sessions/index.js';
import { assertPasswordAllowed, signOutRedirect, ssoSignInRoutes } from './modules/sso/index.js';
import { systemRoutes } from './modules/system/index.js';
import { trainingJobs, trainingPersonalData } from './modules/training/index.js';
import { personalData, registerOrganizationName, usersPersonalData } from './modules/users/index.js';
import compression from './plugins/compression.js';
import csrf from './plugins/csrf.js';
import errors, { serializeError } from './plugins/errors.js';
import methodOverride from './plugins/method-override.js';
import notFound from './plugins/not-found.js';
import openapi from './plugins/openapi.js';
import requestContext, { requestIdOf } from './plugins/request-context.js';
import securityHeaders from './plugins/security-headers.js';
import web from './plugins/web.js';
import adminSection from './sections/admin/index.js';
import managerSection from './sections/manager/index.js';
import traineeSection from './sections/trainee/index.js';
import trainerSection from './sections/trainer/index.js';
import { createServiceContext } from './service-context.js';
import './types.js';

export interface AppDeps {
  config: Config;
  db: Database;
  /** The pool behind `db`, for transactions that also queue jobs. */
  pool: pg.Pool;
  jobs: JobQueue;
  clock?: Clock;
  /** Stored files; by default the configured one (`STORAGE`). */
  storage?: Storage;
  /** Pino options; tests pass false. */
  logger?: boolean | object;
}

/** A URL for the log: link tokens masked, query values dropped (names kept). */
export function loggableUrl(url: string): string {
  if (!url.includes('?') && !url.includes('/tokens/')) return url;
  const [path = '', query] = url.split('?', 2);
  const masked = path.replace(/\/api\/auth\/tokens\/[^/]+/, '/api/auth/tokens/…');
  if (!query) return masked;
  const names = [...new URLSearchParams(query).keys()];
  return `${masked}?${names.map((name) => `${name}=…`).join('&')}`;
}

/**
 * One access line per request, written when it is answered (method, URL, address, status, time),
 * instead of Fastify's two (received, completed): the log is most of what a request costs the server.
 */
class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    // Flat fields: pino writes strings and numbers as they are, nested objects through JSON.stringify.
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * The modules that hold personal data (`modules/users/personal-data.ts`): a user's delete, move and deactivation run
 * each one's hook, in this order (the first refusal of a delete answers); the erasure runs them in the reverse one, so
 * the account's row becomes the tombstone last and the audit trail is pseudonymised just before it.
 */
export const PERSONAL_DATA = [
  usersPersonalData,
  // Erased just before the account: after every module that writes audit rows while it erases (seats detached).
  auditPersonalData,
  authPersonalData,
  organizationsPersonalData,
  licensingPersonalData,
  invoicesPersonalData,
  hardwarePersonalData,
  productsPersonalData,
  gamePersonalData,
  trainingPersonalData,
  analyticsPersonalData,
  nudgesPersonalData,
  dataExportsPersonalData,
  certificatesPersonalData,
  curriculaPersonalData,
  managerPersonalData,
];

/** Build the Fastify instance: plugins first, then routes. Tests build it too. */
export async function buildApp({
  config,
  db,
  pool,
  jobs,
  clock = systemClock,
  storage = storageFor(config),
  logger,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            ...(typeof logger === 'object' ? logger : {}),
            // Errors are logged without a failed query's parameters (a password hash, a token),
            // requests without link tokens in the path or values in the query string, and without
            // headers (no cookie or anti-forgery token can reach the log).
            serializers: {
              err: serializeError,
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: loggableUrl(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
    logController: new AccessLog(),
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Compiled from each route's response schema (fast-json-stringify), not zod at run time.
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('pool', pool);
  app.decorate('jobs', jobs);
  app.decorate('clock', clock);
  app.decorate('services', createServiceContext({ db, pool, clock, config, jobs, storage, log: app.log }));
  personalData.register(...PERSONAL_DATA);
  // What must go before an organization is deleted, in the order a refusal names it (after its members).
  organizationDependents.register(billingOfOrganization, hardwareOfOrganization);
  registerOrganizationName(organizationNameSql);
  storedFileReferences.register('products', productFileReference);
  storedFileReferences.register('releases', releaseFileReference);
  // Every route as registered, for the access matrix (a protected route without a row fails it).
  const registeredRoutes: FastifyInstance['registeredRoutes'] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const access = accessOf(route.config);
    const cookies = readsCookies(route.config);
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url, access, cookies });
  });

  await app.register(errors);
  await app.register(requestContext);
  // Helmet's headers, computed once at start (see plugins/security-headers.ts).
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies,
  });
  await app.register(compression);
  await app.register(formbody, { bodyLimit: config.bodyLimit, parser: parseFormBody });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 5, fields: 100, fieldSize: 100_000, parts: 200 },
  });
  await app.register(openapi);
  await app.register(sessionPlugin);
  await app.register(csrf);
  await app.register(methodOverride);

  // The four sections (src/sections): each says who may enter and mounts its modules' routes in its scope.
  await app.register(adminSection);
  await app.register(managerSection);
  await app.register(traineeSection);
  await app.register(trainerSection);
  // The routes of no section: sign-in and accounts, the own profile and sessions, the catalogue and
  // downloads, stored files, the game's API, health and the development outbox.
  await app.register(systemRoutes);
  await app.register(authRoutes, { policy: { assertPasswordAllowed, signOutRedirect } });
  await app.register(ssoSignInRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(ownDataExportRoutes);
  await app.register(ownErasureRoutes);
  await app.register(sessionRoutes);
  await app.register(catalogueRoutes);
  await app.register(fileRoutes);
  await app.register(downloadRoutes);
  await app.register(gameRoutes);
  await app.register(certificateVerificationRoutes);
  await app.register(billingJobs);
  await app.register(trainingJobs);
  await app.register(readinessJobs);
  await app.register(certificateEvents);
  await app.register(curriculumJobs);
  await app.register(readinessDecayJobs);
  await app.register(practiceNudgeJobs);
  await app.register(dataExportJobs);
  await app.register(devRoutes);

  await app.register(web);
  await app.register(notFound);
  return app;
}
