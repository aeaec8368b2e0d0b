import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCT_NAME } from '@portal/contracts';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root (apps/server/src → ../../..). */
export const repoRoot = path.resolve(here, '../../..');

const duration = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const schema = z.object({
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
  TRUST_PROXY: flag,
  BODY_LIMIT_BYTES: duration(1024 * 1024),
  REQUEST_TIMEOUT_MS: duration(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

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
  requestTimeoutMs: number;
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  /** SMTP server for real delivery; without it mails stay in the development outbox. */
  smtpUrl?: string;
  mailFrom: string;
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
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL,
    webDist: path.join(repoRoot, 'apps/web/dist'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@${new URL(appUrl).hostname}>`,
  };
}
