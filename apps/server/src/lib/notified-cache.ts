/**
 * What the in-memory caches kept true by database notifications share (the
 * session cache, list totals; `db/auth-changes.ts` hears the notifications):
 *
 * - nothing is kept while nothing would tell us about changes (`setActive(false)`
 *   while the listener is not connected), and each (re)connection starts empty;
 * - an answer read before a drop is not kept: a lookup reads `generation` first
 *   and hands it to the subclass's `set`, which keeps it only if `mayKeep` says so.
 */
export abstract class NotifiedCache {
  private dropped = 0;
  private listening = false;

  constructor(readonly ttlMs: number) {}

  /** Read before a database lookup and hand to `set`: an answer older than a drop is not kept. */
  get generation(): number {
    return this.dropped;
  }

  get active(): boolean {
    return this.listening && this.ttlMs > 0;
  }

  /** Turn caching on (listening) or off (not listening: changes could be missed). Either way start empty. */
  setActive(active: boolean): void {
    this.clear();
    this.listening = active;
  }

  /** Something that may touch anything kept changed (or notifications may have been missed): forget everything. */
  clear(): void {
    this.dropped++;
    this.forgetAll();
  }

  /** Some entries are dropped: an answer read before now must not be kept. */
  protected markDropped(): void {
    this.dropped++;
  }

  /** Whether an answer read at `generation` may be kept now. */
  protected mayKeep(generation: number): boolean {
    return this.active && generation === this.dropped;
  }

  protected abstract forgetAll(): void;
}
