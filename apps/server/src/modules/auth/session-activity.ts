import type pg from 'pg';

/**
 * `sessions.last_seen_at`, written in batches: a request only notes its session
 * here (at most once a minute per session, see session-plugin.ts) and one
 * `UPDATE` every `flushMs` writes them all. Flushed on close. The write only
 * moves `last_seen_at` forward, which the `auth_changed` trigger ignores.
 *
 * Runs on the pool, outside any request and any transaction.
 */
export class SessionActivity {
  private pending = new Map<string, Date>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly flushMs: number,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  /** Note a request of the session at `at`. */
  touch(sessionId: string, at: Date): void {
    const known = this.pending.get(sessionId);
    if (!known || known < at) this.pending.set(sessionId, at);
  }

  /** The last noted activity not yet written, if any (ms). */
  pendingAt(sessionId: string): number | undefined {
    return this.pending.get(sessionId)?.getTime();
  }

  /** Write every noted activity now (also what readers of `last_seen_at` call first). */
  async flush(): Promise<void> {
    // One write at a time; a flush asked for during one runs right after it.
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.write(batch).finally(() => {
      this.flushing = undefined;
    });
    await this.flushing;
  }

  private async write(batch: Map<string, Date>): Promise<void> {
    try {
      await this.pool.query(
        `UPDATE sessions AS s SET last_seen_at = v.seen
           FROM unnest($1::text[], $2::timestamptz[]) AS v(id, seen)
          WHERE s.id = v.id AND s.last_seen_at < v.seen`,
        [[...batch.keys()], [...batch.values()].map((at) => at.toISOString())],
      );
    } catch (error) {
      // Keep them for the next flush (a newer touch of the same session wins).
      for (const [id, at] of batch) this.touch(id, at);
      this.onError(error);
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
