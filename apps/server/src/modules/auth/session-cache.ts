import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../../lib/auth-user.js';
import { NotifiedCache } from '../../lib/notified-cache.js';

/** A live session and its user as last read from PostgreSQL (plus this server's own activity since). */
export interface CachedSession {
  /** The session's id (its token's SHA-256). */
  sessionId: string;
  user: AuthUser;
  /** Absolute end of the session (ms since the epoch). */
  expiresAt: number;
  /** Last request seen, in PostgreSQL or on this server, whichever is later (ms). */
  lastSeenAt: number;
}

interface Entry extends CachedSession {
  cachedAt: number;
}

/**
 * The signed-in user of a session, kept in this process for at most `ttlMs`, so
 * that a signed-in request does not have to ask PostgreSQL who is calling. Keyed
 * by the session token itself, so that a hit need not hash it (docs/security.md).
 *
 * Correctness rests on the database's `auth_changed` notifications (triggers on
 * sessions, users, roles, permissions and organizations; `db/auth-changes.ts`):
 * each drops the user's entries (`dropUser`) or all of them (`clear`). The TTL
 * bounds the damage of a notification that never came. A lookup started before
 * a notification must not store its (possibly older) answer after it: `set`
 * takes the `generation` read before the lookup and refuses when anything was
 * dropped meanwhile. Idle and absolute timeouts are checked on every hit, against
 * the request's clock, so a cached session never outlives them. `lru-cache`
 * bounds the number of sessions kept (the least recently used goes first).
 */
export class SessionCache extends NotifiedCache {
  private readonly entries: LRUCache<string, Entry>;
  /** User id → the keys (tokens) of their cached sessions (kept in step by `dispose`: removed, evicted or replaced). */
  private readonly byUser = new Map<string, Set<string>>();

  constructor(ttlMs: number, maxEntries = 10_000) {
    super(ttlMs);
    this.entries = new LRUCache({ max: maxEntries, dispose: (entry, token) => this.unindex(token, entry.user.id) });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The session, when cached, fresh, not past its absolute expiry and not idle at `now` (ms). */
  get(token: string, now: number, idleMs: number): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const age = now - entry.cachedAt;
    // A clock that went back counts as too old too: the TTL must bound the entry whatever the clock does.
    if (age >= this.ttlMs || age < 0 || now >= entry.expiresAt || entry.lastSeenAt <= now - idleMs) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, session: CachedSession, generation: number, now: number): void {
    if (!this.mayKeep(generation)) return;
    this.entries.set(token, { ...session, user: freezeUser(session.user), cachedAt: now });
    let ids = this.byUser.get(session.user.id);
    if (!ids) {
      ids = new Set();
      this.byUser.set(session.user.id, ids);
    }
    ids.add(token);
  }

  /** A user's sessions, roles, permissions or account changed: forget every session of theirs. */
  dropUser(userId: string): void {
    this.markDropped();
    const ids = this.byUser.get(userId);
    if (!ids) return;
    for (const id of [...ids]) this.entries.delete(id);
    this.byUser.delete(userId);
  }

  protected forgetAll(): void {
    this.entries.clear();
    this.byUser.clear();
  }

  private unindex(token: string, userId: string): void {
    const ids = this.byUser.get(userId);
    if (!ids) return;
    ids.delete(token);
    if (ids.size === 0) this.byUser.delete(userId);
  }
}

/** Requests share the cached user: frozen, so that no handler can change it for the next one. */
function freezeUser(user: AuthUser): AuthUser {
  Object.freeze(user.roles);
  Object.freeze(user.permissions);
  return Object.freeze(user);
}
