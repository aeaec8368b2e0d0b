import pino from 'pino';

/** Log lines are gathered up to this many bytes into one write… */
const LOG_BUFFER_BYTES = 4096;
/** …and written at least this often, so that a quiet server's log is still current. */
const LOG_FLUSH_MS = 100;

/**
 * Where the server's log goes (stdout by default). Request logging writes a
 * line per request (app.ts `AccessLog`); one blocking write per line cost more
 * than the request itself. Lines are buffered and written asynchronously instead: when 4 KiB
 * are gathered or 100 ms passed. Pino flushes what is left when the process
 * exits; `shutdown` in main.ts flushes it too. `sync: true` is the old way (the
 * benchmark compares both).
 */
export function createLogDestination(dest: string | number = 1, { sync = false }: { sync?: boolean } = {}) {
  if (sync) return pino.destination({ dest, sync: true });
  const stream = pino.destination({ dest, sync: false, minLength: LOG_BUFFER_BYTES });
  const timer = setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Not open yet, or already closed: the next tick (or the exit handler) writes it.
    }
  }, LOG_FLUSH_MS);
  timer.unref();
  stream.on('close', () => clearInterval(timer));
  return stream;
}
