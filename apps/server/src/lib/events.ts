import type { FastifyBaseLogger } from 'fastify';
import { sqlExecutorOf } from '../db/transaction.js';

/**
 * The events one module publishes for others (docs/decisions/0016-personal-data-and-events.md): name → what a
 * subscriber gets. Plain data only (ids, no rows): a subscriber reads what it needs in a transaction of its own.
 */
export interface AppEvents {
  /** The game's upload stored new sessions of a user (`modules/training`, `ingestSessions`). */
  'training.sessions_stored': { userId: string; sessions: number };
  /**
   * A user's stored FLS readiness turned ready (`modules/analytics`, `refreshReadiness`): certificates issue one.
   * `benchmarkVersion` is null while the portal's published targets apply.
   */
  'analytics.readiness_reached': { userId: string; modelVersion: string; benchmarkVersion: string | null };
  /**
   * A trainee completed a curriculum version assigned to a group of theirs (`modules/curricula`, the
   * `curriculum-progress` job, once per trainee and version): certificates issue one.
   */
  'curricula.completed': { userId: string; curriculumId: string; name: string; version: number };
  /** A seat was attached to or detached from a user (`modules/licensing`). */
  'licensing.seat_changed': {
    userId: string;
    licenseId: string;
    productId: string;
    change: 'attached' | 'detached';
  };
  /** A user was deleted, moved to another organization, deactivated or erased (`modules/users`). */
  'users.changed':
    | { userId: string; change: 'deleted' }
    | { userId: string; change: 'moved'; from: string | null; to: string | null }
    | { userId: string; change: 'deactivated' }
    | { userId: string; change: 'erased' };
}

export type EventName = keyof AppEvents;
export type Subscriber<K extends EventName> = (event: AppEvents[K]) => Promise<void> | void;

/**
 * A small typed event bus, one per app (`ctx.events`). A write publishes in its transaction
 * (`publish(tx, …)`); the event is delivered once that transaction has committed, never when it rolls back,
 * never inside it. Subscribers run one after another before `inTransaction` returns to the writer; one that
 * fails is logged and the others still run: the write it follows stays done.
 */
export class EventBus {
  private readonly subscribers = new Map<EventName, Array<{ name: string; handle: Subscriber<never> }>>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  /** Run `handle` after every commit that published `event`; `name` says who in the log when it fails. */
  subscribe<K extends EventName>(event: K, name: string, handle: Subscriber<K>): void {
    const list = this.subscribers.get(event) ?? [];
    list.push({ name, handle: handle as Subscriber<never> });
    this.subscribers.set(event, list);
  }

  /**
   * Publish `event` from inside `inTransaction` (`tx` its handle): delivered after the commit. Throws for any
   * other handle, so an event never goes out for a change that was not made.
   */
  publish<K extends EventName>(tx: object, event: K, payload: AppEvents[K]): void {
    const sqlExec = sqlExecutorOf(tx);
    if (!sqlExec.afterCommit) throw new Error('events are published only inside inTransaction');
    if (!this.subscribers.has(event)) return;
    sqlExec.afterCommit(() => this.deliver(event, payload));
  }

  /** Deliver to each subscriber in turn; a failure is logged, never thrown (the write has committed). */
  async deliver<K extends EventName>(event: K, payload: AppEvents[K]): Promise<void> {
    for (const { name, handle } of this.subscribers.get(event) ?? []) {
      try {
        await (handle as Subscriber<K>)(payload);
      } catch (error) {
        this.log.error({ err: error, event, subscriber: name }, 'event subscriber failed; the write stays done');
      }
    }
  }
}
