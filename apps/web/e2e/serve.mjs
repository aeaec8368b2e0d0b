#!/usr/bin/env node
// The server the end-to-end tests drive: `npm start` (production web build,
// embedded PostgreSQL) on a data directory wiped first, so every run starts
// from the demo world alone. Beside it runs a real SMTP server that receives
// the portal's mails, and a small HTTP inbox the specs read them from.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = path.join(root, '.data/e2e');
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const inboxPort = Number(process.env.E2E_INBOX_PORT ?? 3199);
rmSync(dataDir, { recursive: true, force: true });

const received = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
        received.push({
          to: to?.value[0]?.address?.toLowerCase() ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          at: Date.now(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

// GET /mails?to=address → the mails to that address, oldest first.
http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://inbox');
    const to = url.searchParams.get('to')?.toLowerCase();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(received.filter((m) => !to || m.to === to)));
  })
  .listen(inboxPort, '127.0.0.1');

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54349',
  DATABASE_URL: '',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
};
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: 'inherit' });
const stop = (signal) => {
  server.kill(signal);
  smtp.close();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
server.on('exit', (code) => process.exit(code ?? 0));
