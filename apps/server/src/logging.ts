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
 *
 * The buffer holds each line as bytes (sonic-boom's `buffer` mode): in its
 * default text mode every line measured the UTF-8 length of all the text
 * gathered so far (up to 16 KiB, flattened again each time), a few µs of every
 * request.
 */
export function createLogDestination(dest: string | number = 1, { sync = false }: { sync?: boolean } = {}) {
  if (sync) return pino.destination({ dest, sync: true });
  const stream = pino.destination({ dest, sync: false, minLength: LOG_BUFFER_BYTES, contentMode: 'buffer' });
  const write = stream.write.bind(stream) as unknown as (bytes: Buffer) => boolean;
  stream.write = (line: string) => write(Buffer.from(line));
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
