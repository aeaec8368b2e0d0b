import { sql } from 'drizzle-orm';
import { READINESS_VERSION } from '../../modules/analytics/index.js';
import { newVerificationCode } from '../../modules/certificates/index.js';
import type { Executor } from '../client.js';
import { certificates } from '../schema/index.js';
import { daysBefore } from './demo-dates.js';

/** St. Elisabeth's certificate holders (issue 27): the demo trainee's is valid, Emma Visser's was revoked. */
export const DEMO_CERTIFICATES = {
  valid: { email: 'trainee@example.com', issuedDaysAgo: 12 },
  revoked: {
    email: 'emma.visser@example.com',
    issuedDaysAgo: 4,
    revokedDaysAgo: 2,
    reason: 'Issued in error: sessions of another trainee were uploaded under this account.',
  },
} as const;

const ORGANIZATION = 'St. Elisabeth Teaching Hospital';

/**
 * The demo's certificates of FLS readiness, as the readiness event issues them (names as they are, a fresh
 * verification code); the revoked one by the demo manager. Idempotent: the unique index on (user, achievement)
 * keeps an existing one.
 */
export async function seedDemoCertificates(tx: Executor, now: Date) {
  const people = await tx.execute<{ id: string; email: string; name: string; organization_id: string }>(sql`
    select u.id, lower(u.email) as email, u.first_name || ' ' || u.last_name as name, u.organization_id
    from users u join organizations o on o.id = u.organization_id
    where o.name = ${ORGANIZATION}
      and lower(u.email) in (${DEMO_CERTIFICATES.valid.email}, ${DEMO_CERTIFICATES.revoked.email}, 'manager@example.com')`);
  const byEmail = new Map(people.rows.map((row) => [row.email, row]));
  const manager = byEmail.get('manager@example.com');
  for (const plan of [DEMO_CERTIFICATES.valid, DEMO_CERTIFICATES.revoked]) {
    const holder = byEmail.get(plan.email);
    if (!holder) continue;
    const revocation =
      'reason' in plan
        ? {
            revokedAt: daysBefore(now, plan.revokedDaysAgo),
            revokedBy: manager?.id ?? null,
            revocationReason: plan.reason,
          }
        : {};
    await tx
      .insert(certificates)
      .values({
        userId: holder.id,
        organizationId: holder.organization_id,
        holderName: holder.name,
        organizationName: ORGANIZATION,
        achievement: 'fls_readiness',
        achievementKey: 'fls_readiness',
        modelVersion: READINESS_VERSION,
        issuedAt: daysBefore(now, plan.issuedDaysAgo),
        verificationCode: newVerificationCode(),
        ...revocation,
      })
      .onConflictDoNothing({ target: [certificates.userId, certificates.achievementKey] });
  }
}
