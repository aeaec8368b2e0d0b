import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { addressColumns } from './address.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/**
 * A billing account (docs/decisions/0009-licensing-model.md): an organization's or one user's
 * (`entity_type`), exactly one of `organization_id` / `user_id` set, at most one per entity. Its
 * billing details, its cycle (3, 6 or 12 months) and current period (`period_start` to
 * `period_end`, both days included), auto renew and status. Dates are calendar days (UTC).
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityType: text('entity_type', { enum: ['ORGANIZATION', 'USER'] }).notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    legalName: text('legal_name').notNull(),
    billingEmail: text('billing_email').notNull(),
    vatNumber: text('vat_number'),
    ...addressColumns(),
    purchaseOrder: text('purchase_order'),
    currency: text('currency').notNull().default('EUR'),
    cycleMonths: integer('cycle_months').notNull(),
    /** A cycle change waiting for the next period; null when none. */
    pendingCycleMonths: integer('pending_cycle_months'),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    status: text('status', { enum: ['active', 'canceled'] })
      .notNull()
      .default('active'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'billing_accounts_entity',
      sql`(${t.entityType} = 'ORGANIZATION' and ${t.organizationId} is not null and ${t.userId} is null) or (${t.entityType} = 'USER' and ${t.userId} is not null and ${t.organizationId} is null)`,
    ),
    check('billing_accounts_cycle', sql`${t.cycleMonths} in (3, 6, 12)`),
    check('billing_accounts_pending_cycle', sql`${t.pendingCycleMonths} in (3, 6, 12)`),
    check('billing_accounts_period', sql`${t.periodStart} <= ${t.periodEnd}`),
    check('billing_accounts_country_format', sql`${t.country} ~ '^[A-Z]{2}$'`),
    uniqueIndex('billing_accounts_organization_unique').on(t.organizationId),
    uniqueIndex('billing_accounts_user_unique').on(t.userId),
    index('billing_accounts_period_end_idx').on(t.periodEnd, t.id),
    index('billing_accounts_created_at_idx').on(t.createdAt, t.id),
  ],
);

/**
 * The billed entity's name: the organization's, or the user's full name. Scalar subqueries, not left
 * joins: they run once per row shown, and PostgreSQL plans a list with them in a fraction of the time two
 * more outer joins cost it (planning was most of an admin license list's database time).
 */
export const billingEntityName = sql<string>`coalesce(
  (select ${organizations.name} from ${organizations} where ${organizations.id} = ${sql.identifier('billing_accounts')}.organization_id),
  (select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${sql.identifier('billing_accounts')}.user_id))`;
