import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Text the API answers with (JSON, text, XML, JavaScript) is compressible; an
 * event stream is not (it must flush each event), nor are binary downloads,
 * which are compressed already or should be.
 */
export const COMPRESSIBLE_RESPONSE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|^application\/javascript/;

/**
 * Dynamic answers over 1 KB are compressed (brotli, else gzip) by what the
 * client accepts. Routes must be registered after this plugin; the web app's
 * files opt out, they are compressed at build time (plugins/web.ts). Request
 * bodies are not decompressed: a compressed upload stays a 4xx as before.
 */
export default fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_RESPONSE,
    globalDecompression: false,
  });
});
