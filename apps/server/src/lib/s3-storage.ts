import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { XMLParser } from 'fast-xml-parser';
import type { S3Settings } from '../config.js';
import { assertKey, fileUrl, type ListedObject, type Storage } from './storage.js';

/**
 * Where and how to reach an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …):
 * `endpoint` is the service's base URL (`https://s3.eu-central-1.amazonaws.com`,
 * `http://minio:9000`); `forcePathStyle` addresses `endpoint/bucket/key` (what
 * MinIO and most self-hosted services expect), otherwise `bucket.endpoint/key`.
 */
export interface S3StorageOptions extends S3Settings {
  /** A request taking longer is aborted (default 30 s). */
  timeoutMs?: number;
  /** Keys asked for per page of a listing (default 1000, S3's most); tests page with fewer. */
  listPageSize?: number;
}

/** RFC 3986 encoding as Signature V4 wants it: everything but `A-Za-z0-9-._~` (and `/` in a path). */
export function uriEncode(value: string, keepSlash = true): string {
  const encoded = encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

/**
 * The S3 signer (AWS Signature Version 4 in the Authorization header, `aws4fetch`): the request to send, signed over
 * every header given. Without `x-amz-content-sha256` the payload is `UNSIGNED-PAYLOAD`, which S3 accepts over TLS and
 * which spares hashing a large upload before sending it.
 */
export function s3Signer(options: Pick<S3Settings, 'accessKeyId' | 'secretAccessKey' | 'region'>) {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 0,
  });
  return (url: URL, init: { method: string; headers?: Record<string, string>; body?: Uint8Array; datetime?: string }) =>
    client.sign(url.toString(), {
      method: init.method,
      headers: init.headers,
      body: init.body,
      aws: { allHeaders: true, ...(init.datetime ? { datetime: init.datetime } : {}) },
    });
}

/** The URL of an object, path-style (`endpoint/bucket/key`) or virtual-hosted (`bucket.endpoint/key`). */
export function objectUrl(options: Pick<S3StorageOptions, 'endpoint' | 'bucket' | 'forcePathStyle'>, key: string): URL {
  const url = new URL(options.endpoint);
  const base = url.pathname.replace(/\/+$/, '');
  const bucket = uriEncode(options.bucket, false);
  if (options.forcePathStyle) url.pathname = `${base}/${bucket}/${uriEncode(key)}`;
  else {
    url.hostname = `${options.bucket}.${url.hostname}`;
    url.pathname = `${base}/${uriEncode(key)}`;
  }
  url.search = '';
  return url;
}

/** The URL of the bucket itself (for listing), path-style or virtual-hosted like `objectUrl`. */
export function bucketUrl(options: Pick<S3StorageOptions, 'endpoint' | 'bucket' | 'forcePathStyle'>): URL {
  const url = new URL(options.endpoint);
  const base = url.pathname.replace(/\/+$/, '');
  if (options.forcePathStyle) url.pathname = `${base}/${uriEncode(options.bucket, false)}`;
  else {
    url.hostname = `${options.bucket}.${url.hostname}`;
    url.pathname = `${base}/`;
  }
  url.search = '';
  return url;
}

const xml = new XMLParser({
  isArray: (name) => name === 'Contents',
  parseTagValue: false,
  // Numeric character references (`&#61;`) as well as the five named entities.
  htmlEntities: true,
  ignoreDeclaration: true,
});

/** One page of a ListObjectsV2 answer: the objects, and the token of the next page when there is one. */
export function parseListPage(text: string): { objects: ListedObject[]; next: string | null } {
  const result = xml.parse(text)?.ListBucketResult;
  if (!result) throw new Error('S3 listing without a ListBucketResult');
  const objects = ((result.Contents ?? []) as Array<{ Key?: unknown; LastModified?: unknown }>).map((contents) => {
    const at = typeof contents.LastModified === 'string' ? new Date(contents.LastModified) : null;
    if (typeof contents.Key !== 'string' || !at || Number.isNaN(at.getTime())) {
      throw new Error('S3 listing without a key or date');
    }
    return { key: contents.Key, lastModified: at };
  });
  const truncated = String(result.IsTruncated).trim() === 'true';
  const token = typeof result.NextContinuationToken === 'string' ? result.NextContinuationToken : null;
  if (truncated && !token) throw new Error('S3 listing is truncated without a continuation token');
  return { objects, next: truncated ? token : null };
}

/** `<Code>` and `<Message>` of an S3 error document, as `status Code (Message)`. */
function failureOf(status: number, body: string): string {
  let code: unknown;
  let message: unknown;
  try {
    ({ Code: code, Message: message } = xml.parse(body)?.Error ?? {});
  } catch {
    // Not XML (a proxy's page): the status says enough.
  }
  return [status, typeof code === 'string' && code, typeof message === 'string' && `(${message})`]
    .filter(Boolean)
    .join(' ');
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

/** The failure of an answer (never the request's credentials: S3 does not echo the secret). */
async function describeFailure(res: Response): Promise<string> {
  return failureOf(res.status, res.body ? (await res.text().catch(() => '')).slice(0, 4096) : '');
}

/**
 * Objects in an S3-compatible bucket, signed with Signature V4 over `fetch`.
 * `url(key)` stays `/api/files/<key>`: the portal proxies the object, so the
 * bucket needs no public access, CORS or CSP entry.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const where = (key: string) => `${new URL(options.endpoint).host} bucket ${options.bucket} key ${key}`;
  const sign = s3Signer(options);

  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    contentType?: string,
    extraHeaders: Record<string, string> = {},
  ) {
    assertKey(key);
    const request = await sign(objectUrl(options, key), {
      method,
      headers: { ...(contentType ? { 'content-type': contentType } : {}), ...extraHeaders },
      body: body ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength) : undefined,
    });
    try {
      return await fetch(request, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new Error(`S3 ${method} failed (${where(key)}): ${reason}`, { cause: error });
    }
  }

  const fail = async (method: string, key: string, res: Response) =>
    new Error(`S3 ${method} failed (${where(key)}): ${await describeFailure(res)}`);

  /**
   * A PUT streamed from a file with its Content-Length, the payload not hashed
   * (`UNSIGNED-PAYLOAD`, which S3 accepts for Signature V4 in the header form):
   * hashing a file of gigabytes first would read it twice. node:http rather
   * than fetch, which would send a stream chunked. The timeout is between two
   * reads or writes, not for the whole upload.
   */
  async function putStream(key: string, source: string, contentType: string) {
    assertKey(key);
    const { size } = await stat(source);
    const url = objectUrl(options, key);
    const signed = await sign(url, {
      method: 'PUT',
      headers: { 'content-type': contentType, 'content-length': String(size) },
    });
    const headers = Object.fromEntries(signed.headers);
    const client = url.protocol === 'https:' ? https : http;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = client.request(url, { method: 'PUT', headers }, (res) => {
        const chunks: Buffer[] = [];
        let length = 0;
        res.on('data', (chunk: Buffer) => {
          if (length < 4096) chunks.push(chunk);
          length += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`no progress for ${timeoutMs} ms`)));
      req.on('error', reject);
      pipeline(createReadStream(source), req).catch(reject);
    });
    let result: { status: number; body: string };
    try {
      result = await answer;
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new Error(`S3 PUT failed (${where(key)}): ${reason}`, { cause: error });
    }
    if (result.status < 200 || result.status >= 300) {
      const failure = failureOf(result.status, result.body);
      throw new Error(`S3 PUT failed (${where(key)}): ${failure}`);
    }
  }

  return {
    putFile: putStream,
    async put(key, bytes, contentType) {
      const res = await send('PUT', key, bytes, contentType);
      if (!res.ok) throw await fail('PUT', key, res);
      await res.body?.cancel();
    },
    async get(key, range) {
      const rangeHeader: Record<string, string> = range
        ? { range: 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}` }
        : {};
      const res = await send('GET', key, undefined, undefined, rangeHeader);
      if (range && res.status === 416) {
        const total = /\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1];
        await res.body?.cancel();
        return {
          body: Readable.from([]),
          contentType: 'application/octet-stream',
          size: total ? Number(total) : 0,
          range: 'unsatisfiable',
        };
      }
      if (res.status === 404) {
        const failure = await describeFailure(res);
        // A missing bucket is a configuration error, not a missing file.
        if (/NoSuchBucket/.test(failure)) throw new Error(`S3 GET failed (${where(key)}): ${failure}`);
        return null;
      }
      if (!res.ok || !res.body) throw await fail('GET', key, res);
      const contentType =
        res.headers.get('content-type') ?? CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
      if (range && res.status === 206) {
        // `bytes <start>-<end>/<total>`: the part sent and the whole object's size.
        const parts = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.headers.get('content-range') ?? '');
        if (!parts) throw new Error(`S3 GET failed (${where(key)}): 206 without a usable Content-Range`);
        return {
          body: Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>),
          contentType,
          size: Number(parts[3]),
          range: { start: Number(parts[1]), end: Number(parts[2]) },
        };
      }
      const length = res.headers.get('content-length');
      if (length === null) {
        // Without a length (a chunked answer), read it whole: stored images are at most a few MB.
        const bytes = Buffer.from(await res.arrayBuffer());
        return { body: Readable.from([bytes]), contentType, size: bytes.length };
      }
      return {
        body: Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>),
        contentType,
        size: Number(length),
      };
    },
    async *list() {
      const pageSize = options.listPageSize ?? 1000;
      const where = `${new URL(options.endpoint).host} bucket ${options.bucket}`;
      let token: string | null = null;
      do {
        const url = bucketUrl(options);
        const query: Array<[string, string]> = [
          ['list-type', '2'],
          ['max-keys', String(pageSize)],
        ];
        if (token) query.push(['continuation-token', token]);
        // Encoded as Signature V4 encodes it, so the query sent is the query signed (a token holds `+`, `/`, `=`).
        url.search = query.map(([name, value]) => `${uriEncode(name, false)}=${uriEncode(value, false)}`).join('&');
        let res: Response;
        try {
          res = await fetch(await sign(url, { method: 'GET' }), { signal: AbortSignal.timeout(timeoutMs) });
        } catch (error) {
          const cause = (error as { cause?: { code?: string; message?: string } }).cause;
          const reason = cause?.code ?? cause?.message ?? (error as Error).message;
          throw new Error(`S3 LIST failed (${where}): ${reason}`, { cause: error });
        }
        if (!res.ok) throw new Error(`S3 LIST failed (${where}): ${await describeFailure(res)}`);
        const page = parseListPage(await res.text());
        yield* page.objects;
        token = page.next;
      } while (token);
    },
    async delete(key) {
      const res = await send('DELETE', key);
      // S3 answers 204 whether or not the object was there; some services answer 404.
      if (!res.ok && res.status !== 404) throw await fail('DELETE', key, res);
      await res.body?.cancel();
    },
    url: fileUrl,
  };
}
