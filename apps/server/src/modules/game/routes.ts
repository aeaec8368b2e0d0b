import {
  connectedDeviceList,
  dataEnvelope,
  deviceCodeRequest,
  deviceCodeResponse,
  deviceDecision,
  deviceFlowError,
  deviceRequestView,
  deviceTokenRequest,
  deviceTokenResponse,
  entitlements,
  idParams,
  licensePublicKey,
  SESSION_MAX_RESULTS,
  sessionUpload,
  sessionUploadEnvelope,
  sessionUploadResult,
  UPLOAD_MAX_SESSIONS,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, unauthenticated, validation } from '../../lib/app-error.js';
import { clientOf } from '../../lib/client-info.js';
import { limits } from '../../lib/limits.js';
import { PUBLIC } from '../../lib/route-access.js';
import { dataNull, errorReplies, type RouteApp, resource } from '../../lib/route-kit.js';
import { takeAttempt } from '../../lib/throttle.js';
import { requireAuth, signedIn } from '../../plugins/guards.js';
import type { ServiceContext } from '../../service-context.js';
import { ingestSessions } from '../training/index.js';
import { DeviceFlowRefusal, pollDeviceToken, requestDeviceCode } from './device-flow.js';
import { entitlementsOf } from './entitlements.js';
import { licenseKeys } from './license-key.js';
import { presentDevice } from './presenters.js';
import {
  authenticateDevice,
  type DeviceCaller,
  decideDevice,
  listDevices,
  revokeDevice,
  viewDeviceRequest,
} from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The device a `/api/game/*` request signed in with (its bearer token). */
    device: DeviceCaller | null;
  }
}

/**
 * 100 sessions with 16 KB of metrics each exceed the global 1 MiB; anything larger than this
 * is a 413 before it is parsed.
 */
const UPLOAD_BODY_LIMIT = 4 * 1024 * 1024;

/** The schema documents the body; the handler checks it (a route for the RFC's errors, or per session). */
const documentedOnly = () => (data: unknown) => ({ value: data });

const tags = ['game'];

/** `Authorization: Bearer <device token>`; cookies are not read here, so a session alone is a 401. */
function requireDevice(ctx: ServiceContext) {
  return async (request: FastifyRequest) => {
    const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/i.exec(request.headers.authorization ?? '');
    const device = match?.[1] ? await authenticateDevice(ctx, match[1]) : null;
    if (!device) {
      throw new AppError('unauthenticated', 'error.unauthenticated', {}, undefined, { 'www-authenticate': 'Bearer' });
    }
    request.device = device;
  };
}

/**
 * A device token when the request carries one (a wrong one is a 401, never a fall back to the cookie),
 * else the signed-in session: for the reads both the game and the portal's pages make.
 */
function requireDeviceOrSession(ctx: ServiceContext) {
  const device = requireDevice(ctx);
  return async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) return device(request);
    if (!request.user) throw unauthenticated();
  };
}

/** The user a device-or-session route answers for. */
const callerOf = (request: FastifyRequest) => request.device?.userId ?? signedIn(request).id;

/** The RFC's error body (status 400) for a refusal; anything else goes to the error handler. */
async function oauth<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DeviceFlowRefusal)) throw error;
    return reply
      .code(400)
      .send({ error: error.error, ...(error.description ? { error_description: error.description } : {}) });
  }
}

const bodyOf = <T extends z.ZodType>(schema: T, body: unknown): z.infer<T> | Record<string, never> => {
  const parsed = schema.safeParse(body ?? {});
  return parsed.success ? parsed.data : {};
};

/** The device flow's OAuth client identifies itself by its client_id: public, and no cookie is read. */
const GAME_CLIENT = { access: 'public', cookies: false } as const;

async function deviceGrantRoutes(app: RouteApp) {
  const ctx = app.services;
  app.post(
    '/code',
    {
      config: GAME_CLIENT,
      schema: {
        operationId: 'requestDeviceCode',
        tags,
        summary: 'Device authorization request (RFC 8628 §3.1), form-encoded: the device and user codes',
        consumes: ['application/x-www-form-urlencoded'],
        body: deviceCodeRequest,
        response: { 200: deviceCodeResponse, 400: deviceFlowError, ...errorReplies(429) },
      },
      validatorCompiler: documentedOnly,
    },
    async (request, reply) =>
      oauth(reply, () => requestDeviceCode(ctx, bodyOf(deviceCodeRequest, request.body), request.ip)),
  );

  app.post(
    '/token',
    {
      config: GAME_CLIENT,
      schema: {
        operationId: 'requestDeviceToken',
        tags,
        summary: 'Device access token request (RFC 8628 §3.4), form-encoded; polled every `interval` seconds',
        consumes: ['application/x-www-form-urlencoded'],
        body: deviceTokenRequest,
        response: { 200: deviceTokenResponse, 400: deviceFlowError, ...errorReplies(429) },
      },
      validatorCompiler: documentedOnly,
    },
    async (request, reply) =>
      oauth(reply, () => pollDeviceToken(ctx, bodyOf(deviceTokenRequest, request.body), request.ip)),
  );
}

/**
 * What an upload costs against the token's limit: its results (as sent, at most `SESSION_MAX_RESULTS` a session:
 * more is refused with the session anyway), a session without a list of results as one.
 */
export function resultsOf(sessions: readonly unknown[]): number {
  return sessions.reduce<number>((sum, raw) => {
    const results = raw && typeof raw === 'object' && 'results' in raw ? raw.results : undefined;
    return sum + (Array.isArray(results) ? Math.max(1, Math.min(results.length, SESSION_MAX_RESULTS)) : 1);
  }, 0);
}

async function uploadRoutes(app: RouteApp) {
  const ctx = app.services;
  app.post(
    '/sessions',
    {
      config: { access: 'bearer' },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        operationId: 'uploadTrainingSessions',
        tags,
        summary:
          'Upload up to 100 training sessions; each is checked on its own and answered stored, duplicate or rejected',
        body: sessionUpload,
        response: { 200: dataEnvelope(sessionUploadResult), ...errorReplies(401, 413, 422, 429) },
      },
      validatorCompiler: documentedOnly,
    },
    async (request) => {
      const device = request.device as DeviceCaller;
      const envelope = sessionUploadEnvelope.safeParse(request.body);
      if (!envelope.success) {
        throw validation({ sessions: [{ key: 'validation.sessions_batch', params: { max: UPLOAD_MAX_SESSIONS } }] });
      }
      // Counted in results before anything is read further: a refused upload stores nothing.
      await takeAttempt(
        ctx.db,
        [limits.sessionUpload(device.tokenId)],
        ctx.clock.now(),
        resultsOf(envelope.data.sessions),
      );
      const outcomes = await ingestSessions(
        ctx,
        { userId: device.userId, deviceTokenId: device.tokenId },
        envelope.data.sessions,
      );
      return { data: { sessions: outcomes } };
    },
  );
}

/** What the user may play (with signed offline license files), for the game or the portal. */
async function entitlementRoutes(app: RouteApp) {
  const ctx = app.services;
  app.get(
    '',
    {
      config: { access: 'bearer-or-session' },
      schema: {
        operationId: 'getGameEntitlements',
        tags,
        summary:
          'The products you may play now (attached seats of active licenses), each with a signed offline license file',
        description:
          'With a device token, each entitlement carries a license file for that device (Keygen’s check-in model): ' +
          'a compact JWS (EdDSA, `typ` lapskills-license+jwt) naming the user (`sub`) and the device (`device_id`, ' +
          'the device token’s id), valid for 30 days after issue or to the license’s end when sooner (`valid_until`), ' +
          'plus 7 days of grace (`grace_until`, also `exp`). The game verifies it offline with the key at ' +
          '`GET /api/game/license-key`, checks that `device_id` is its own, and fetches a fresh file here whenever ' +
          'it is online; a seat detached or a license ended gets no new file, so a copy runs out at its `exp`. ' +
          'With the portal’s session, `license_file` and `device_id` are null.',
        response: { 200: dataEnvelope(entitlements), ...errorReplies(401) },
      },
    },
    async (request) => ({
      data: await entitlementsOf(ctx, { userId: callerOf(request), deviceId: request.device?.tokenId ?? null }),
    }),
  );
}

/** The public key that verifies license files (anyone may read it; the game ships a copy). */
async function licenseKeyRoutes(app: RouteApp) {
  app.get(
    '',
    {
      config: PUBLIC,
      schema: {
        operationId: 'getLicenseKey',
        tags,
        summary: 'The Ed25519 public key (JWK, alg EdDSA) that verifies offline license files',
        description:
          'Public; the game ships a copy. A license file verifies with it (signature, `iss` lapskills-portal, ' +
          '`aud` lapskills-game, `exp`) and names the device it was issued to (`device_id`).',
        response: { 200: dataEnvelope(licensePublicKey) },
      },
    },
    async () => ({ data: (await licenseKeys(app.services.config)).publicJwk }),
  );
}

/** The person's side of the device sign-in: what asks, approve, deny (signed in, with the anti-forgery token). */
async function approvalRoutes(app: RouteApp) {
  const ctx = app.services;
  const tagsDevice = ['device'];
  app.get(
    '/:user_code',
    {
      schema: {
        operationId: 'getDeviceRequest',
        tags: tagsDevice,
        summary: 'The device asking to sign in with this user code (name, platform)',
        params: z.object({ user_code: z.string().max(40) }),
        response: { 200: dataEnvelope(deviceRequestView), ...errorReplies(401, 404, 409, 410, 429) },
      },
    },
    async (request) => ({ data: await viewDeviceRequest(ctx, signedIn(request), request.params.user_code) }),
  );
  for (const [path, decision, operationId] of [
    ['/approve', 'approved', 'approveDevice'],
    ['/deny', 'denied', 'denyDevice'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          operationId,
          tags: tagsDevice,
          summary: decision === 'approved' ? 'Let the device sign in as you' : 'Refuse the device',
          body: deviceDecision,
          response: { 200: dataNull, ...errorReplies(401, 404, 409, 410, 422, 429) },
        },
      },
      async (request) => {
        await decideDevice(ctx, signedIn(request), request.body.user_code, decision, clientOf(request));
        return { data: null };
      },
    );
  }
}

/** "Connected devices" in the profile: every query is scoped to the signed-in user. */
async function connectedDeviceRoutes(app: RouteApp) {
  const ctx = app.services;
  const tagsProfile = ['profile'];
  app.get(
    '',
    {
      schema: {
        operationId: 'listConnectedDevices',
        tags: tagsProfile,
        summary: 'Your connected devices (games signed in with a device token): name, platform, last use',
        response: { 200: dataEnvelope(connectedDeviceList), ...errorReplies(401) },
      },
    },
    async (request) => ({ data: (await listDevices(ctx, signedIn(request))).map(presentDevice) }),
  );
  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'revokeConnectedDevice',
        tags: tagsProfile,
        summary: 'Revoke a connected device: its token stops working at once',
        params: idParams,
        response: { 200: dataNull, ...errorReplies(401, 404) },
      },
    },
    async (request) => {
      await revokeDevice(ctx, signedIn(request), request.params.id, clientOf(request));
      return { data: null };
    },
  );
}

/** The game's API (device sign-in, upload) and the person's side of it. */
export default async function gameRoutes(app: FastifyInstance) {
  app.decorateRequest('device', null);
  await app.register(resource('/api/game/device', 'public', deviceGrantRoutes));
  await app.register(resource('/api/game', requireDevice(app.services), uploadRoutes));
  await app.register(resource('/api/game/entitlements', requireDeviceOrSession(app.services), entitlementRoutes));
  await app.register(resource('/api/game/license-key', 'public', licenseKeyRoutes));
  await app.register(resource('/api/device', requireAuth, approvalRoutes));
  await app.register(resource('/api/profile/devices', requireAuth, connectedDeviceRoutes));
}
