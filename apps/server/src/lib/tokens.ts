import { hash, randomBytes } from 'node:crypto';

/** A random URL-safe token of `bytes` bytes (256 bits by default). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Tokens are stored only as their SHA-256, so a database leak does not leak live tokens.
 * Every signed-in request hashes its session token: the one-shot `hash` is about three
 * times cheaper than `createHash().update().digest()`.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
