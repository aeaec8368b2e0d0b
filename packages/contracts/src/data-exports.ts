import { z } from 'zod';

/**
 * A person's data exported on request (GDPR articles 15 and 20; issue 28, must-have 3): a ZIP built by a job and
 * mailed as a link, valid for `DATA_EXPORT_DAYS` days.
 */

export const DATA_EXPORT_DAYS = 7;

export const dataExportStatus = z.enum(['pending', 'ready', 'failed', 'expired']);
export type DataExportStatus = z.infer<typeof dataExportStatus>;

/** `GET /api/profile/data-exports`: an export the caller asked for (of their own data, or an admin's of a user's). */
export const dataExport = z.object({
  id: z.uuid(),
  status: dataExportStatus,
  /** Whose data: the caller, or the user an admin exported. */
  subject: z.object({ id: z.uuid().nullable(), name: z.string() }),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  /** Until when the download works (ready exports). */
  expires_at: z.string().nullable(),
  /** The ZIP's size in bytes (ready exports). */
  size: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExport>;
