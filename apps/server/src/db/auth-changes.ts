import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { exponentialBackoff } from '../lib/backoff.js';

/** The channel the triggers of migration 0003 notify: a user id, or '*' for everyone. */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';
/** The channel the triggers of migration 0011 notify: the name of a table an admin list counts. */
export const LIST_CHANGED_CHANNEL = 'list_changed';
const SYNC_PREFIX = 'sync:';
/** How the listener's connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'portal auth_changed listener';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuthChangeHandler {
  /** This user's sessions, account, roles or permissions changed. */
  user(userId: string): void;
  /** Anyone may be affected, or notifications may have been missed (list totals included). */
  all(): void;
  /** Rows of a table that lists count changed. */
  table(name: string): void;
  /** Whether changes are heard at all: false from a lost connection until the next one listens. */
  listening(active: boolean): void;
}

export interface AuthChangeListenerOptions {
  /** Connection settings of a client of its own (never one of the pool's). */
  connection: pg.ClientConfig;
  handler: AuthChangeHandler;
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** How long `sync` waits for its own notification before giving up (and clearing). */
  syncTimeoutMs?: number;
  /** A connection is checked this often; one that does not answer is replaced. */
  heartbeatMs?: number;
}

/** 100 ms, 200 ms, 400 ms … up to 10 s between reconnection attempts. */
const backoffMs = exponentialBackoff({ firstMs: 100, maxMs: 10_000 });

/**
 * One dedicated PostgreSQL connection that `LISTEN`s to `auth_changed` and
 * `list_changed` and hands every notification to the session cache and the
 * list totals. It reconnects with backoff;
 * from the moment the connection is lost until a new one listens, the handler
 * is told not to cache (it could miss changes), and a new connection starts
 * from an empty cache.
 *
 * `sync()` waits until every change committed before it has been handled:
 * it sends a notification of its own through this connection and waits for it
 * to come back, and PostgreSQL delivers notifications in commit order.
 */
export class AuthChangeListener {
  private client: pg.Client | undefined;
  private connected = false;
  private stopped = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly instance = randomUUID();
  private syncCount = 0;
  private readonly waiting = new Map<string, () => void>();
  private syncing: Promise<void> | undefined;
  private nextSync: Promise<void> | undefined;
  private readonly syncTimeoutMs: number;
  private readonly heartbeatMs: number;

  constructor(private readonly options: AuthChangeListenerOptions) {
    this.syncTimeoutMs = options.syncTimeoutMs ?? 2_000;
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
  }

  get isListening(): boolean {
    return this.connected;
  }

  /** The PostgreSQL backend of the listening connection (for operators and tests). */
  get backendPid(): number | undefined {
    if (!this.connected) return undefined;
    return (this.client as unknown as { processID?: number } | undefined)?.processID ?? undefined;
  }

  /** Connect and listen; resolves after the first attempt, listening or not (retries go on in the background). */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ ...this.options.connection, keepAlive: true, application_name: LISTENER_NAME });
    this.client = client;
    client.on('notification', (message) => this.receive(message.channel, message.payload ?? ''));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANGED_CHANNEL}; LISTEN ${LIST_CHANGED_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.stopped || this.client !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    this.connected = true;
    this.attempt = 0;
    // Whatever was cached before this connection may have missed its notification.
    this.options.handler.listening(true);
    this.heartbeat = setInterval(() => void this.check(client), this.heartbeatMs);
    this.heartbeat.unref();
  }

  /** A connection that does not answer a trivial query in time is replaced. */
  private async check(client: pg.Client): Promise<void> {
    try {
      await withTimeout(client.query('SELECT 1'), this.syncTimeoutMs);
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    const wasConnected = this.connected;
    this.connected = false;
    this.options.handler.listening(false);
    for (const resolve of this.waiting.values()) resolve();
    this.waiting.clear();
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    if (this.stopped) return;
    const delay = backoffMs(this.attempt);
    this.attempt++;
    if (wasConnected || this.attempt === 1) {
      this.options.log?.warn(
        { err: error instanceof Error ? { message: error.message } : undefined, retryInMs: delay },
        'session cache: lost the auth_changed listener; caching is off until it is back',
      );
    }
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }

  private receive(channel: string, payload: string): void {
    if (channel === LIST_CHANGED_CHANNEL) {
      this.options.handler.table(payload);
      return;
    }
    if (payload.startsWith(SYNC_PREFIX)) {
      const resolve = this.waiting.get(payload);
      if (resolve) {
        this.waiting.delete(payload);
        resolve();
      }
      return;
    }
    if (UUID.test(payload)) this.options.handler.user(payload.toLowerCase());
    else this.options.handler.all();
  }

  /**
   * Resolve once every change committed before this call has reached the handler.
   * Without a connection, or when the round trip does not come back in time, the
   * cache is cleared instead: either way no answer older than the call is served.
   * Calls made while a round trip is under way share the next one (one query at a
   * time on the connection, however many requests ask).
   */
  sync(): Promise<void> {
    if (!this.syncing) {
      this.syncing = this.roundTrip().finally(() => {
        this.syncing = undefined;
      });
      return this.syncing;
    }
    // The round trip under way may have started before this caller's change committed: wait for the next.
    this.nextSync ??= this.syncing.then(() => {
      this.nextSync = undefined;
      return this.sync();
    });
    return this.nextSync;
  }

  private async roundTrip(): Promise<void> {
    const client = this.client;
    if (!client || !this.connected) {
      this.options.handler.all();
      return;
    }
    const token = `${SYNC_PREFIX}${this.instance}:${++this.syncCount}`;
    const arrived = new Promise<void>((resolve) => this.waiting.set(token, resolve));
    try {
      await withTimeout(
        client.query('SELECT pg_notify($1, $2)', [AUTH_CHANGED_CHANNEL, token]).then(() => arrived),
        this.syncTimeoutMs,
      );
    } catch (error) {
      this.waiting.delete(token);
      this.options.handler.all();
      this.lost(client, error);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    this.connected = false;
    this.options.handler.listening(false);
    for (const resolve of this.waiting.values()) resolve();
    this.waiting.clear();
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
