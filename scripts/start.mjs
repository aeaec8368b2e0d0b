#!/usr/bin/env node
// `npm start`: build the web app when it is missing, incomplete or older than
// its sources, then run the server (API and web on one port).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
