import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCT_NAME, RELEASE_UPLOAD_MAX_BYTES, RETENTION_YEARS_DEFAULT } from '@portal/contracts';
import { z } from 'zod';
import { ed25519PrivateKey } from './lib/ed25519-key.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root (apps/server/src → ../../..). */
export const repoRoot = path.resolve(here, '../../..');

const duration = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = (fallback = false) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));
/** An optional text where an empty value (`S3_BUCKET=` in a compose file) counts as unset. */
const text = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** What `STORAGE=s3` cannot do without. */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Bulk mail's pace when not configured (`MAIL_BULK_WORKERS`, `MAIL_BULK_PER_SECOND`). */
export const BULK_MAIL_DEFAULTS = { workers: 4, perSecond: 10 };

const fields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Only this machine by default; a server says HOST=0.0.0.0.
  HOST: z.string().default('127.0.0.1'),
  APP_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_IDLE_MINUTES: duration(120),
  SESSION_ABSOLUTE_HOURS: duration(24 * 7),
  // How long an instance may answer from its in-memory copy of a session's user (0: always ask PostgreSQL).
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  TRUST_PROXY: flag(),
  BODY_LIMIT_BYTES: duration(1024 * 1024),
  // The largest release file an admin may upload (at most the contracts' 2 GiB).
  RELEASE_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .max(RELEASE_UPLOAD_MAX_BYTES)
    .default(RELEASE_UPLOAD_MAX_BYTES),
  REQUEST_TIMEOUT_MS: duration(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Accounts without a sign-in for this many years are listed for erasure (docs/privacy.md, "Retention").
  RETENTION_YEARS: z.coerce.number().int().min(1).max(30).default(RETENTION_YEARS_DEFAULT),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  // Bulk mail (invitations): how many workers send it and how many mails per second they send at most, together
  // across all instances. Mail people wait for (sign-in, reset, activation) has its own queue and is never paced.
  MAIL_BULK_WORKERS: z.coerce.number().int().min(1).max(32).default(BULK_MAIL_DEFAULTS.workers),
  MAIL_BULK_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(BULK_MAIL_DEFAULTS.perSecond),
  // Where product and theme images live: DATA_DIR/uploads, or an S3-compatible bucket.
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/, error: 'an http(s) URL, e.g. https://s3.eu-central-1.amazonaws.com' }).optional(),
  ),
  S3_REGION: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('us-east-1')),
  S3_BUCKET: text,
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_FORCE_PATH_STYLE: flag(true),
  // The Ed25519 private key that signs the game's offline license files (PKCS#8 PEM); unset: a key generated
  // once and kept in DATA_DIR/keys (docs/security.md).
  GAME_LICENSE_KEY: text,
});

/** A PEM in one line of an env file may carry its line breaks as `\n`. */
const pemOf = (value: string) => value.replaceAll('\\n', '\n');

const schema = fields.superRefine((env, ctx) => {
  // A bad signing key stops the start, not the first game that asks for its license file.
  if (env.GAME_LICENSE_KEY) {
    try {
      ed25519PrivateKey(pemOf(env.GAME_LICENSE_KEY));
    } catch (error) {
      ctx.addIssue({ code: 'custom', path: ['GAME_LICENSE_KEY'], message: (error as Error).message });
    }
  }
  if (env.STORAGE !== 's3') return;
  for (const name of S3_REQUIRED) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when STORAGE=s3' });
  }
});

export type Env = z.infer<typeof schema>;

/** An S3-compatible bucket (see lib/s3-storage.ts). */
export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Where uploaded images are kept: `DATA_DIR/uploads`, or a bucket. */
export type StorageSettings = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  databaseUrl?: string;
  dataDir: string;
  embeddedPgPort: number;
  sessionSecret: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Signed-in users are cached this long at most; notifications drop them sooner (0: no cache). */
  sessionCacheMs: number;
  /** Secure cookies with the `__Host-` prefix when the portal is served over HTTPS. */
  secureCookies: boolean;
  trustProxy: boolean;
  bodyLimit: number;
  /** The largest release file upload (`RELEASE_UPLOAD_MAX_BYTES`). */
  releaseUploadMaxBytes: number;
  requestTimeoutMs: number;
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  /** SMTP server for real delivery; without it mails stay in the development outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** Invitations and other bulk mail: workers, and mails per second across all instances. */
  bulkMail: { workers: number; perSecond: number };
  storage: StorageSettings;
  /** Accounts nobody signed in to for this many years are listed for erasure (`RETENTION_YEARS`, default 3). */
  retentionYears: number;
  /** The license-signing Ed25519 private key (PKCS#8 PEM), or none: a generated one in `DATA_DIR/keys`. */
  gameLicenseKey?: string;
}

const DEV_SECRET = 'development-only-secret-change-me-in-production!';

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.SESSION_SECRET) throw new Error('SESSION_SECRET (32+ characters) is required in production');
  if (isProduction && !env.DATABASE_URL) throw new Error('DATABASE_URL is required in production');
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    appUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR),
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    sessionSecret: env.SESSION_SECRET ?? DEV_SECRET,
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
    sessionCacheMs: env.SESSION_CACHE_SECONDS * 1000,
    secureCookies: appUrl.startsWith('https://'),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: env.BODY_LIMIT_BYTES,
    releaseUploadMaxBytes: env.RELEASE_UPLOAD_MAX_BYTES,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL,
    webDist: path.join(repoRoot, 'apps/web/dist'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@${new URL(appUrl).hostname}>`,
    bulkMail: { workers: env.MAIL_BULK_WORKERS, perSecond: env.MAIL_BULK_PER_SECOND },
    storage: storageSettings(env),
    gameLicenseKey: env.GAME_LICENSE_KEY && pemOf(env.GAME_LICENSE_KEY),
    retentionYears: env.RETENTION_YEARS,
  };
}

function storageSettings(env: Env): StorageSettings {
  if (env.STORAGE === 'local') return { kind: 'local' };
  // The schema has checked these are set when STORAGE=s3.
  const required = (name: (typeof S3_REQUIRED)[number]) => env[name] ?? '';
  return {
    kind: 's3',
    endpoint: required('S3_ENDPOINT'),
    region: env.S3_REGION,
    bucket: required('S3_BUCKET'),
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
