/**
 * `npm run bench:analytics`: the analytics reads over the 10 million results of `bench:training`'s world
 * (bench/training-world.ts: 2,000 trainees in 100 organizations, one of them of 200 members, each with 500
 * sessions over 26 weeks, their rollups, summaries and stored readiness). Signed in as a trainee of the
 * 200-member organization and as its license manager, 10 connections (`BENCH_CONNECTIONS`) for `BENCH_SECONDS`
 * each, next to a bare Fastify route in the same run. Prints p50 and p95 per route. A measurement, not a test.
 */
import http from 'node:http';
import { connectDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { signIn, startBareRoute, startPortal } from './support.js';
import { ensureTrainingWorld, startTrainingDatabase, TRAINING_WORLD } from './training-world.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const embedded = await startTrainingDatabase();
const url = embedded.url;
const database = connectDatabase(url, 10);
await migrateDatabase(database.db);
const counts = await ensureTrainingWorld(database);

const portal = await startPortal(database, url);
const appUrl = portal.url;
const bare = await startBareRoute();

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function get(target: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(target, { agent, headers: cookie ? { cookie } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

/** `CONNECTIONS` loops for `SECONDS`, each timing its requests one after another: p50 and p95 of them all. */
async function measure(title: string, target: string, cookie?: string) {
  const times: number[] = [];
  let failed = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const start = process.hrtime.bigint();
        const status = await get(target, cookie);
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
        if (status !== 200) failed++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
  console.log(
    `${title.padEnd(44)} ${(times.length / SECONDS).toFixed(0).padStart(6)} req/s   p50 ${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms` +
      (failed ? `   non-200: ${failed}` : ''),
  );
}

const { cookie: trainee } = await signIn(appUrl, TRAINING_WORLD.trainee);
const { cookie: manager } = await signIn(appUrl, TRAINING_WORLD.manager);
console.log(
  `${CONNECTIONS} connections, ${SECONDS} s each; ${TRAINING_WORLD.trainees.toLocaleString('en')} trainees in ` +
    `${TRAINING_WORLD.organizations} organizations (one of ${TRAINING_WORLD.bigTeam}), ` +
    `${counts.results.toLocaleString('en')} exercise results, ${counts.rollups.toLocaleString('en')} training_daily rows, ` +
    `${counts.sessions.toLocaleString('en')} sessions; Node ${process.version}\n`,
);
await measure('bare Fastify route', bare.url);
await measure('GET /api/trainee/overview', `${appUrl}/api/trainee/overview`, trainee);
await measure(
  'GET /api/trainee/training-activity (30 days)',
  `${appUrl}/api/trainee/training-activity?preset=last_30_days`,
  trainee,
);
await measure('GET /api/trainee/skills/transferring', `${appUrl}/api/trainee/skills/transferring`, trainee);
await measure('GET /api/manager/team (200 members, page 1)', `${appUrl}/api/manager/team`, manager);
await measure(
  'GET /api/manager/team (100 a page, by -progress)',
  `${appUrl}/api/manager/team?per_page=100&sort=-fls_progress`,
  manager,
);
await measure('GET /api/manager/team/hours-per-week', `${appUrl}/api/manager/team/hours-per-week`, manager);

agent.destroy();
await portal.close();
await bare.close();
await database.close();
await embedded.stop();
