import { DATA_EXPORT_DAYS, DAY_MS, type DataExport, dayOf, type Language, languages } from '@portal/contracts';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { foreignKeyViolationOf } from '../../lib/unique-violation.js';
import { appLink } from '../../mail/outbox.js';
import { mailTemplates } from '../../mail/templates.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import { findAuthUserById } from '../auth/index.js';
import { findUser, namesOf } from '../users/index.js';
import { buildArchive } from './archive.js';
import {
  type DataExportRow,
  expireExports,
  failStalePending,
  findExport,
  findRequestedExport,
  insertPendingExport,
  listRequestedExports,
  markExportFailed,
  markExportReady,
} from './queries.js';

export const DATA_EXPORT_JOB = 'data-export';
export interface DataExportJob {
  exportId: string;
}

const languageOf = (value: string): Language =>
  (languages as readonly string[]).includes(value) ? (value as Language) : 'en';
const fullNameOf = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();
export const exportFileKey = (id: string) => `data-export-${id}.zip`;

/**
 * Ask for an export of `subjectId`'s data (the actor's own, or a user's by an admin with 'manage user'): one
 * pending row, its audit entry and its job in one transaction. A second request while one of the same pair is
 * being built is a 409 that says so, however many arrive at once.
 */
export async function requestDataExport(
  ctx: ServiceContext,
  actor: AuthUser,
  subjectId: string,
  client: ClientInfo,
): Promise<DataExport> {
  const at = ctx.clock.now();
  const subject = await findUser(ctx.db, subjectId);
  if (!subject) throw notFound();
  const row = await inTransaction(ctx.pool, async (tx, sqlExec) => {
    const created = await insertPendingExport(tx, { userId: subjectId, requestedBy: actor.id, at });
    if (!created) throw new AppError('conflict', 'error.data_export_pending');
    await recordAudit(tx, {
      action: 'user.data_export_requested',
      userId: subjectId,
      actorId: actor.id,
      ...client,
      details: { export_id: created.id },
      at,
    });
    await ctx.jobs.enqueue<DataExportJob>(DATA_EXPORT_JOB, { exportId: created.id }, sqlExec);
    return created;
  }).catch((error: unknown) => {
    // The user was deleted between the look-up and the insert: unknown now, like any other id.
    if (foreignKeyViolationOf(error)) throw notFound();
    throw error;
  });
  return presentDataExport(row, fullNameOf(subject));
}

/**
 * The job: the ZIP of everything the personal-data registry holds about the person, stored, the row made ready
 * for `DATA_EXPORT_DAYS` days, and the asker mailed a link to their profile (the download needs their session).
 * A failure marks the export failed, so the person can ask again; nothing half-built is offered.
 */
export async function buildDataExport(ctx: ServiceContext, { exportId }: DataExportJob): Promise<void> {
  const row = await findExport(ctx.db, exportId);
  if (row?.status !== 'pending') return;
  try {
    const [subject, asker] = [
      await findAuthUserById(ctx.db, row.userId),
      await findAuthUserById(ctx.db, row.requestedBy),
    ];
    if (!subject || !asker) return await markExportFailed(ctx.db, row.id);
    const at = ctx.clock.now();
    const language = languageOf(asker.language);
    const bytes = await buildArchive(
      ctx.db,
      row.userId,
      { name: fullNameOf(subject), email: subject.email },
      { language, today: dayOf(at), appUrl: ctx.config.appUrl },
      at,
    );
    const key = exportFileKey(row.id);
    await ctx.storage.put(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'application/zip');
    const expiresAt = new Date(at.getTime() + DATA_EXPORT_DAYS * DAY_MS);
    await inTransaction(ctx.pool, async (tx) => {
      if (!(await markExportReady(tx, row.id, { fileKey: key, size: bytes.byteLength, at, expiresAt }))) return;
      await ctx.mail(tx)(
        asker.email,
        mailTemplates(language).dataExportReady(
          asker.firstName,
          row.userId === row.requestedBy ? null : fullNameOf(subject),
          dayOf(expiresAt),
          appLink(ctx.config.appUrl, '/profile'),
        ),
      );
    });
  } catch (error) {
    ctx.log.error({ err: error, exportId }, 'data export failed');
    await markExportFailed(ctx.db, row.id);
  }
}

/** The caller's newest exports (of their own data, or of users they exported as an admin). */
export async function listDataExports(ctx: ServiceContext, actor: AuthUser): Promise<DataExport[]> {
  const rows = await listRequestedExports(ctx.db, actor.id);
  // Whose data each holds: the caller, or the users an admin exported.
  const names = await namesOf(ctx.db, [...new Set(rows.map((row) => row.userId))]);
  return rows.map((row) => presentDataExport(row, names.get(row.userId) ?? ''));
}

/**
 * The stored file of a ready export the caller asked for: 404 for anyone else's or an unknown id, 409 while it is
 * being built, 410 once expired.
 */
export async function downloadableExport(ctx: ServiceContext, actor: AuthUser, id: string) {
  const row = await findRequestedExport(ctx.db, actor.id, id);
  if (!row || row.status === 'failed') throw notFound();
  if (row.status === 'pending') throw new AppError('conflict', 'error.data_export_pending');
  if (row.status === 'expired' || !row.fileKey || (row.expiresAt && row.expiresAt <= ctx.clock.now())) {
    throw new AppError('gone', 'error.data_export_expired');
  }
  return { key: row.fileKey, name: `data-export-${dayOf(row.readyAt ?? row.requestedAt)}.zip` };
}

/** A build takes seconds (a minute for a large history): one still pending after an hour has died. */
const STALE_PENDING_MS = 3_600_000;
const EXPORT_KEY = /^data-export-([0-9a-f-]{36})\.zip$/;

/**
 * The hourly clean-up: an export pending for an hour is failed (its build died), expired exports lose their files,
 * and so does any export file no ready export names (an erased person's) once a day old. Answers how many files went.
 */
export async function expireDataExports(ctx: ServiceContext): Promise<number> {
  const now = ctx.clock.now();
  await failStalePending(ctx.db, new Date(now.getTime() - STALE_PENDING_MS));
  const keys = await expireExports(ctx.db, now);
  for await (const object of ctx.storage.list()) {
    const id = EXPORT_KEY.exec(object.key)?.[1];
    if (!id || keys.includes(object.key) || object.lastModified.getTime() > now.getTime() - DAY_MS) continue;
    const row = await findExport(ctx.db, id);
    if (row?.status !== 'ready') keys.push(object.key);
  }
  await Promise.all(keys.map((key) => ctx.storage.delete(key)));
  return keys.length;
}

export function presentDataExport(row: DataExportRow, subjectName: string): DataExport {
  return {
    id: row.id,
    status: row.status,
    subject: { id: row.userId, name: subjectName },
    requested_at: row.requestedAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size: row.size ?? null,
  };
}
