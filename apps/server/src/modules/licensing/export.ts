import type { Readable } from 'node:stream';
import type { AuthUser } from '../../lib/auth-user.js';
import { todayOf } from '../../lib/calendar-day.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { csvStream } from '../../lib/csv.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import { presentLicense } from './presenters.js';
import { licensesOfOrganization } from './queries.js';
import { seatBatchOfLicense } from './seat-queries.js';
import { idleSeatsBefore } from './seat-service.js';

const EXPORT_COLUMNS = [
  'license_id',
  'product',
  'amount_type',
  'amount',
  'pending_amount',
  'seats_used',
  'seats_free',
  'starts_on',
  'ends_on',
  'active_from',
  'active_to',
  'auto_renew',
  'state',
  'days_left',
  'seat_user_id',
  'seat_user_email',
  'seat_user_first_name',
  'seat_user_last_name',
  'seat_attached_at',
  'seat_last_signed_in_at',
  'seat_idle',
] as const;
type ExportRecord = Record<(typeof EXPORT_COLUMNS)[number], string>;

/** Seats read per query while exporting: memory stays flat whatever a license's size. */
export const SEAT_EXPORT_BATCH_SIZE = 1000;

/**
 * The organization's licenses and their attached seats as CSV: one row per seat, a license without
 * seats as one row with empty seat columns. Streamed (each license's seats in keyset batches as the
 * client reads), cells quoted against formula injection; the export is audited (it hands out emails).
 */
export async function exportOrganizationLicenses(
  ctx: ServiceContext,
  actor: AuthUser,
  organizationId: string,
  client: ClientInfo,
  { batchSize = SEAT_EXPORT_BATCH_SIZE } = {},
): Promise<Readable> {
  const today = todayOf(ctx);
  const idleBefore = idleSeatsBefore(ctx);
  await recordAudit(ctx.db, {
    action: 'license.exported',
    actorId: actor.id,
    ...client,
    details: { organization_id: organizationId },
    at: ctx.clock.now(),
  });
  const licenseRows = await licensesOfOrganization(ctx.db, organizationId);
  async function* records(): AsyncGenerator<ExportRecord> {
    for (const row of licenseRows) {
      const license = presentLicense(row, today);
      const base = {
        license_id: license.id,
        product: license.product.name,
        amount_type: license.amount_type,
        amount: license.amount === null ? '' : String(license.amount),
        pending_amount: license.pending_amount === null ? '' : String(license.pending_amount),
        seats_used: String(license.seats_used),
        seats_free: license.seats_free === null ? '' : String(license.seats_free),
        starts_on: license.starts_on,
        ends_on: license.ends_on,
        active_from: license.active_from,
        active_to: license.active_to,
        auto_renew: String(license.auto_renew),
        state: license.state,
        days_left: String(license.days_left),
      };
      const noSeat = {
        seat_user_id: '',
        seat_user_email: '',
        seat_user_first_name: '',
        seat_user_last_name: '',
        seat_attached_at: '',
        seat_last_signed_in_at: '',
        seat_idle: '',
      };
      let afterId: string | null = null;
      let any = false;
      for (;;) {
        const batch = await seatBatchOfLicense(ctx.db, license.id, afterId, batchSize);
        for (const seat of batch) {
          any = true;
          yield {
            ...base,
            seat_user_id: seat.userId,
            seat_user_email: seat.email,
            seat_user_first_name: seat.firstName,
            seat_user_last_name: seat.lastName,
            seat_attached_at: seat.attachedAt.toISOString(),
            seat_last_signed_in_at: seat.lastSignedInAt ? new Date(seat.lastSignedInAt).toISOString() : '',
            seat_idle: String(new Date(seat.lastActivity) < idleBefore),
          };
        }
        const last = batch.at(-1);
        if (!last || batch.length < batchSize) break;
        afterId = last.id;
      }
      if (!any) yield { ...base, ...noSeat };
    }
  }
  return csvStream(EXPORT_COLUMNS, records());
}
