import { createHash, randomBytes } from 'node:crypto';
import { PRODUCT_NAME } from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { Executor } from '../../db/client.js';
import { recoveryCodes, twoFactor } from '../../db/schema/index.js';
import { AppError, validation } from '../../lib/app-error.js';
import { type SecretBox, secretBox } from '../../lib/secret-box.js';
import { twoFactorSecretOf } from '../users/index.js';

const PERIOD = 30;
/** One step either side tolerates clock drift of up to 30 seconds. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function totp(secret: string, label = 'account') {
  return new OTPAuth.TOTP({
    issuer: PRODUCT_NAME,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

const boxes = new Map<string, SecretBox>();
/** TOTP seeds are stored sealed with a key derived from the application secret. */
export function totpSecretBox(appSecret: string): SecretBox {
  let box = boxes.get(appSecret);
  if (!box) {
    box = secretBox(appSecret, 'totp-secret');
    boxes.set(appSecret, box);
  }
  return box;
}

export async function enrolmentOf(secret: string, email: string) {
  const url = totp(secret, email).toString();
  return { secret, otpauth_url: url, qr_code: await QRCode.toDataURL(url, { margin: 1, width: 240 }) };
}

/**
 * The time step a code belongs to, if it is valid now (±1 step), else null.
 * Callers compare it with the last accepted step so that a code works once.
 */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** The code an authenticator shows at `now` (tests and the demo use it). */
export function totpAt(secret: string, now: Date): string {
  return totp(secret).generate({ timestamp: now.getTime() });
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function randomCode(): string {
  const bytes = randomBytes(10);
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** Replace a user's recovery codes with ten new ones; answers them once, formatted `xxxxx-xxxxx`. */
export async function replaceRecoveryCodes(tx: Executor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

/** Use one unused recovery code (normalised, no dash); false when none matches. */
export async function useRecoveryCode(tx: Executor, userId: string, code: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(code)), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function twoFactorState(db: Executor, userId: string) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  return row ?? { userId, pendingSecret: null, lastStep: null };
}

export async function saveTwoFactorState(
  tx: Executor,
  userId: string,
  values: { pendingSecret?: string | null; lastStep?: number | null },
): Promise<void> {
  await tx
    .insert(twoFactor)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: twoFactor.userId, set: values });
}

/** A second factor as the user types it: a code from the app, or a recovery code. */
export interface SecondFactorInput {
  code?: string;
  recovery_code?: string;
}

/**
 * Check a second factor of a user with 2FA on, inside the caller's
 * transaction: a TOTP code is accepted once (its step must be newer than the
 * last accepted one, which is then saved), a recovery code is used up.
 * False for a wrong code or a user without 2FA.
 */
export async function verifySecondFactor(
  tx: Executor,
  appSecret: string,
  userId: string,
  input: SecondFactorInput,
  now: Date,
): Promise<boolean> {
  const secret = await twoFactorSecretOf(tx, userId);
  if (!secret) return false;
  if (input.code) {
    const state = await twoFactorState(tx, userId);
    const step = matchTotp(totpSecretBox(appSecret).open(secret), input.code, now);
    if (step === null || (state.lastStep !== null && step <= state.lastStep)) return false;
    await saveTwoFactorState(tx, userId, { lastStep: step });
    return true;
  }
  if (input.recovery_code) return useRecoveryCode(tx, userId, input.recovery_code, now);
  return false;
}

/** The 422 for a wrong second factor, on the field the user filled. */
export const secondFactorError = (input: SecondFactorInput) => {
  const field = input.code ? 'code' : 'recovery_code';
  return new AppError('validation', 'validation.totp_invalid', {}, { [field]: ['validation.totp_invalid'] });
};

/**
 * Remove the second factor's own records of a user (recovery codes, pending
 * secret, last accepted step), for turning 2FA off or an admin's reset. The
 * user row's columns are the users module's (`clearUserTwoFactor`).
 */
export async function clearSecondFactor(tx: Executor, userId: string) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await saveTwoFactorState(tx, userId, { pendingSecret: null, lastStep: null });
}

/** Start enrolment: a new secret kept pending (sealed), answered as text, otpauth URL and QR code. */
export async function startEnrolment(db: Executor, appSecret: string, user: { id: string; email: string }) {
  const secret = newTotpSecret();
  await saveTwoFactorState(db, user.id, { pendingSecret: totpSecretBox(appSecret).seal(secret) });
  return enrolmentOf(secret, user.email);
}

/**
 * Finish enrolment with a code from the app, in the caller's transaction: 409
 * without a pending secret, 422 for a wrong code. Answers the sealed secret
 * (the caller stores it on the user row, `enableUserTwoFactor`) and ten new
 * recovery codes, to be shown once.
 */
export async function confirmEnrolment(
  tx: Executor,
  appSecret: string,
  userId: string,
  code: string,
  now: Date,
): Promise<{ sealedSecret: string; recoveryCodes: string[] }> {
  const state = await twoFactorState(tx, userId);
  if (!state.pendingSecret) throw new AppError('conflict', 'error.two_factor_setup_missing');
  const step = matchTotp(totpSecretBox(appSecret).open(state.pendingSecret), code, now);
  if (step === null) throw validation({ code: ['validation.totp_invalid'] });
  await saveTwoFactorState(tx, userId, { pendingSecret: null, lastStep: step });
  return { sealedSecret: state.pendingSecret, recoveryCodes: await replaceRecoveryCodes(tx, userId) };
}
