import { z } from 'zod';
import { PLATFORMS } from './downloads.js';
import { hasControlCharacters, plainText } from './fields.js';

/** The eight skills of the FLS manual-skills training (seed §1, §9), by their slugs. */
export const SKILLS = [
  'positioning-orienting',
  'grasping',
  'transferring',
  'ligation',
  'cutting',
  'suturing',
  'clipping',
  'dissection',
] as const;
export type Skill = (typeof SKILLS)[number];

/** At most this many sessions in one upload. */
export const UPLOAD_MAX_SESSIONS = 100;
/** At most this many exercise results in one session. */
export const SESSION_MAX_RESULTS = 200;
/** A session lasts at most this long. */
export const SESSION_MAX_MS = 24 * 3_600_000;
/** An exercise's free `metrics` object: at most this many bytes of JSON… */
export const METRICS_MAX_BYTES = 16 * 1024;
/** …and at most this many levels deep (the object itself is level 1). */
export const METRICS_MAX_DEPTH = 5;

/** How deep a JSON value nests: a scalar is 0, `{}` 1, `{ a: {} }` 2. */
export function jsonDepth(value: unknown, limit = 64): number {
  if (value === null || typeof value !== 'object') return 0;
  if (limit <= 0) return Number.POSITIVE_INFINITY;
  let deepest = 0;
  for (const child of Object.values(value)) deepest = Math.max(deepest, jsonDepth(child, limit - 1));
  return deepest + 1;
}

/** No session starts before this instant… */
export const SESSION_EARLIEST_START = '2020-01-01T00:00:00Z';
/** …nor more than this far ahead of the server's clock (a game's clock may run a little fast). */
export const SESSION_START_LEEWAY_MS = 5 * 60_000;

/** True when every key and string of a JSON value passes `ok` (arrays and objects walked, `limit` levels deep). */
export function everyJsonString(value: unknown, ok: (text: string) => boolean, limit = 64): boolean {
  if (typeof value === 'string') return ok(value);
  if (value === null || typeof value !== 'object' || limit <= 0) return true;
  return Object.entries(value).every(
    ([key, child]) => (Array.isArray(value) || ok(key)) && everyJsonString(child, ok, limit - 1),
  );
}

const score = z.number().min(0).max(100);
const timestamp = z.iso.datetime({ offset: true });
/**
 * A text of the game's: no control or format characters (`plainText`), so none that PostgreSQL refuses (NUL) or
 * would store altered (a lone surrogate): such a session is rejected on its own, never the batch.
 */
const gameText = (max: number) => plainText(z.string().trim().min(1).max(max));

const metrics = z
  .record(z.string(), z.unknown())
  .refine((value) => jsonDepth(value) <= METRICS_MAX_DEPTH, { message: 'metrics_too_deep' })
  .refine((value) => new TextEncoder().encode(JSON.stringify(value)).length <= METRICS_MAX_BYTES, {
    message: 'metrics_too_large',
  })
  // Keys and strings may hold tab and line breaks, never NUL nor half a surrogate pair.
  .refine((value) => everyJsonString(value, (text) => !hasControlCharacters(text, { multiline: true })), {
    error: 'validation.control_characters',
  });

/** One exercise the trainee played in a session. */
export const exerciseResult = z.object({
  skill: z.enum(SKILLS),
  level: z.number().int().min(1).max(1000),
  exercise_name: gameText(200),
  completed: z.boolean(),
  accuracy: score,
  speed: score,
  gameplay: score,
  duration_seconds: z.number().int().min(0).max(86_400),
  errors: z.number().int().min(0).max(1_000_000),
  metrics: metrics.optional(),
});
export type ExerciseResult = z.infer<typeof exerciseResult>;

/** One training session as the game sends it; `id` is the game's own UUID (a retry never counts twice). */
export const gameSession = z
  .object({
    id: z.uuid(),
    started_at: timestamp,
    ended_at: timestamp,
    game_version: gameText(50),
    platform: z.enum(PLATFORMS),
    product_id: z.uuid().optional(),
    hardware_serial: gameText(100).optional(),
    results: z.array(exerciseResult).max(SESSION_MAX_RESULTS),
  })
  .superRefine((session, ctx) => {
    if (Date.parse(session.started_at) < Date.parse(SESSION_EARLIEST_START)) {
      ctx.addIssue({ code: 'custom', path: ['started_at'], message: 'before_2020' });
    }
    const span = Date.parse(session.ended_at) - Date.parse(session.started_at);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['ended_at'], message: 'ends_before_start' });
    else if (span > SESSION_MAX_MS) ctx.addIssue({ code: 'custom', path: ['ended_at'], message: 'too_long' });
  });
export type GameSession = z.infer<typeof gameSession>;

/** A session uploaded at `now` (the server's clock): `gameSession`, starting no later than the leeway ahead of now. */
export const gameSessionAt = (now: Date) =>
  gameSession.refine((session) => Date.parse(session.started_at) <= now.getTime() + SESSION_START_LEEWAY_MS, {
    path: ['started_at'],
    message: 'in_the_future',
  });

/** `POST /api/game/sessions`: the whole batch as documented (each session is checked on its own). */
export const sessionUpload = z.object({ sessions: z.array(gameSession).min(1).max(UPLOAD_MAX_SESSIONS) });

/** What the route itself checks: the batch's shape, not its sessions (one bad session never loses the others). */
export const sessionUploadEnvelope = z.object({
  sessions: z.array(z.unknown()).min(1).max(UPLOAD_MAX_SESSIONS),
});

export const SESSION_OUTCOMES = ['stored', 'duplicate', 'rejected'] as const;
export const sessionOutcome = z.object({
  id: z.string().nullable(),
  outcome: z.enum(SESSION_OUTCOMES),
  /** Why a session was rejected: `field.path: problem` lines. */
  reason: z.string().optional(),
  /** A stored session whose user holds no active seat (once licenses exist). */
  flagged: z.boolean().optional(),
});
export type SessionOutcome = z.infer<typeof sessionOutcome>;
export const sessionUploadResult = z.object({ sessions: z.array(sessionOutcome) });
export type SessionUploadResult = z.infer<typeof sessionUploadResult>;
