import { type GameSession, gameSessionAt, type SessionOutcome, SKILLS } from '@portal/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { SessionSkillSummary } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { dayOf } from '../../lib/calendar-day.js';
import type { ServiceContext } from '../../service-context.js';
import { licenseActiveOn, type SeatRow, seatsOfUser } from '../licensing/index.js';
import { existingProducts } from '../products/index.js';
import { organizationIdOfUser } from '../users/index.js';
import { insertNewSessions, storeResults } from './queries.js';

/** Who uploads: the user, and the device token it came with (none for the demo seed). */
export interface Uploader {
  userId: string;
  deviceTokenId: string | null;
}

/**
 * Scores are kept to hundredths: precise enough for any chart, and a value such as 1e-200 (valid
 * JSON, within 0–100) would otherwise underflow the `real` column and fail the whole batch.
 */
const hundredths = (score: number) => Math.round(score * 100) / 100;

/**
 * The product a session counts for and whether it is flagged (docs/decisions/0010-training-data.md,
 * "Licensing"): flagged when, on the session's UTC day, the user held no attached seat of an active
 * license of its product (or, for a session without `product_id`, of any product). Without
 * `product_id`, the product is the one of the user's seat active that day when there is exactly one.
 */
export function entitlementOf(seats: readonly SeatRow[], session: Pick<GameSession, 'started_at' | 'product_id'>) {
  const day = dayOf(new Date(session.started_at));
  const active = [...new Set(seats.filter((seat) => licenseActiveOn(seat, day)).map((s) => s.productId))];
  if (session.product_id) return { productId: session.product_id, flagged: !active.includes(session.product_id) };
  return { productId: active.length === 1 ? (active[0] as string) : null, flagged: active.length === 0 };
}

/**
 * A session's figures per skill played, in the order of `SKILLS` (kept on the session row, so the charts
 * of sessions never read raw results): attempts, seconds, the highest level completed, the mean scores.
 */
export function summarizeSession(results: GameSession['results']): SessionSkillSummary[] {
  return SKILLS.flatMap((skill) => {
    const mine = results.filter((result) => result.skill === skill);
    if (mine.length === 0) return [];
    const mean = (pick: (r: (typeof mine)[number]) => number) =>
      hundredths(mine.reduce((sum, r) => sum + hundredths(pick(r)), 0) / mine.length);
    const completed = mine.filter((r) => r.completed).map((r) => r.level);
    return [
      {
        skill,
        attempts: mine.length,
        seconds: mine.reduce((sum, r) => sum + r.duration_seconds, 0),
        highest_level: completed.length ? Math.max(...completed) : null,
        accuracy: mean((r) => r.accuracy),
        speed: mean((r) => r.speed),
        gameplay: mean((r) => r.gameplay),
      },
    ];
  });
}

/** `field.path: problem; …` for a session that failed its schema. */
function reasonOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'session'}: ${issue.message}`)
    .join('; ');
}

function idOf(raw: unknown): string | null {
  if (raw && typeof raw === 'object' && 'id' in raw && typeof raw.id === 'string') return raw.id.slice(0, 100);
  return null;
}

/**
 * Store a batch of sessions from the game. Each session is checked on its own, so one bad
 * session never loses the others; a session whose id is stored already (a retry, or the same
 * batch at once) is a duplicate. Sessions, their results and the daily rollups are written
 * in one transaction, which publishes `training.sessions_stored` for after its commit (readiness subscribes).
 */
export async function ingestSessions(
  ctx: ServiceContext,
  uploader: Uploader,
  batch: readonly unknown[],
): Promise<SessionOutcome[]> {
  const outcomes: SessionOutcome[] = batch.map((raw) => ({ id: idOf(raw), outcome: 'rejected' }));
  const valid: Array<{ index: number; session: GameSession }> = [];
  const seen = new Set<string>();
  const now = ctx.clock.now();
  // Checked against the server's clock: a session starting in the future is rejected.
  const schema = gameSessionAt(now);
  batch.forEach((raw, index) => {
    const parsed = schema.safeParse(raw);
    const outcome = outcomes[index] as SessionOutcome;
    if (!parsed.success) outcome.reason = reasonOf(parsed.error);
    else if (seen.has(parsed.data.id)) outcome.outcome = 'duplicate';
    else {
      seen.add(parsed.data.id);
      valid.push({ index, session: parsed.data });
    }
  });
  if (valid.length === 0) return outcomes;

  await inTransaction(ctx.pool, async (tx) => {
    const products = await existingProducts(tx, [
      ...new Set(valid.flatMap(({ session }) => (session.product_id ? [session.product_id] : []))),
    ]);
    const storable = valid.filter(({ index, session }) => {
      if (!session.product_id || products.has(session.product_id)) return true;
      const outcome = outcomes[index] as SessionOutcome;
      outcome.reason = 'product_id: unknown product';
      return false;
    });
    const written = await storeSessions(
      tx,
      uploader,
      storable.map(({ session }) => session),
      now,
    );
    for (const { index, session } of storable) {
      const outcome = outcomes[index] as SessionOutcome;
      const result = written.get(session.id);
      outcome.outcome = result ? 'stored' : 'duplicate';
      if (result?.flagged) outcome.flagged = true;
    }
    // Who reacts (readiness queues its job) does so once this commits: the upload stores sessions, results and
    // rollups only, and never fails because of a subscriber.
    if (written.size > 0) {
      ctx.events.publish(tx, 'training.sessions_stored', { userId: uploader.userId, sessions: written.size });
    }
  });
  return outcomes;
}

/**
 * Write checked sessions of one user in the caller's transaction: the new ones (a stored id is left
 * alone), their results and the daily rollups. Answers the sessions stored here, with their flag.
 * The upload and the demo seed both write through it (and then refresh the user's FLS readiness).
 */
export async function storeSessions(
  tx: Executor,
  uploader: Uploader,
  sessions: readonly GameSession[],
  now: Date,
): Promise<Map<string, { flagged: boolean }>> {
  if (sessions.length === 0) return new Map();
  const organizationId = await organizationIdOfUser(tx, uploader.userId);
  const seats = await seatsOfUser(tx, uploader.userId);
  // In id order, so two uploads of overlapping batches lock the same rows in the same order.
  const ordered = [...sessions].sort((a, b) => a.id.localeCompare(b.id));
  const entitled = new Map(ordered.map((session) => [session.id, entitlementOf(seats, session)]));
  const stored = await insertNewSessions(
    tx,
    ordered.map((session) => ({
      id: session.id,
      userId: uploader.userId,
      organizationId,
      deviceTokenId: uploader.deviceTokenId,
      productId: entitled.get(session.id)?.productId ?? null,
      flagged: entitled.get(session.id)?.flagged ?? false,
      hardwareSerial: session.hardware_serial ?? null,
      gameVersion: session.game_version,
      platform: session.platform,
      startedAt: new Date(session.started_at),
      endedAt: new Date(session.ended_at),
      uploadedAt: now,
      summary: summarizeSession(session.results),
    })),
  );
  const results = ordered
    .filter((session) => stored.has(session.id))
    .flatMap((session) =>
      session.results.map((result, position) => ({
        sessionId: session.id,
        position,
        startedAt: new Date(session.started_at),
        skill: result.skill,
        level: result.level,
        exerciseName: result.exercise_name,
        completed: result.completed,
        accuracy: hundredths(result.accuracy),
        speed: hundredths(result.speed),
        gameplay: hundredths(result.gameplay),
        durationSeconds: result.duration_seconds,
        errors: result.errors,
        metrics: result.metrics ?? null,
      })),
    );
  await storeResults(tx, { userId: uploader.userId, organizationId }, results);
  return new Map([...stored].map((id) => [id, { flagged: entitled.get(id)?.flagged ?? false }]));
}
