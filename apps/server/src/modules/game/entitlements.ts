import {
  type Entitlements,
  GAME_CLIENT_ID,
  LICENSE_FILE_DAYS,
  LICENSE_FILE_TYPE,
  LICENSE_GRACE_DAYS,
  LICENSE_ISSUER,
  type LicenseFileClaims,
} from '@portal/contracts';
import { SignJWT } from 'jose';
import { dayOf } from '../../lib/calendar-day.js';
import type { ServiceContext } from '../../service-context.js';
import { seatsOfUser } from '../licensing/index.js';
import { licenseKeys } from './license-key.js';

const DAY_S = 86_400;
/** An instant (Unix seconds) as the files write it: ISO 8601 in UTC, to the second. */
const instant = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
/** The last second of a UTC day (Unix seconds). */
const endOfDay = (day: string) => Date.parse(`${day}T23:59:59Z`) / 1000;

/** Who asks: the user, and the device (its token's id) when a game asks; null for the portal's session. */
export interface EntitlementCaller {
  userId: string;
  deviceId: string | null;
}

/**
 * What the user may play now: each attached seat of a license active today (ADR 0009: a seat of an
 * expired or not yet active license stays attached but grants nothing, Keygen's RESTRICT_ACCESS), with
 * a signed offline license file for the asking device (Keygen's check-in model): valid for
 * `LICENSE_FILE_DAYS` after issue or to the license's end when sooner, plus the grace days. The game
 * fetches a fresh file whenever it is online; a detached seat's file is not renewed and runs out.
 */
export async function entitlementsOf(ctx: ServiceContext, caller: EntitlementCaller): Promise<Entitlements> {
  const now = ctx.clock.now();
  const today = dayOf(now);
  const seats = await seatsOfUser(ctx.db, caller.userId, { entitledOn: today });
  const keys = await licenseKeys(ctx.config);
  const iat = Math.floor(now.getTime() / 1000);
  const entitlements = await Promise.all(
    seats.map(async (seat) => {
      const licenseEnd = endOfDay(seat.endsOn < seat.activeTo ? seat.endsOn : seat.activeTo);
      const validUntil = Math.min(iat + LICENSE_FILE_DAYS * DAY_S, licenseEnd);
      const graceUntil = validUntil + LICENSE_GRACE_DAYS * DAY_S;
      const figures = {
        product_id: seat.productId,
        product_name: seat.productName,
        license_id: seat.licenseId,
        license_ends_at: instant(licenseEnd),
        valid_until: instant(validUntil),
        grace_until: instant(graceUntil),
      };
      if (caller.deviceId === null) return { ...figures, license_file: null };
      const claims: LicenseFileClaims = { device_id: caller.deviceId, ...figures };
      const licenseFile = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'EdDSA', kid: keys.publicJwk.kid, typ: LICENSE_FILE_TYPE })
        .setIssuer(LICENSE_ISSUER)
        .setAudience(GAME_CLIENT_ID)
        .setSubject(caller.userId)
        .setIssuedAt(iat)
        .setExpirationTime(graceUntil)
        .sign(keys.privateKey);
      return { ...figures, license_file: licenseFile };
    }),
  );
  return {
    user_id: caller.userId,
    device_id: caller.deviceId,
    checked_at: now.toISOString(),
    grace_days: LICENSE_GRACE_DAYS,
    file_days: LICENSE_FILE_DAYS,
    entitlements,
  };
}
