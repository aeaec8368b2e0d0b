import { newVerificationCode } from '../../modules/certificates/index.js';
import type { Executor } from '../client.js';
import { certificates } from '../schema/certificates.js';

export interface NewCertificate extends Partial<Omit<typeof certificates.$inferInsert, 'userId'>> {
  userId: string;
}

/**
 * A certificate of FLS readiness held by `userId` (tests and the demo world; the portal issues them through the
 * readiness event): names as given (default "Test Holder"), issued now, valid unless `revokedAt` is given.
 */
export async function createCertificate(db: Executor, values: NewCertificate) {
  const [row] = await db
    .insert(certificates)
    .values({
      holderName: 'Test Holder',
      achievement: 'fls_readiness',
      achievementKey: 'fls_readiness',
      modelVersion: 'test-model',
      issuedAt: new Date(),
      verificationCode: newVerificationCode(),
      ...(values.revokedAt ? { revocationReason: 'Issued in error' } : {}),
      ...values,
    })
    .returning();
  if (!row) throw new Error('certificate insert returned nothing');
  return row;
}
