import type { Language } from '@portal/contracts';
import type { Executor } from '../../db/client.js';
import type { AuthUser } from '../../lib/auth-user.js';
import type { ClientInfo } from '../../lib/client-info.js';
import type { ServiceContext } from '../../service-context.js';

/** A document of the data export: its name in the archive (`<module>/…`) and its bytes. */
export interface ExportedFile {
  name: string;
  bytes: Buffer;
}

/** Who reads the export: documents in their language, as on their day (a UTC day, `YYYY-MM-DD`), from this portal. */
export interface ExportReader {
  language: Language;
  today: string;
  /** The portal's address, for links a document carries (a certificate's verification QR code). */
  appUrl: string;
}

/** Who changes a user, and when: what a module's hook records (an audit row, a timestamp). */
export interface UserChange {
  userId: string;
  /** The admin or license manager acting. */
  actor: AuthUser;
  client: ClientInfo;
  at: Date;
}

/** A user moved from one organization to another (either may be none). */
export interface UserMove extends UserChange {
  from: string | null;
  to: string | null;
}

/** A person's name and e-mail: as they were, or the pseudonym that replaces them. */
export interface PersonNames {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * A user being erased (GDPR art. 17): who asked (the person themselves, or an admin), the names that go and the
 * pseudonym that replaces them where a record stays (the tombstone `users` row, the audit trail).
 */
export interface UserErasure extends UserChange {
  person: PersonNames;
  pseudonym: PersonNames;
}

/**
 * What a module that holds personal data registers (`modules/<module>/personal-data.ts`, wired in `app.ts`;
 * docs/decisions/0016-personal-data-and-events.md). Every hook runs in the caller's transaction.
 */
export interface PersonalData {
  /** The module that holds the data. */
  module: string;
  /**
   * Every column of this module's tables that names a user, as `table.column`. The registry test fails on a
   * column of the database naming a user that no registration lists.
   */
  columns: readonly string[];
  /** Before a user is deleted: throw an `AppError` (409, a message that says what to do first) to refuse it. */
  beforeDelete?(tx: Executor, userId: string): Promise<void>;
  /** The user's row has moved to another organization (`ctx` to publish what follows, e.g. seats detached). */
  moved?(ctx: ServiceContext, tx: Executor, move: UserMove): Promise<void>;
  /** The user's account was deactivated. */
  deactivated?(ctx: ServiceContext, tx: Executor, change: UserChange): Promise<void>;
  /** This module's data about the user, as JSON-ready values by name (for the data export). */
  export(db: Executor, userId: string): Promise<Record<string, unknown>>;
  /** Documents about the user the export carries as they are (invoice PDFs), in the user's language. */
  files?(db: Executor, userId: string, reader: ExportReader): Promise<ExportedFile[]>;
  /**
   * Before a user is erased: throw an `AppError` (409 or 422, a message that says what to do first: a successor for
   * the organization they manage, another super-admin) to refuse it. Nothing is changed yet.
   */
  beforeErase?(tx: Executor, userId: string): Promise<void>;
  /**
   * Remove or pseudonymise this module's personal data about the user (for the erasure), in the caller's
   * transaction. Records that are not personal once the person is gone (training results, readiness, detached
   * seats, the audit trail) stay, attached to the pseudonymous tombstone: listed in `kept`.
   */
  erase(ctx: ServiceContext, tx: Executor, erasure: UserErasure): Promise<void>;
  /**
   * Of `columns`, those whose rows may stay after the erasure, naming the tombstone (anonymous records, or records
   * kept by law: a personal billing that was invoiced). Every other column names the user in no row afterwards.
   */
  kept?: readonly string[];
}

/**
 * The modules that hold personal data, in the order they registered. Delete, move and deactivate run each
 * module's hook through it (`lifecycle.ts`); the export asks each module; the erasure asks each `beforeErase`, then
 * runs each module's `erase` in the reverse order (`users` registers first, so its own row becomes the tombstone
 * last).
 */
export class PersonalDataRegistry {
  private readonly byModule = new Map<string, PersonalData>();

  /** Register modules; one registered again (a second app in the same process) replaces its entry. */
  register(...entries: readonly PersonalData[]): void {
    for (const entry of entries) this.byModule.set(entry.module, entry);
  }

  get entries(): PersonalData[] {
    return [...this.byModule.values()];
  }

  /** Each module's `beforeDelete` in turn: the first that refuses answers. */
  async assertDeletable(tx: Executor, userId: string): Promise<void> {
    for (const entry of this.entries) await entry.beforeDelete?.(tx, userId);
  }

  async moved(ctx: ServiceContext, tx: Executor, move: UserMove): Promise<void> {
    for (const entry of this.entries) await entry.moved?.(ctx, tx, move);
  }

  async deactivated(ctx: ServiceContext, tx: Executor, change: UserChange): Promise<void> {
    for (const entry of this.entries) await entry.deactivated?.(ctx, tx, change);
  }

  /** Every module's data about the user, by module. */
  async exportOf(db: Executor, userId: string): Promise<Record<string, Record<string, unknown>>> {
    const data: Record<string, Record<string, unknown>> = {};
    for (const entry of this.entries) data[entry.module] = await entry.export(db, userId);
    return data;
  }

  /** Every module's documents about the user (`files`), named under the module's folder. */
  async filesOf(db: Executor, userId: string, reader: ExportReader): Promise<ExportedFile[]> {
    const files: ExportedFile[] = [];
    for (const entry of this.entries) {
      for (const file of (await entry.files?.(db, userId, reader)) ?? []) {
        files.push({ name: `${entry.module}/${file.name}`, bytes: file.bytes });
      }
    }
    return files;
  }

  /** Each module's `beforeErase` in turn: the first that refuses answers. */
  async assertErasable(tx: Executor, userId: string): Promise<void> {
    for (const entry of this.entries) await entry.beforeErase?.(tx, userId);
  }

  /** Every module's `erase`, last registered first (the account's own row last). */
  async erase(ctx: ServiceContext, tx: Executor, erasure: UserErasure): Promise<void> {
    for (const entry of this.entries.reverse()) await entry.erase(ctx, tx, erasure);
  }

  /** Of `columns` (`table.column`, e.g. every column of the database naming a user), those no module registered. */
  uncovered(columns: readonly string[]): string[] {
    const covered = new Set(this.entries.flatMap((entry) => entry.columns));
    return columns.filter((column) => !covered.has(column));
  }
}

/** The app's registry: filled where the modules are put together (`app.ts`). */
export const personalData = new PersonalDataRegistry();
