import { createHash } from 'node:crypto';
import { MEMBER_IMPORT_SYNC_MAX_ROWS, type MemberImport } from '@portal/contracts';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { memberImports, type StoredImportRow } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import type { ClientInfo } from '../../lib/client-info.js';
import type { ServiceContext } from '../../service-context.js';
import { inviteUsersIn, mapUserUniqueViolation } from '../admin-users/index.js';
import { findAuthUserById } from '../auth/index.js';
import { type CheckedRow, checkRows, presentErrors, type RowProblem, readMemberCsv } from './member-import-csv.js';
import type { ManagerScope } from './queries.js';
import { takeInvitations } from './service.js';

/**
 * The manager's bulk invite from a CSV file (docs/decisions/0014-member-import-from-csv.md):
 * the file is read into rows (file-level problems answer 413 or 422 on `file`), each row is
 * checked like a single invitation plus the file's own rules (an address twice, an address that
 * already has an account), and the import invites every row, or none; a large file as a job.
 */

export const MEMBER_IMPORT_JOB = 'member-import';
export interface MemberImportJob {
  importId: string;
  client: ClientInfo;
}
/** Rows per transaction of the job: each chunk's invitations and the import's progress commit together. */
const CHUNK_ROWS = 250;
/** How long a retry of the same file is answered with the first import. */
const RETRY_WINDOW_MS = 24 * 3_600_000;

type ImportRecord = typeof memberImports.$inferSelect;

/** Imports into one organization take turns (a transaction-level advisory lock), the job's chunks too. */
const lockImports = (tx: Executor, scope: ManagerScope) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`member-import:${scope.organizationId}`}, 0))`);

/** 422 naming each problem as `rows.<row>.<column>`, when any row has one. */
function refuseInvalidRows(checked: CheckedRow[]): void {
  const invalid = checked.filter((row) => row.errors.length > 0);
  const [first] = invalid;
  if (!first) return;
  const errors: FieldErrors = {};
  for (const row of invalid) {
    for (const e of row.errors) {
      errors[`rows.${row.row}.${e.field}`] = [e.params ? { key: e.key, params: e.params } : e.key];
    }
  }
  throw new AppError('validation', 'validation.import_rows_invalid', { count: invalid.length, row: first.row }, errors);
}

/**
 * Invite the checked rows (each as `POST /api/manager/members` does it: account, link, mail
 * through the outbox, `user.invited`) in the caller's transaction; a row with problems is marked
 * failed instead. Answers the rows with their outcome.
 */
async function inviteRows(
  ctx: ServiceContext,
  tx: Executor,
  actor: AuthUser,
  scope: ManagerScope,
  checked: CheckedRow[],
  client: ClientInfo,
  now: Date,
): Promise<StoredImportRow[]> {
  // One order for every import, so two transactions never wait on each other's rows in a circle.
  const ordered = checked
    .filter((row) => row.errors.length === 0)
    .sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
  await inviteUsersIn(
    ctx,
    tx,
    actor,
    ordered.map(({ email, first_name, last_name, role }) => ({
      email,
      first_name,
      last_name,
      role: role as 'trainee' | 'trainer',
      organization_id: scope.organizationId,
    })),
    client,
    now,
  );
  return checked.map((row) => ({ ...row, status: row.errors.length > 0 ? 'failed' : 'invited' }));
}

/**
 * `POST /api/manager/members/import`: the file's people invited into the scope's organization.
 * Every row is checked first; when any has a problem nothing is written (422 naming each as
 * `rows.<row>.<column>`). The rows count against the organization's invitations of the day, all
 * or none (429 saying how many remain). A file of at most `MEMBER_IMPORT_SYNC_MAX_ROWS` rows is
 * invited in this transaction (`created`); a larger one is stored and queued for the job
 * (`queued`), in the same transaction. The same file sent again within a day (same SHA-256, same
 * organization) is answered with the first import (`repeated`), so a retry after a dropped
 * connection never reads "addresses taken"; of the same file sent many times at once the first
 * imports it and the others wait for it (the advisory lock) and get its answer.
 */
export async function importMembers(
  ctx: ServiceContext,
  actor: AuthUser,
  scope: ManagerScope,
  file: Buffer | undefined,
  client: ClientInfo,
): Promise<{ record: ImportRecord; outcome: 'created' | 'queued' | 'repeated' }> {
  const rows = readMemberCsv(file);
  const contentHash = createHash('sha256')
    .update(file ?? Buffer.alloc(0))
    .digest('hex');
  const now = ctx.clock.now();
  return mapUserUniqueViolation(() =>
    inTransaction(ctx.pool, async (tx, sqlExec) => {
      await lockImports(tx, scope);
      const earlier = await findRecentImport(tx, scope, contentHash, new Date(now.getTime() - RETRY_WINDOW_MS));
      if (earlier) return { record: earlier, outcome: 'repeated' as const };
      const checked = await checkRows(tx, rows);
      refuseInvalidRows(checked);
      await takeInvitations(tx, scope.organizationId, checked.length, now);
      const base = { organizationId: scope.organizationId, requestedBy: actor.id, contentHash, total: checked.length };
      if (checked.length <= MEMBER_IMPORT_SYNC_MAX_ROWS) {
        const done = await inviteRows(ctx, tx, actor, scope, checked, client, now);
        const record = await insertImport(tx, {
          ...base,
          status: 'done',
          processed: done.length,
          invited: done.length,
          rows: done,
          createdAt: now,
          updatedAt: now,
          finishedAt: now,
        });
        return { record, outcome: 'created' as const };
      }
      const pending = checked.map((row) => ({ ...row, status: 'pending' as const }));
      const record = await insertImport(tx, {
        ...base,
        status: 'queued',
        rows: pending,
        createdAt: now,
        updatedAt: now,
      });
      await ctx.jobs.enqueue<MemberImportJob>(MEMBER_IMPORT_JOB, { importId: record.id, client }, sqlExec);
      return { record, outcome: 'queued' as const };
    }),
  );
}

/**
 * The job: the import's next chunk of pending rows, checked again (an address may have been taken
 * since the request) and invited, with the import's progress, in one transaction; then the next,
 * until every row has its outcome. A retry after a crash goes on where the last commit left off.
 */
export async function workMemberImport(ctx: ServiceContext, { importId, client }: MemberImportJob): Promise<void> {
  const [first] = await ctx.db
    .select({ requestedBy: memberImports.requestedBy })
    .from(memberImports)
    .where(eq(memberImports.id, importId));
  if (!first) return;
  // Read outside the chunks' transactions: no transaction waits on a second connection.
  const actor = first.requestedBy ? await findAuthUserById(ctx.db, first.requestedBy) : null;
  for (;;) {
    const finished = await mapUserUniqueViolation(() =>
      inTransaction(ctx.pool, async (tx) => {
        const [record] = await tx.select().from(memberImports).where(eq(memberImports.id, importId)).for('update');
        if (!record || record.status === 'done' || record.status === 'failed') return true;
        const scope = { organizationId: record.organizationId };
        await lockImports(tx, scope);
        const now = ctx.clock.now();
        const chunk = record.rows.slice(record.processed, record.processed + CHUNK_ROWS);
        let results: StoredImportRow[];
        if (actor) {
          results = await inviteRows(ctx, tx, actor, scope, await checkRows(tx, chunk), client, now);
        } else {
          // The manager's account is gone: nobody to send the invitations in the name of.
          results = chunk.map((row) => ({
            ...row,
            status: 'failed',
            errors: [{ field: 'email', key: 'validation.import_requester_gone' }],
          }));
        }
        const processed = record.processed + chunk.length;
        const invitedNow = results.filter((row) => row.status === 'invited').length;
        const done = processed >= record.total;
        await tx
          .update(memberImports)
          .set({
            rows: [...record.rows.slice(0, record.processed), ...results, ...record.rows.slice(processed)],
            processed,
            invited: record.invited + invitedNow,
            failed: record.failed + results.length - invitedNow,
            status: done ? 'done' : 'running',
            updatedAt: now,
            finishedAt: done ? now : null,
          })
          .where(eq(memberImports.id, importId));
        return done;
      }),
    );
    if (finished) return;
  }
}

/** `GET /api/manager/member-imports/{importId}`: an import of the scope's organization, or 404. */
export async function findMemberImport(db: Executor, scope: ManagerScope, id: string): Promise<ImportRecord | null> {
  const [row] = await db
    .select()
    .from(memberImports)
    .where(and(eq(memberImports.id, id), eq(memberImports.organizationId, scope.organizationId)));
  return row ?? null;
}

async function findRecentImport(tx: Executor, scope: ManagerScope, contentHash: string, since: Date) {
  const [row] = await tx
    .select()
    .from(memberImports)
    .where(
      and(
        eq(memberImports.organizationId, scope.organizationId),
        eq(memberImports.contentHash, contentHash),
        gt(memberImports.createdAt, since),
        ne(memberImports.status, 'failed'),
      ),
    )
    .orderBy(desc(memberImports.createdAt))
    .limit(1);
  return row ?? null;
}

async function insertImport(tx: Executor, values: typeof memberImports.$inferInsert): Promise<ImportRecord> {
  const [row] = await tx.insert(memberImports).values(values).returning();
  if (!row) throw new Error('import insert returned nothing');
  return row;
}

/** An import as the API shows it: its rows (with their problems in the caller's language) once it has ended. */
export function presentMemberImport(record: ImportRecord, language: string): MemberImport {
  const ended = record.status === 'done' || record.status === 'failed';
  return {
    id: record.id,
    status: record.status,
    total: record.total,
    processed: record.processed,
    invited: record.invited,
    failed: record.failed,
    created_at: record.createdAt.toISOString(),
    finished_at: record.finishedAt?.toISOString() ?? null,
    rows: ended
      ? record.rows.map((row) => ({ ...row, errors: presentErrors(row.errors as RowProblem[], language) }))
      : null,
  };
}
