#!/usr/bin/env node
// `npm start` (and, in production, `NODE_ENV=production node scripts/start.mjs`): build the web app when it is
// missing, incomplete or older than its sources, then run the server (API and web on one port). SIGTERM or SIGINT
// stops everything it started: the web build (web-build.mjs passes the signal on to Vite), the server and its
// embedded PostgreSQL (src/main.ts).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Under `npm start`, npm passes its stop signal to the shell it runs this in, and the shell dies without passing it
// on. So a parent that goes away counts as SIGTERM: the portal stops, and its embedded PostgreSQL with it.
const parent = process.ppid;
const watchParent = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watchParent);
  process.kill(process.pid, 'SIGTERM');
}, 500).unref();

// Atomic: a build stopped half-way is never taken for a complete one (see web-build.mjs).
try {
  await ensureWebBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The server runs in this very process (TypeScript through tsx's loader): one
// process to stop, and nothing left behind if it is killed.
const { register } = await import('tsx/esm/api');
register();
process.chdir(path.join(root, 'apps/server'));
await import(pathToFileURL(path.join(root, 'apps/server/src/main.ts')).href);
