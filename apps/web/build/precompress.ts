import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What gets compressed copies; the server serves them for these types only (apps/server/src/plugins/web.ts). */
export const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|xml|webmanifest)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Brotli (quality 11) and gzip (level 9) copies beside every text file of the
 * build, made once here so that the server never compresses a static file per
 * request. A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  return {
    name: 'portal:precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const jobs: Promise<void>[] = [];
      for await (const file of walk(dir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        jobs.push(
          (async () => {
            const source = await readFile(file);
            const [br, gzipped] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gz(source, { level: 9 }),
            ]);
            if (br.length < source.length) await writeFile(`${file}.br`, br);
            if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
