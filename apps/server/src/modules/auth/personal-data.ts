import { eq, or, type SQLWrapper, sql } from 'drizzle-orm';
import { authTokens, mails, recoveryCodes, sessions, twoFactor } from '../../db/schema/index.js';
import { containsText, replaceText } from '../../lib/redact.js';
import type { PersonalData } from '../users/index.js';
import { retireTokens } from './link-tokens.js';
import { deleteUserSessions } from './queries.js';

/**
 * Sessions, mailed link tokens and the second factor's state; and the outbox's mails (`mails`), which hold
 * addresses and names: on erasure the mails to the person go, and their name and address are replaced by the
 * pseudonym in mails to others (an invitation names its inviter).
 */
export const authPersonalData: PersonalData = {
  module: 'auth',
  columns: ['sessions.user_id', 'auth_tokens.user_id', 'two_factor.user_id', 'two_factor_recovery_codes.user_id'],
  // A deactivated account: its sessions end and its unused links stop working.
  async deactivated(_ctx, tx, { userId, at }) {
    await retireTokens(tx, userId, at);
    await deleteUserSessions(tx, userId);
  },
  async export(db, userId) {
    const signedIn = await db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(sessions.createdAt);
    // Never a hash: what a link was for and when.
    const links = await db
      .select({
        purpose: authTokens.purpose,
        createdAt: authTokens.createdAt,
        expiresAt: authTokens.expiresAt,
        usedAt: authTokens.usedAt,
      })
      .from(authTokens)
      .where(eq(authTokens.userId, userId))
      .orderBy(authTokens.createdAt);
    const codes = await db
      .select({ usedAt: recoveryCodes.usedAt })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, userId));
    return {
      sessions: signedIn,
      link_tokens: links,
      recovery_codes: { total: codes.length, used: codes.filter((code) => code.usedAt !== null).length },
    };
  },
  async erase(_ctx, tx, { userId, person, pseudonym }) {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(authTokens).where(eq(authTokens.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.delete(mails).where(sql`lower(${mails.toAddress}) = lower(${person.email})`);
    const name = `${person.firstName} ${person.lastName}`.trim();
    const alias = `${pseudonym.firstName} ${pseudonym.lastName}`;
    const redacted = (column: SQLWrapper) =>
      replaceText(replaceText(column, person.email, pseudonym.email), name, alias);
    await tx
      .update(mails)
      .set({ subject: redacted(mails.subject), text: redacted(mails.text), html: redacted(mails.html) })
      .where(
        or(
          ...[mails.subject, mails.text, mails.html].flatMap((column) => [
            containsText(column, person.email),
            containsText(column, name),
          ]),
        ),
      );
  },
};
