import { LRUCache } from 'lru-cache';
import type { Database, Executor } from '../db/client.js';
import { NotifiedCache } from './notified-cache.js';

/**
 * List totals, kept in this process for at most `ttlMs`: counting up to 10,000
 * matching rows costs PostgreSQL more than the page itself, and an admin pages
 * through the same view many times before its rows change.
 *
 * Correctness rests on the database's `list_changed` notifications (statement
 * triggers on every table a list counts, migration 0011; heard by the
 * `AuthChangeListener` beside the session cache): any change drops every total.
 * A count started before a drop is not kept, and nothing is kept while the
 * listener is not connected (`NotifiedCache`); the instance that made a change
 * answers only after it has heard of it (the session plugin's `sync`), so the
 * caller's next page shows it.
 *
 * `lru-cache` bounds the number of totals (the least recently used goes first);
 * the age is checked here against the caller's clock, as in `SessionCache`.
 */
export class ListCountCache extends NotifiedCache {
  private readonly entries: LRUCache<string, { total: number; at: number }>;

  constructor(ttlMs: number, maxEntries = 1_000) {
    super(ttlMs);
    this.entries = new LRUCache({ max: maxEntries });
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now: number): number | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = now - entry.at;
    if (age >= this.ttlMs || age < 0) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.total;
  }

  set(key: string, total: number, generation: number, now: number): void {
    if (!this.mayKeep(generation)) return;
    this.entries.set(key, { total, at: now });
  }

  protected forgetAll(): void {
    this.entries.clear();
  }
}

/**
 * The tables whose changes notify `list_changed` (migration 0011): only their totals are kept, and
 * only where every table a list's filter reads is among them. A table added to a list adds its trigger here.
 */
export const NOTIFYING_TABLES: ReadonlySet<string> = new Set([
  'users',
  'user_roles',
  'organizations',
  'products',
  'product_themes',
  'audit_log',
  'shipping_costs',
  'releases',
  'billing_accounts',
  'licenses',
  'license_seats',
  'hardware_items',
]);

const caches = new WeakMap<object, ListCountCache>();

/** Totals counted through `db` (the app's pool, never a transaction, which may see its own uncommitted rows) use `cache`. */
export function useListCountCache(db: Database, cache: ListCountCache): void {
  caches.set(db, cache);
}

/** The cache for counts through `db`, if it has one. */
export function listCountCacheOf(db: Executor): ListCountCache | undefined {
  return caches.get(db);
}
