import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';
import { users } from './users.js';

/**
 * A certificate (owned by `modules/certificates`, issue 27): what a trainee achieved, issued once per trainee and
 * achievement (`achievement_key`: `fls_readiness` today, a curriculum version later) by the unique index, written
 * with `ON CONFLICT DO NOTHING` so parallel recomputes issue one. The holder's and the organization's names are kept
 * as issued. `verification_code` is 128 random bits in base64url (22 characters), the public page's key. Revoking
 * sets `revoked_at`, `revoked_by` and the reason once; nothing else changes after issue.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The certificate's number is `LSC-` and this, six digits at least (gaps allowed: a refused insert takes one). */
    serial: serial('serial').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    holderName: text('holder_name').notNull(),
    organizationName: text('organization_name'),
    /** `fls_readiness` (later `curriculum`). */
    achievement: text('achievement').notNull(),
    /** One certificate per user and key: `fls_readiness`, or a curriculum's id and version later. */
    achievementKey: text('achievement_key').notNull(),
    modelVersion: text('model_version'),
    benchmarkVersion: text('benchmark_version'),
    /** A curriculum's completion: its name and version as issued (null for FLS readiness). */
    curriculumName: text('curriculum_name'),
    curriculumVersion: integer('curriculum_version'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    verificationCode: text('verification_code').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revocationReason: text('revocation_reason'),
  },
  (t) => [
    uniqueIndex('certificates_user_achievement_key').on(t.userId, t.achievementKey),
    uniqueIndex('certificates_verification_code_key').on(t.verificationCode),
    uniqueIndex('certificates_serial_key').on(t.serial),
    index('certificates_organization_idx').on(t.organizationId, t.issuedAt),
    check('certificates_revocation_check', sql`(${t.revokedAt} is null) = (${t.revocationReason} is null)`),
  ],
);
