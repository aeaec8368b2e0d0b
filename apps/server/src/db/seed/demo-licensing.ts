import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { billingAccounts, licenseSeats, organizations, products, userRoles, users } from '../schema/index.js';
import { attachSeat, createBilling, createLicense } from './factories.js';

const day = (at: Date, days = 0) => new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);

async function organizationNamed(tx: Executor, name: string) {
  const [row] = await tx.select().from(organizations).where(eq(organizations.name, name));
  return row ?? null;
}

async function productBySku(tx: Executor, sku: string) {
  const [row] = await tx.select().from(products).where(sql`lower(${products.sku}) = ${sku.toLowerCase()}`);
  return row ?? null;
}

/**
 * The demo world's billing and licenses (docs/decisions/0009), so the license screens open on real data:
 * St. Elisabeth on a 12-month billing with LapSkills Core for 25 seats, about ten attached (the demo trainee's
 * among them); Northbridge on a 6-month billing whose license ends within 30 days; Rhein-Main's billing canceled.
 * Idempotent: an organization that has a billing already is left as it is.
 */
export async function seedDemoLicensing(tx: Executor, now = new Date()) {
  const core = (await productBySku(tx, 'LS-CORE-12')) ?? (await productBySku(tx, 'LS-ADV-12'));
  if (core?.type !== 'software') return;
  const plans: Array<{
    name: string;
    cycleMonths: number;
    periodStart: string;
    periodEnd: string;
    amount: number;
    seats: number;
    status?: 'canceled';
  }> = [
    {
      name: 'St. Elisabeth Teaching Hospital',
      cycleMonths: 12,
      periodStart: day(now, -60),
      periodEnd: day(now, 304),
      amount: 25,
      seats: 10,
    },
    {
      name: 'Northbridge University Surgical Skills Lab',
      cycleMonths: 6,
      periodStart: day(now, -160),
      periodEnd: day(now, 21),
      amount: 8,
      seats: 4,
    },
    {
      name: 'Rhein-Main Center for Minimally Invasive Surgery',
      cycleMonths: 3,
      periodStart: day(now, -30),
      periodEnd: day(now, 60),
      amount: 5,
      seats: 0,
      status: 'canceled',
    },
  ];
  for (const plan of plans) {
    const organization = await organizationNamed(tx, plan.name);
    if (!organization) continue;
    const [existing] = await tx
      .select({ id: billingAccounts.id })
      .from(billingAccounts)
      .where(eq(billingAccounts.organizationId, organization.id));
    if (existing) continue;
    const billing = await createBilling(tx, {
      organizationId: organization.id,
      legalName: organization.name,
      billingEmail: `billing@${organization.name
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')
        .replace(/^-|-$/g, '')}.example.com`,
      street: organization.street,
      houseNumber: organization.houseNumber,
      addition: organization.addition,
      zipcode: organization.zipcode,
      city: organization.city,
      country: organization.country,
      cycleMonths: plan.cycleMonths,
      periodStart: plan.periodStart,
      periodEnd: plan.periodEnd,
      ...(plan.status ? { status: plan.status, canceledAt: now, autoRenew: false } : {}),
    });
    const license = await createLicense(tx, { billingAccountId: billing.id, productId: core.id, amount: plan.amount });
    if (plan.seats === 0) continue;
    // Trainees and trainers first (the demo trainee among them), active ones only, without a seat of the product.
    const candidates = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(
        and(
          eq(users.organizationId, organization.id),
          eq(users.status, 'active'),
          inArray(userRoles.role, ['trainee', 'trainer', 'user']),
          sql`not exists (select 1 from ${licenseSeats} where ${licenseSeats.userId} = ${users.id} and ${licenseSeats.productId} = ${core.id} and ${isNull(licenseSeats.detachedAt)})`,
        ),
      )
      .orderBy(sql`${users.email} <> 'trainee@example.com'`, users.email);
    const seen = new Set<string>();
    for (const user of candidates) {
      if (seen.size >= plan.seats) break;
      if (seen.has(user.id)) continue;
      seen.add(user.id);
      await attachSeat(tx, license.id, user.id, now);
    }
  }
}
