import { eq } from 'drizzle-orm';
import { practiceNudgeMails } from '../../db/schema/index.js';
import type { PersonalData } from '../users/index.js';

/** When each kind of practice nudge last went to the user (the goal and opt-out are the user's own columns). */
export const nudgesPersonalData: PersonalData = {
  module: 'nudges',
  columns: ['practice_nudge_mails.user_id'],
  async export(db, userId) {
    const mails = await db
      .select({ kind: practiceNudgeMails.kind, sentAt: practiceNudgeMails.sentAt })
      .from(practiceNudgeMails)
      .where(eq(practiceNudgeMails.userId, userId));
    return { practice_nudges: mails };
  },
  async erase(_ctx, tx, { userId }) {
    await tx.delete(practiceNudgeMails).where(eq(practiceNudgeMails.userId, userId));
  },
};
