import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { connectDatabase, type Database } from '../../src/db/client.js';
import { mails } from '../../src/db/schema/index.js';
import { startJobQueue } from '../../src/jobs/queue.js';
import type { Clock } from '../../src/lib/clock.js';
import { createMailTransport } from '../../src/mail/transport.js';
import { adminQuery, databaseUrl } from './database-server.js';
import { TestSmtpServer } from './smtp.js';

/**
 * The license-signing key of this test process (a generated key would be written to `DATA_DIR`, which
 * tests point nowhere); test/game-licensing.test.ts covers the generated one.
 */
export const TEST_LICENSE_KEY = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-03-02T09:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  smtp: TestSmtpServer;
  clock: TestClock;
  config: Config;
  /** A fresh client with its own cookie jar. */
  client(): TestClient;
  /**
   * Another instance of the portal on the same database, as behind a load
   * balancer: its own pool, job queue, session cache and change listener; same
   * configuration and clock. Closed with the file.
   */
  anotherInstance(env?: Record<string, string>): Promise<FastifyInstance>;
}

/**
 * A database of this file's own, dropped after the file: a copy of the migrated template, or (`migrated:
 * false`) an empty one. Call it at the top level, before the hooks that close what connects to it (hooks
 * after the file run last-registered first).
 */
export async function testDatabase({ migrated = true }: { migrated?: boolean } = {}): Promise<string> {
  const adminUrl = inject('adminUrl');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = migrated ? ` TEMPLATE ${inject('templateDatabase')}` : '';
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template}`);
  afterAll(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return databaseUrl(adminUrl, name);
}

/**
 * For a file that queues bursts of mails: after its tests, wait (up to 15 s) until the queue has sent them, so no
 * delivery is cut off half-way. Call it after `setupTestApp`, so that it runs before the app and its pool stop.
 */
export function sendQueuedMailsAfterAll(db: Database): void {
  afterAll(async () => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const [queued] = await db.select({ n: count() }).from(mails).where(eq(mails.status, 'queued'));
      if (!queued?.n) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}

/**
 * Build the app on a database of this file's own (copied from the migrated
 * template). Cleans up after the file.
 */
export async function setupTestApp(
  env: Record<string, string> = {},
  /** Pino options (e.g. `{ level: 'info', stream }`) to read the app's log; silent by default. */
  { logger = false, webDist = '/nonexistent' }: { logger?: false | object; webDist?: string } = {},
): Promise<TestContext> {
  const url = await testDatabase();
  const database = connectDatabase(url, 4);
  const smtp = new TestSmtpServer();
  const smtpUrl = await smtp.start();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent',
    SMTP_URL: smtpUrl,
    GAME_LICENSE_KEY: TEST_LICENSE_KEY,
    ...env,
  });
  // Tests exercise the API; the real web build is served by the e2e suite (web-static.test.ts passes a small one).
  config.webDist = webDist;
  const clock = new TestClock();
  const mail = createMailTransport(config);
  const jobs = await startJobQueue({
    pool: database.pool,
    db: database.db,
    transport: mail.send,
    onError: () => undefined,
    pollingIntervalSeconds: 0.5,
    // No cron ticks under test (the storage sweep would run on the test's files); tests call the work.
    runSchedules: false,
  });
  const app = await buildApp({ config, db: database.db, pool: database.pool, jobs, clock, logger });
  const others: Array<() => Promise<void>> = [];
  const anotherInstance = async (more: Record<string, string> = {}) => {
    const otherDatabase = connectDatabase(url, 4);
    const otherConfig = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent',
      SMTP_URL: smtpUrl,
      GAME_LICENSE_KEY: TEST_LICENSE_KEY,
      ...env,
      ...more,
    });
    otherConfig.webDist = '/nonexistent';
    const otherJobs = await startJobQueue({
      pool: otherDatabase.pool,
      db: otherDatabase.db,
      transport: mail.send,
      onError: () => undefined,
      pollingIntervalSeconds: 0.5,
      runSchedules: false,
    });
    const other = await buildApp({
      config: otherConfig,
      db: otherDatabase.db,
      pool: otherDatabase.pool,
      jobs: otherJobs,
      clock,
      logger,
    });
    others.push(async () => {
      await other.close();
      await otherJobs.stop();
      await otherDatabase.close();
    });
    return other;
  };
  afterAll(async () => {
    for (const close of others) await close();
    await app.close();
    await jobs.stop();
    mail.close();
    await smtp.stop();
    await database.close();
  });
  return { app, db: database.db, smtp, clock, config, client: () => new TestClient(app), anotherInstance };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** Calls the app like a browser: keeps cookies and sends the anti-forgery token on mutations. */
export class TestClient {
  private cookies = new Map<string, string>();
  private csrfToken: string | undefined;
  constructor(private app: FastifyInstance) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  private remember(setCookie: string | string[] | undefined) {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = '', ...attrs] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a) || /max-age=0\b/i.test(a.trim()));
      // A new anti-forgery secret (sign-in, sign-out) means a new token, as in the web client.
      if (/^(__Host-)?csrf$/.test(name)) this.csrfToken = undefined;
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async token(): Promise<string> {
    if (!this.csrfToken) {
      const res = await this.raw({ method: 'GET', url: '/api/csrf-token' });
      this.csrfToken = res.json().token;
    }
    return this.csrfToken as string;
  }

  async raw(options: InjectOptions) {
    // Rows a test wrote straight into the database reach the app's caches (list totals, signed-in
    // users) by notification, a millisecond or so after the commit; a person's next click comes later
    // than that. A read waits for them, as that click would.
    if ((options.method ?? 'GET') === 'GET' && this.app.authChanges.isListening) await this.app.authChanges.sync();
    const res = await this.app.inject({
      ...options,
      headers: { cookie: this.cookieHeader(), ...(options.headers ?? {}) },
    });
    this.remember(res.headers['set-cookie']);
    return res;
  }

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const mutating = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    return this.raw({
      method,
      url,
      headers: { ...(mutating ? { 'x-csrf-token': await this.token() } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
  }

  /** Inject options carrying this client's cookies and a valid anti-forgery token (fetch `token()` first). */
  get withCsrf(): { headers: Record<string, string> } {
    return { headers: { cookie: this.cookieHeader(), 'x-csrf-token': this.csrfToken ?? '' } };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }

  async login(email: string, password = 'DemoPass!2026') {
    const res = await this.post('/api/auth/login', { email, password });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return res;
  }
}
