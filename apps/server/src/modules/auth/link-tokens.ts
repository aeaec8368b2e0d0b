import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authTokens } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken, randomToken } from '../../lib/tokens.js';

export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

const HOUR = 3_600_000;
/** How long each kind of link stays valid. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  activation: 7 * 24 * HOUR,
  invitation: 7 * 24 * HOUR,
  password_reset: HOUR,
  email_change: 24 * HOUR,
  two_factor: 5 * 60_000,
};

/**
 * Issue a single-use token. Earlier unused tokens of the same purpose for the
 * user stop working, so only the newest link in a mailbox is live.
 */
export async function issueToken(
  tx: Executor,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
  data?: Record<string, string>,
): Promise<string> {
  const [token] = await issueTokens(tx, [{ userId, data }], purpose, now);
  if (!token) throw new Error('token insert returned nothing');
  return token;
}

/** `issueToken` for many users in two statements (a bulk invitation): their tokens, in the order given. */
export async function issueTokens(
  tx: Executor,
  requests: ReadonlyArray<{ userId: string; data?: Record<string, string> }>,
  purpose: TokenPurpose,
  now: Date,
): Promise<string[]> {
  if (requests.length === 0) return [];
  const userIds = requests.map((request) => request.userId);
  await tx
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(inArray(authTokens.userId, userIds), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
  const tokens = requests.map(() => randomToken());
  await tx.insert(authTokens).values(
    requests.map(({ userId, data }, i) => ({
      userId,
      purpose,
      tokenHash: hashToken(tokens[i] ?? ''),
      data: data ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    })),
  );
  return tokens;
}

const tokenError = (key: 'error.token_invalid' | 'error.token_expired' | 'error.token_used') =>
  new AppError(key === 'error.token_invalid' ? 'not_found' : 'gone', key);

/**
 * The live token row for `token` and one of `purposes`, or a 404 (unknown,
 * other purpose) / 410 (expired, used) naming which. With `lock`, the row is
 * locked FOR UPDATE so two requests cannot both use it.
 */
export async function findLiveToken(
  db: Executor,
  token: string,
  purposes: readonly TokenPurpose[],
  now: Date,
  { lock = false } = {},
) {
  const query = db
    .select()
    .from(authTokens)
    .where(eq(authTokens.tokenHash, hashToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !purposes.includes(row.purpose)) throw tokenError('error.token_invalid');
  if (row.usedAt) throw tokenError('error.token_used');
  if (row.expiresAt <= now) throw tokenError('error.token_expired');
  return row;
}

/** Mark a token used (inside the transaction that acts on it). */
export async function useToken(tx: Executor, id: string, now: Date): Promise<void> {
  await tx.update(authTokens).set({ usedAt: now }).where(eq(authTokens.id, id));
}

/** Retire every unused link of a user (an account that is deactivated): none of them works afterwards. */
export async function retireTokens(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)));
}

/** The purpose of a user's newest token among `purposes` (which kind of link they were last sent), or null. */
export async function lastTokenPurpose(
  db: Executor,
  userId: string,
  purposes: readonly TokenPurpose[],
): Promise<TokenPurpose | null> {
  const [last] = await db
    .select({ purpose: authTokens.purpose })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), inArray(authTokens.purpose, [...purposes])))
    .orderBy(desc(authTokens.createdAt))
    .limit(1);
  return last?.purpose ?? null;
}
