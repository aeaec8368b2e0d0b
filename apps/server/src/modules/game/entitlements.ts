import {
  type Entitlements,
  GAME_CLIENT_ID,
  LICENSE_FILE_TYPE,
  LICENSE_GRACE_DAYS,
  LICENSE_ISSUER,
  type LicenseFileClaims,
} from '@portal/contracts';
import { SignJWT } from 'jose';
import type { ServiceContext } from '../../service-context.js';
import { addDays, dayOf, licenseStateOn, seatsOfUser } from '../licensing/index.js';
import { licenseKeys } from './license-key.js';

/** The last second of a UTC day. */
const endOfDay = (day: string) => `${day}T23:59:59Z`;

/**
 * What the user may play now: each attached seat of a license active today (ADR 0009: a seat of an
 * expired or not yet active license stays attached but grants nothing, Keygen's RESTRICT_ACCESS),
 * with a signed offline license file that the game keeps until `grace_until`.
 */
export async function entitlementsOf(ctx: ServiceContext, userId: string): Promise<Entitlements> {
  const now = ctx.clock.now();
  const today = dayOf(now);
  const seats = (await seatsOfUser(ctx.db, userId)).filter((seat) => licenseStateOn(seat, today) === 'active');
  const keys = await licenseKeys(ctx.config);
  const iat = Math.floor(now.getTime() / 1000);
  const entitlements = await Promise.all(
    seats.map(async (seat) => {
      const lastDay = seat.endsOn < seat.activeTo ? seat.endsOn : seat.activeTo;
      const claims: LicenseFileClaims = {
        product_id: seat.productId,
        product_name: seat.productName,
        license_id: seat.licenseId,
        valid_until: endOfDay(lastDay),
        grace_until: endOfDay(addDays(lastDay, LICENSE_GRACE_DAYS)),
      };
      const licenseFile = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'EdDSA', kid: keys.publicJwk.kid, typ: LICENSE_FILE_TYPE })
        .setIssuer(LICENSE_ISSUER)
        .setAudience(GAME_CLIENT_ID)
        .setSubject(userId)
        .setIssuedAt(iat)
        .setExpirationTime(Math.floor(Date.parse(claims.grace_until) / 1000))
        .sign(keys.privateKey);
      return { ...claims, license_file: licenseFile };
    }),
  );
  return {
    user_id: userId,
    checked_at: now.toISOString(),
    grace_days: LICENSE_GRACE_DAYS,
    entitlements,
  };
}
