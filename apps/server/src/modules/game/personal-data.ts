import { eq } from 'drizzle-orm';
import { deviceAuthorizations, deviceTokens } from '../../db/schema/index.js';
import type { PersonalData } from '../users/index.js';

/** The game's device sign-ins and connected devices. */
export const gamePersonalData: PersonalData = {
  module: 'game',
  columns: ['device_authorizations.user_id', 'device_tokens.user_id'],
  async export(db, userId) {
    const devices = await db
      .select({
        id: deviceTokens.id,
        name: deviceTokens.name,
        platform: deviceTokens.platform,
        createdAt: deviceTokens.createdAt,
        lastSeenAt: deviceTokens.lastSeenAt,
      })
      .from(deviceTokens)
      .where(eq(deviceTokens.userId, userId))
      .orderBy(deviceTokens.createdAt);
    const signIns = await db
      .select({
        deviceName: deviceAuthorizations.deviceName,
        platform: deviceAuthorizations.platform,
        status: deviceAuthorizations.status,
        createdAt: deviceAuthorizations.createdAt,
        decidedAt: deviceAuthorizations.decidedAt,
      })
      .from(deviceAuthorizations)
      .where(eq(deviceAuthorizations.userId, userId))
      .orderBy(deviceAuthorizations.createdAt);
    return { devices, device_sign_ins: signIns };
  },
  async erase(_ctx, tx, { userId }) {
    await tx.delete(deviceTokens).where(eq(deviceTokens.userId, userId));
    await tx.delete(deviceAuthorizations).where(eq(deviceAuthorizations.userId, userId));
  },
};
