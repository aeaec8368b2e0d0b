import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connectDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { formatDemoAccounts, isEmpty, seedDemo } from './db/seed/demo.js';
import { startDatabaseServer } from './db/start.js';
import { type JobQueue, startJobQueue } from './jobs/queue.js';
import { storageFor } from './lib/configured-storage.js';
import { createLogDestination } from './logging.js';
import { createMailTransport } from './mail/transport.js';
import { refreshStaleReadiness } from './modules/analytics/index.js';
import { serializeError } from './plugins/errors.js';

const config = loadConfig();
const dbLog =
  config.logLevel === 'debug' || config.logLevel === 'trace'
    ? (l: string) => console.log(`[pg] ${l}`)
    : () => undefined;

// Request logs go to stdout without a blocking write per line (flushed at exit).
const logStream = createLogDestination();
const server = await startDatabaseServer(config, dbLog, {
  report: (line) => console.error(line),
  onGiveUp: () => {
    console.error('The portal stops without its database (exit code 1), so that whatever runs it can act.');
    void shutdown('embedded PostgreSQL gone', 1);
  },
});
const database = connectDatabase(server.url);
const mail = createMailTransport(config);
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let jobs: JobQueue | undefined;

/** Requests still running this long after a stop signal are cut off: nothing stuck may keep the portal up. */
const SHUTDOWN_DEADLINE_MS = 10_000;

/** Stop the embedded PostgreSQL, waiting at most a few seconds (a next start recovers one left running). */
function stopDatabaseQuickly(): Promise<void> {
  return Promise.race([server.stop().catch(() => undefined), new Promise<void>((r) => setTimeout(r, 3_000))]);
}

let stopping = false;
async function shutdown(signal: string, exitCode = 0) {
  if (stopping) {
    // A second Ctrl+C: stop now.
    await stopDatabaseQuickly();
    process.exit(1);
  }
  stopping = true;
  app?.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    console.error(`Requests still running ${SHUTDOWN_DEADLINE_MS / 1000} s after ${signal}; stopping anyway.`);
    void stopDatabaseQuickly().finally(() => process.exit(1));
  }, SHUTDOWN_DEADLINE_MS).unref();
  try {
    await app?.close();
    await jobs?.stop();
    mail.close();
    await database.close();
    await server.stop();
  } finally {
    try {
      logStream.flushSync();
    } catch {
      // Nothing more can be done about a log that cannot be written.
    }
    process.exit(exitCode);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await migrateDatabase(database.db);
  if (!config.isProduction && (await isEmpty(database.db))) {
    const accounts = await seedDemo(database.db, { storage: storageFor(config) });
    console.log(`Seeded the demo world.\n${formatDemoAccounts(accounts)}`);
  } else if (!config.isProduction) {
    const { demoAccounts } = await import('./db/seed/demo.js');
    console.log(formatDemoAccounts(demoAccounts()));
  }
  jobs = await startJobQueue({
    pool: database.pool,
    db: database.db,
    transport: mail.send,
    // Through the error serializer: a failed query's parameters never reach the log.
    onError: (error) => console.error('job queue error', JSON.stringify(serializeError(error as Error))),
    sessionIdleMs: config.sessionIdleMs,
  });
  app = await buildApp({ config, db: database.db, pool: database.pool, jobs, logger: { stream: logStream } });
  await app.listen({ port: config.port, host: config.host });
  // In the background, after the server listens: the readiness of every trainee without a figure of this model version
  // (a model change recomputes all, folding again where the fold's constants changed) or with a stale one; progress
  // is logged every 200 users, a user who fails is logged and passed.
  const services = app.services;
  void refreshStaleReadiness(services)
    .then((count) => count > 0 && console.log(`Stored the FLS readiness of ${count} trainees.`))
    .catch((error: unknown) => services.log.error({ err: error }, 'readiness refresh failed'));
  console.log(`Portal ready at ${config.appUrl}${server.embedded ? ' (embedded PostgreSQL)' : ''}`);
  if (!config.smtpUrl && !config.isProduction)
    console.log(`Mails go to the development outbox: ${config.appUrl}/dev/mails`);
} catch (error) {
  console.error(error);
  await database.close().catch(() => undefined);
  await server.stop().catch(() => undefined);
  process.exit(1);
}
