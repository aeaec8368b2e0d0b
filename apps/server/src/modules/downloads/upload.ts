import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import { RELEASE_FILE_FIELD, stripFormatCharacters } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, validation } from '../../lib/app-error.js';
import type { ReceivedFile } from './service.js';

/**
 * The original file name as a download name: no folders, quotes, backslashes, control characters or
 * invisible format characters (`evil\u202Egpj.exe` would show as `evilexe.jpg`); at most 200
 * characters; `download.bin` when nothing is left.
 */
export function sanitizeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = stripFormatCharacters(base)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"\\]/g, '')
    .trim()
    .slice(0, 200);
  return clean && clean !== '.' && clean !== '..' ? clean : 'download.bin';
}

/** `2 GB`, `64 KB`: the limit as the message shows it (binary units, as the contracts count). */
const sizeText = (bytes: number) =>
  bytes >= 1024 ** 3 && bytes % 1024 ** 3 === 0
    ? `${bytes / 1024 ** 3} GB`
    : bytes >= 1024 ** 2
      ? `${Math.floor(bytes / 1024 ** 2)} MB`
      : `${Math.floor(bytes / 1024)} KB`;

const tooLarge = (maxBytes: number) => {
  const params = { max: sizeText(maxBytes) };
  return new AppError('too_large', 'error.release_file_too_large', params, {
    [RELEASE_FILE_FIELD]: [{ key: 'error.release_file_too_large', params }],
  });
};

/**
 * Reads a multipart body with one file in `file` straight from the request,
 * hashing and counting it on the way into a temporary file under
 * `DATA_DIR/tmp`: never held in memory. A file over `maxBytes` is a 413, no
 * or an empty file a 422; the temporary file is removed on every failure.
 */
export async function receiveReleaseFile(
  request: FastifyRequest,
  dataDir: string,
  maxBytes: number,
): Promise<ReceivedFile> {
  const folder = path.join(dataDir, 'tmp');
  await mkdir(folder, { recursive: true });
  const target = path.join(folder, `release-upload-${randomUUID()}.tmp`);
  let received: Omit<ReceivedFile, 'path'> | null = null;
  let truncated = false;
  const writes: Promise<void>[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let parser: BusboyInstance;
      try {
        parser = new Busboy({
          headers: request.headers as BusboyHeaders,
          limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1000 },
        });
      } catch (error) {
        reject(error);
        return;
      }
      parser.on('file', (field, stream, filename) => {
        if (field !== RELEASE_FILE_FIELD || received) {
          stream.resume();
          return;
        }
        const hash = createHash('sha256');
        let size = 0;
        const entry = { fileName: sanitizeFileName(filename), sizeBytes: 0, sha256: '' };
        received = entry;
        stream.on('limit', () => {
          truncated = true;
        });
        const count = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            size += chunk.length;
            done(null, chunk);
          },
        });
        writes.push(
          pipeline(stream, count, createWriteStream(target)).then(() => {
            entry.sizeBytes = size;
            entry.sha256 = hash.digest('hex');
          }),
        );
      });
      parser.on('error', reject);
      parser.on('finish', resolve);
      request.raw.on('error', reject);
      request.raw.on('aborted', () => reject(new AppError('bad_request', 'error.malformed_body')));
      request.raw.pipe(parser);
    });
    await Promise.all(writes);
    if (truncated) throw tooLarge(maxBytes);
    const file = received as Omit<ReceivedFile, 'path'> | null;
    if (!file) throw validation({ [RELEASE_FILE_FIELD]: ['validation.release_file_required'] });
    if (file.sizeBytes === 0) throw validation({ [RELEASE_FILE_FIELD]: ['validation.release_file_empty'] });
    return { ...file, path: target };
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}
