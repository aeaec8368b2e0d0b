import { eq } from 'drizzle-orm';
import { certificates } from '../../db/schema/index.js';
import type { PersonalData } from '../users/index.js';
import { renderCertificatePdf } from './pdf.js';
import { presentCertificate } from './presenters.js';
import { certificatesOfUser } from './queries.js';

/**
 * The user's certificates (as holder), and the revocations they made (as a manager or admin). Erasing deletes the
 * certificates held (each carries the holder's name; its verification page then knows none) and forgets who revoked.
 */
export const certificatesPersonalData: PersonalData = {
  module: 'certificates',
  columns: ['certificates.user_id', 'certificates.revoked_by'],
  async export(db, userId) {
    const rows = await db
      .select({
        serial: certificates.serial,
        holderName: certificates.holderName,
        organizationName: certificates.organizationName,
        achievement: certificates.achievement,
        issuedAt: certificates.issuedAt,
        revokedAt: certificates.revokedAt,
        revocationReason: certificates.revocationReason,
      })
      .from(certificates)
      .where(eq(certificates.userId, userId));
    return { certificates: rows };
  },
  async files(db, userId, { language, appUrl }) {
    const files = [];
    for (const row of await certificatesOfUser(db, userId)) {
      const shown = presentCertificate(row, appUrl);
      files.push({ name: `certificate-${shown.number}.pdf`, bytes: await renderCertificatePdf(shown, language) });
    }
    return files;
  },
  async erase(_ctx, tx, { userId }) {
    await tx.delete(certificates).where(eq(certificates.userId, userId));
    await tx.update(certificates).set({ revokedBy: null }).where(eq(certificates.revokedBy, userId));
  },
};
