import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Content types of the files the build compresses (apps/web/build/precompress.ts), as @fastify/send names them. */
const COMPRESSED_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

/** Preferred first when the client accepts both equally. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** A file of the build and the compressed copies made beside it at build time. */
export interface WebFile {
  /** Path relative to the build folder, with forward slashes. */
  file: string;
  immutable: boolean;
  /** Content type for the compressed copies (send derives it from the name otherwise). */
  type?: string;
  variants: Partial<Record<Encoding, string>>;
}

/** The build's files by URL path; compressed copies and the completion stamp are not served as files of their own. */
export function scanBuild(root: string): Map<string, WebFile> {
  const list = (prefix: string): string[] =>
    readdirSync(path.join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? list(rel) : entry.isFile() ? [rel] : [];
    });
  const all = new Set(list(''));
  const files = new Map<string, WebFile>();
  for (const file of all) {
    if (/\.(?:br|gz)$/.test(file) || file.startsWith('.')) continue;
    const type = COMPRESSED_TYPES[path.extname(file)];
    const variants: WebFile['variants'] = {};
    if (type)
      for (const encoding of ENCODINGS)
        if (all.has(file + SUFFIX[encoding])) variants[encoding] = file + SUFFIX[encoding];
    files.set(`/${file}`, { file, immutable: file.startsWith('assets/'), type, variants });
  }
  return files;
}

/**
 * The compressed copy the client takes, by its Accept-Encoding (q-values
 * count: `br;q=0, gzip` is gzip), or undefined for the file itself.
 */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const offered = ENCODINGS.filter((e) => available.includes(e));
  return (negotiate(acceptEncoding.toLowerCase(), offered) as Encoding | null) ?? undefined;
}

function sendWebFile(request: FastifyRequest, reply: FastifyReply, root: string, entry: WebFile) {
  reply.header('cache-control', entry.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  const available = Object.keys(entry.variants) as Encoding[];
  if (available.length === 0) return reply.sendFile(entry.file, root);
  reply.header('vary', 'Accept-Encoding');
  // A byte range means bytes of the file itself: a range request gets the uncompressed file, as it would
  // from a server that compresses on the fly.
  const encoding = request.headers.range ? undefined : pickEncoding(request.headers['accept-encoding'], available);
  const variant = encoding && entry.variants[encoding];
  if (!encoding || !variant) return reply.sendFile(entry.file, root);
  reply.header('content-type', entry.type).header('content-encoding', encoding);
  return reply.sendFile(variant, root, { contentType: false, acceptRanges: false });
}

declare module 'fastify' {
  interface FastifyReply {
    /** Send the web app's index.html (compressed when the client accepts it). */
    sendWebApp(): FastifyReply;
  }
}

/**
 * Serve the built web app from the same port as the API. Hashed assets are
 * cached for a year; index.html is always revalidated so a deploy shows at once.
 * Compressed copies made at build time are served by Accept-Encoding, with Vary.
 * Any non-API GET that is not a file falls back to index.html (client routing,
 * in the not-found plugin).
 */
export default fp(async function web(app: FastifyInstance) {
  const root = app.config.webDist;
  // One route per file found at start: a rebuild is served after a restart (npm start rebuilds first).
  const files = existsSync(root) ? scanBuild(root) : new Map<string, WebFile>();
  const index = files.get('/index.html');
  if (!index) {
    app.log.warn({ root }, 'web build not found: serving the API only (run npm run build)');
    return;
  }
  // sendFile only (ranges, ETag, conditional requests); the routes are ours.
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false });
  for (const [url, entry] of files) {
    app.route({
      method: ['GET', 'HEAD'],
      url,
      // Compressed at build time; never again per request.
      compress: false,
      schema: { hide: true },
      handler: (request, reply) => sendWebFile(request, reply, root, entry),
    });
  }
  app.decorateReply('sendWebApp', function sendWebApp(this: FastifyReply) {
    return sendWebFile(this.request, this, root, index);
  });
  app.decorate('hasWebApp', true);
});
