import type { GameSession } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../src/db/seed/factories.js';
import { inTransaction } from '../src/db/transaction.js';
import { resultsAfter, sessionsThrough } from '../src/modules/analytics/queries.js';
import { storeSessions } from '../src/modules/training/index.js';
import { setupTestApp } from './helpers/app.js';

const ctx = await setupTestApp();
const organization = await createOrganization(ctx.db, { name: 'Fold Clinic' });

/** A session of three results (levels 1, 2, 3) at `startedAt`, of game version `version`. */
function session(id: string, startedAt: string, version: string): GameSession {
  const start = Date.parse(startedAt);
  return {
    id,
    started_at: new Date(start).toISOString(),
    ended_at: new Date(start + 30 * 60_000).toISOString(),
    game_version: version,
    platform: 'windows',
    results: [1, 2, 3].map((level) => ({
      skill: 'transferring' as const,
      level,
      exercise_name: 'Peg transfer',
      completed: true,
      accuracy: 90,
      speed: 90,
      gameplay: 90,
      duration_seconds: 120,
      errors: 0,
    })),
  };
}

const SAME_MS = '2026-02-01T10:00:00.123Z';
const LATER = 'cccccccc-0000-4000-8000-000000000000';
const FIRST = '11111111-0000-4000-8000-000000000000';
const SECOND = 'aaaaaaaa-0000-4000-8000-000000000000';

describe('the readiness fold reads results in its order', () => {
  it('by start, then session, then position, across chunks, each once, with its game version', async () => {
    const user = await createUser(ctx.db, { organizationId: organization.id });
    const other = await createUser(ctx.db, { organizationId: organization.id });
    await inTransaction(ctx.app.services.pool, async (tx) => {
      // Two sessions starting in the same millisecond (stored in the other order), one later; another user's at the
      // same millisecond too.
      await storeSessions(
        tx,
        { userId: user.id, deviceTokenId: null },
        [
          session(LATER, '2026-02-01T10:00:00.124Z', '1.5.0'),
          session(SECOND, SAME_MS, '1.4.2'),
          session(FIRST, SAME_MS, '1.4.1'),
        ],
        new Date('2026-02-02T00:00:00Z'),
      );
      await storeSessions(
        tx,
        { userId: other.id, deviceTokenId: null },
        [session('22222222-0000-4000-8000-000000000000', SAME_MS, '1.4.2')],
        new Date('2026-02-02T00:00:00Z'),
      );
    });
    const key = (r: { at: number; sessionId: string; position: number; gameVersion: string; level: number }) =>
      `${new Date(r.at).toISOString()} ${r.sessionId.slice(0, 8)} ${r.position} ${r.gameVersion} L${r.level}`;
    const expected = [
      ...[0, 1, 2].map((p) => `${SAME_MS} 11111111 ${p} 1.4.1 L${p + 1}`),
      ...[0, 1, 2].map((p) => `${SAME_MS} aaaaaaaa ${p} 1.4.2 L${p + 1}`),
      ...[0, 1, 2].map((p) => `2026-02-01T10:00:00.124Z cccccccc ${p} 1.5.0 L${p + 1}`),
    ];

    await inTransaction(ctx.app.services.pool, async (tx) => {
      expect((await resultsAfter(tx, user.id, null, 100)).map(key)).toEqual(expected);
      // In chunks of two, each from where the last stopped (a chunk ends inside a session, and between the two
      // sessions of one millisecond): every result once, in the same order.
      const chunked: string[] = [];
      let through: { at: number; sessionId: string; position: number } | null = null;
      for (;;) {
        const chunk = await resultsAfter(tx, user.id, through, 2);
        if (chunk.length === 0) break;
        chunked.push(...chunk.map(key));
        const last = chunk.at(-1) as (typeof chunk)[number];
        through = { at: last.at, sessionId: last.sessionId, position: last.position };
      }
      expect(chunked).toEqual(expected);

      // Sessions with results at or before a place in the fold: the first of the millisecond, then both, then all.
      const at = Date.parse(SAME_MS);
      expect(await sessionsThrough(tx, user.id, { at, sessionId: FIRST, position: 2 })).toBe(1);
      expect(await sessionsThrough(tx, user.id, { at, sessionId: SECOND, position: 0 })).toBe(2);
      expect(await sessionsThrough(tx, user.id, { at: at + 1, sessionId: LATER, position: 2 })).toBe(3);
    });
  });
});
