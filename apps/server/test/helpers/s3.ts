import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The one key pair s3rver 3.7 knows (its built-in account). */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The portal's environment for storing in this bucket (`STORAGE=s3` and the `S3_*` settings). */
  env: Record<string, string>;
  /** s3rver's data folder (`<directory>/<bucket>/…`). */
  directory: string;
  /** While set, every request is answered with this S3 error instead. */
  fault: { status: number; code: string } | null;
  stop(): Promise<void>;
}

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

const errorXml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * Checks a Signature V4 Authorization header against the request as it
 * arrived (method, raw path, the signed headers' values), written from the
 * AWS documentation apart from the signer under test. s3rver 3.7 does not
 * do this: for V4 it only checks that the access key exists and the header
 * is well formed ("Signature version 4 calculation is unimplemented" in its
 * lib/middleware/authentication.js). The payload hash is taken as sent, not
 * recomputed from the body (s3rver reads the body).
 */
function signatureMatches(req: IncomingMessage, secret: string): boolean {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=[^/]+\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!auth) return false;
  const [, day = '', region = '', signedHeaders = '', signature = ''] = auth;
  const names = signedHeaders.split(';');
  if (!['host', 'x-amz-date', 'x-amz-content-sha256'].every((name) => names.includes(name))) return false;
  if (req.headers['content-type'] && !names.includes('content-type')) return false;
  const [pathname = '/', query = ''] = (req.url ?? '/').split('?');
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&');
  const canonicalRequest = [
    req.method,
    pathname,
    canonicalQuery,
    ...names.map((name) => `${name}:${String(req.headers[name] ?? '').trim()}`),
    '',
    signedHeaders,
    String(req.headers['x-amz-content-sha256']),
  ].join('\n');
  const amzDate = String(req.headers['x-amz-date']);
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${sha256(canonicalRequest)}`;
  const key = ['s3', 'aws4_request'].reduce((k, part) => hmac(k, part), hmac(hmac(`AWS4${secret}`, day), region));
  const expected = Buffer.from(createHmac('sha256', key).update(stringToSign).digest('hex'));
  return amzDate.startsWith(day) && timingSafeEqual(expected, Buffer.from(signature));
}

/** What the helper reads of s3rver's store (not in its type declarations). */
interface S3rverStore {
  listObjects(
    bucket: string,
    options: { startAfter?: string; maxKeys?: number },
  ): Promise<{ objects: Array<{ key: string; lastModifiedDate: Date; size: number }>; isTruncated: boolean }>;
}

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

/**
 * ListObjectsV2 (`GET /<bucket>?list-type=2`) answered from s3rver's store:
 * s3rver 3.7 makes its continuation tokens with DES, which OpenSSL 3 (Node 17
 * and later) no longer offers, so a truncated page is a 500 there. The token
 * here is `+/=` and the last key in base64 (S3's hold such characters too),
 * so the client must sign and send it encoded alike.
 */
async function listObjectsV2(store: S3rverStore, bucket: string, query: URLSearchParams, res: ServerResponse) {
  const maxKeys = Math.min(1000, Number(query.get('max-keys') ?? 1000));
  const token = query.get('continuation-token');
  const startAfter = token?.startsWith('+/=') ? Buffer.from(token.slice(3), 'base64').toString('utf8') : '';
  const { objects, isTruncated } = await store.listObjects(bucket, { startAfter, maxKeys });
  const last = objects.at(-1)?.key;
  const next = isTruncated && last ? `+/=${Buffer.from(last).toString('base64')}` : null;
  const contents = objects
    .map(
      (o) =>
        `<Contents><Key>${xmlEscape(o.key)}</Key><LastModified>${o.lastModifiedDate.toISOString()}</LastModified><Size>${o.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
    )
    .join('');
  res
    .writeHead(200, { 'content-type': 'application/xml' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix></Prefix><KeyCount>${objects.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${isTruncated}</IsTruncated>${contents}${next ? `<NextContinuationToken>${next}</NextContinuationToken>` : ''}</ListBucketResult>`,
    );
}

/**
 * An S3-compatible server in this process: s3rver on a free port of
 * 127.0.0.1 with one bucket, in a temporary folder, behind a check of each
 * request's Signature V4 (see `signatureMatches`); ListObjectsV2 is
 * answered by the helper (`listObjectsV2`).
 */
export async function startTestS3(bucket = 'portal-images'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const state: Pick<TestS3, 'fault'> = { fault: null };
  const answer = (res: ServerResponse, status: number, code: string, message: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' }).end(errorXml(code, message));
  };
  const server = createServer((req, res) => {
    if (state.fault) return answer(res, state.fault.status, state.fault.code, 'Injected by the test.');
    // Other access keys go on to s3rver, which refuses unknown ones (InvalidAccessKeyId).
    const ours = (req.headers.authorization ?? '').includes(`Credential=${ACCESS_KEY_ID}/`);
    if (ours && !signatureMatches(req, SECRET_ACCESS_KEY)) {
      req.resume();
      return answer(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match.');
    }
    const url = new URL(req.url ?? '/', 'http://s3.test');
    const listing = url.pathname.replace(/\/$/, '') === `/${bucket}` && url.searchParams.get('list-type') === '2';
    if (ours && req.method === 'GET' && listing) {
      const { store } = s3rver as unknown as { store: S3rverStore };
      listObjectsV2(store, bucket, url.searchParams, res).catch(() =>
        answer(res, 500, 'InternalError', 'Listing failed.'),
      );
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    directory,
    get fault() {
      return state.fault;
    },
    set fault(value) {
      state.fault = value;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
