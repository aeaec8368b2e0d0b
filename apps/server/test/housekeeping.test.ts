import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authTokens, sessions, throttles } from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { deleteExpiredRows } from '../src/jobs/housekeeping.js';
import { setupTestApp } from './helpers/app.js';

const ctx = await setupTestApp({ SESSION_IDLE_MINUTES: '30' });
const HOUR = 3_600_000;

describe('housekeeping', () => {
  it('deletes only rows that can never be used again', async () => {
    const user = await createUser(ctx.db);
    const now = new Date('2026-06-01T12:00:00Z');
    const at = (ms: number) => new Date(now.getTime() + ms);
    await ctx.db.insert(sessions).values([
      { id: 'live', userId: user.id, createdAt: at(-HOUR), lastSeenAt: at(-60_000), expiresAt: at(HOUR) },
      { id: 'idle', userId: user.id, createdAt: at(-HOUR), lastSeenAt: at(-31 * 60_000), expiresAt: at(HOUR) },
      { id: 'expired', userId: user.id, createdAt: at(-2 * HOUR), lastSeenAt: at(-60_000), expiresAt: at(-1) },
    ]);
    await ctx.db.insert(throttles).values([
      { key: 'open', hits: 3, resetAt: at(30_000) },
      { key: 'done', hits: 5, resetAt: at(-1) },
    ]);
    const token = (id: string, expiresAt: Date, usedAt: Date | null = null) => ({
      userId: user.id,
      purpose: 'password_reset' as const,
      tokenHash: id,
      createdAt: at(-40 * 24 * HOUR),
      expiresAt,
      usedAt,
    });
    await ctx.db
      .insert(authTokens)
      .values([
        token('recently-expired', at(-24 * HOUR)),
        token('long-expired', at(-31 * 24 * HOUR)),
        token('long-used', at(HOUR), at(-31 * 24 * HOUR)),
        token('live', at(HOUR)),
      ]);

    const deleted = await deleteExpiredRows(ctx.db, now, 30 * 60_000);
    expect(deleted).toEqual({ sessions: 2, throttles: 1, tokens: 2, deviceTokens: 0, deviceCodes: 0 });
    expect((await ctx.db.select({ id: sessions.id }).from(sessions)).map((r) => r.id)).toEqual(['live']);
    expect((await ctx.db.select({ key: throttles.key }).from(throttles)).map((r) => r.key)).toEqual(['open']);
    const left = (await ctx.db.select({ hash: authTokens.tokenHash }).from(authTokens)).map((r) => r.hash).sort();
    expect(left).toEqual(['live', 'recently-expired']);
  });
});

describe('temporary files at start', () => {
  it('removes the *.tmp files an hour old or more from DATA_DIR/tmp and the uploads folder, nothing else', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'temporary-files-'));
    const HOUR_AGO = (Date.now() - HOUR - 60_000) / 1000;
    const write = (folder: string, name: string, old: boolean) => {
      mkdirSync(path.join(dataDir, folder), { recursive: true });
      const file = path.join(dataDir, folder, name);
      writeFileSync(file, 'x');
      if (old) utimesSync(file, HOUR_AGO, HOUR_AGO);
    };
    write('tmp', 'release-upload-crashed.tmp', true);
    write('tmp', 'release-upload-in-flight.tmp', false);
    write('tmp', 'notes.txt', true);
    write('uploads', `${'a'.repeat(64)}.webp.123.abc.tmp`, true);
    write('uploads', `${'b'.repeat(64)}.webp.456.def.tmp`, false);
    write('uploads', `${'c'.repeat(64)}.webp`, true);
    write('uploads/sub', 'nested.tmp', true);

    const app = await ctx.anotherInstance({ DATA_DIR: dataDir });
    await app.ready();
    expect(readdirSync(path.join(dataDir, 'tmp')).sort()).toEqual(['notes.txt', 'release-upload-in-flight.tmp']);
    expect(readdirSync(path.join(dataDir, 'uploads')).sort()).toEqual([
      `${'b'.repeat(64)}.webp.456.def.tmp`,
      `${'c'.repeat(64)}.webp`,
      'sub',
    ]);
    expect(readdirSync(path.join(dataDir, 'uploads/sub'))).toEqual(['nested.tmp']);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
