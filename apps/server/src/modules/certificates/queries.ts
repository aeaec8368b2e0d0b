import type { adminCertificateList } from '@portal/contracts';
import { and, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { certificates } from '../../db/schema/index.js';
import { escapeLike, ListFilter, type ListQueryOf, listPage, orderByList } from '../../lib/list-query/index.js';

export type CertificateRow = typeof certificates.$inferSelect;
/** The manager's list (`certificateList`) or the admin's, which adds the organization filter. */
export type CertificateListQuery = ListQueryOf<typeof adminCertificateList>;

/** Whose certificates a read may see: the holder's own, one organization's (a manager), or all (an admin). */
export type CertificateScope = { userId: string } | { organizationId: string } | { all: true };

function scopeOf(scope: CertificateScope): SQL | undefined {
  if ('userId' in scope) return eq(certificates.userId, scope.userId);
  if ('organizationId' in scope) return eq(certificates.organizationId, scope.organizationId);
  return undefined;
}

/**
 * Issue a certificate once: the unique index on (user, achievement key) refuses a second, and `ON CONFLICT DO
 * NOTHING` answers null then, however many recomputes race.
 */
export async function insertCertificate(
  tx: Executor,
  values: Omit<typeof certificates.$inferInsert, 'id' | 'serial'>,
): Promise<CertificateRow | null> {
  const [row] = await tx
    .insert(certificates)
    .values(values)
    .onConflictDoNothing({ target: [certificates.userId, certificates.achievementKey] })
    .returning();
  return row ?? null;
}

/** The holder's certificates, newest first. */
export async function certificatesOfUser(db: Executor, userId: string): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.serial));
}

export async function findCertificate(
  db: Executor,
  scope: CertificateScope,
  id: string,
): Promise<CertificateRow | null> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, id), scopeOf(scope)));
  return row ?? null;
}

/** The row in scope, locked until the transaction ends (a revocation reads it first). */
export async function lockCertificate(
  tx: Executor,
  scope: CertificateScope,
  id: string,
): Promise<CertificateRow | null> {
  const [row] = await tx
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, id), scopeOf(scope)))
    .for('update');
  return row ?? null;
}

export async function revokeCertificateRow(
  tx: Executor,
  id: string,
  values: { at: Date; by: string; reason: string },
): Promise<CertificateRow> {
  const [row] = await tx
    .update(certificates)
    .set({ revokedAt: values.at, revokedBy: values.by, revocationReason: values.reason })
    .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
    .returning();
  if (!row) throw new Error('certificate not revocable');
  return row;
}

/** One certificate by its verification code (the unique index). */
export async function findCertificateByCode(db: Executor, code: string): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.verificationCode, code));
  return row ?? null;
}

const sortColumns = {
  issued_at: certificates.issuedAt,
  number: certificates.serial,
  holder_name: certificates.holderName,
} as const;

function filterOf(scope: CertificateScope, filter: CertificateListQuery['filter']): ListFilter {
  const where = new ListFilter();
  // Values as placeholders: the list's SQL is built once per shape (`listPage`).
  if ('userId' in scope) where.add('user', eq(certificates.userId, where.value(scope.userId)));
  if ('organizationId' in scope) {
    where.add('organization', eq(certificates.organizationId, where.value(scope.organizationId)));
  }
  if (filter.organization_id) {
    where.add('organization_filter', eq(certificates.organizationId, where.value(filter.organization_id)));
  }
  if (filter.status === 'revoked') where.add('revoked', isNotNull(certificates.revokedAt));
  if (filter.status === 'valid') where.add('valid', isNull(certificates.revokedAt));
  if (filter.search) {
    where.add('search', ilike(certificates.holderName, where.value(`%${escapeLike(filter.search)}%`)));
  }
  return where;
}

/** One page of certificates in scope and the total (the list query pattern). */
export async function listCertificates(db: Executor, scope: CertificateScope, query: CertificateListQuery) {
  const filter = filterOf(scope, query.filter);
  const order = orderByList(query.sort, sortColumns, { tiebreak: certificates.id });
  return listPage(
    db,
    { name: 'certificates', table: certificates, filter, sort: query.sort },
    query,
    (where, { limit, offset }) =>
      db
        .select()
        .from(certificates)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  );
}
