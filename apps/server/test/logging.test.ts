import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogDestination } from '../src/logging.js';

const dir = await mkdtemp(path.join(tmpdir(), 'portal-log-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the log destination', () => {
  it('writes every line whole and in order, text beyond ASCII included, and flushes what is left at exit', async () => {
    const file = path.join(dir, 'server.log');
    const stream = createLogDestination(file);
    await once(stream, 'ready');
    const log = pino({ base: null, timestamp: false }, stream);
    // More than one buffer's worth, while earlier writes are still under way.
    for (let i = 0; i < 3_000; i++) log.info({ i, city: 'Zürich', who: 'Ärztin 🩺' }, 'request completed');
    stream.flushSync();
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(3_000);
    lines.forEach((line, i) => {
      expect(JSON.parse(line)).toEqual({ level: 30, i, city: 'Zürich', who: 'Ärztin 🩺', msg: 'request completed' });
    });
    stream.end();
  });
});
