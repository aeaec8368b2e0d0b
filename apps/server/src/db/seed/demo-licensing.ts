import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DAY_MS } from '../../lib/calendar-day.js';
import type { Executor } from '../client.js';
import {
  auditLog,
  billingAccounts,
  licenseSeats,
  organizations,
  products,
  userAvailableProducts,
  userRoles,
  users,
} from '../schema/index.js';
import { DEMO_EXPERTS } from './demo-benchmarks.js';
import { dayAfter as day, morningOf } from './demo-dates.js';
import { attachSeat, createBilling, createLicense } from './factories.js';

/** A demo sign-in: the audit entry "last signed in" reads. */
export const demoSignIn = (user: { id: string; email: string }, occurredAt: Date) => ({
  occurredAt,
  userId: user.id,
  userEmail: user.email,
  action: 'auth.login',
  ip: '192.0.2.10',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) LapSkills demo',
});

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
 * St. Elisabeth on a 12-month billing with LapSkills Core for 25 seats (30 from the next period), nine attached
 * (the demo trainee's among them; see `seedDemoSeatActivity` for idle ones) and a LapSkills Pilot license that
 * ends within two weeks; Northbridge on a 6-month billing whose license ends within 30 days and an unlimited
 * pilot site license; Rhein-Main's billing canceled, with an expired pilot license; Sofia Rossi (no
 * organization) on a personal 12-month billing holding her own seat. Lakeshore, Parc and Aarau have no billing
 * yet. The licensed products are made available to every active trainee and trainer, as an admin would before
 * attaching seats; Amir Haddad (St. Elisabeth) holds no seat: the manager's end-to-end test attaches one to him.
 * Idempotent: an organization or user that has a billing already is left as it is.
 */
export async function seedDemoLicensing(tx: Executor, now = new Date()) {
  const core = (await productBySku(tx, 'LS-CORE-12')) ?? (await productBySku(tx, 'LS-ADV-12'));
  if (core?.type !== 'software') return;
  const pilot = await productBySku(tx, 'LS-PILOT-03');
  await makeAvailable(tx, [core.id, ...(pilot?.type === 'software' ? [pilot.id] : [])]);
  const plans: Array<{
    name: string;
    cycleMonths: number;
    periodStart: string;
    periodEnd: string;
    amount: number;
    seats: number;
    status?: 'canceled';
    /** Members of the organization left without a seat (emails). */
    keepFree?: string[];
    pendingAmount?: number;
    pilot?: 'unlimited' | 'expired';
  }> = [
    {
      name: 'St. Elisabeth Teaching Hospital',
      cycleMonths: 12,
      periodStart: day(now, -60),
      periodEnd: day(now, 304),
      amount: 25,
      seats: 9,
      keepFree: ['amir.haddad@example.com'],
      pendingAmount: 30,
    },
    {
      name: 'Northbridge University Surgical Skills Lab',
      cycleMonths: 6,
      periodStart: day(now, -160),
      periodEnd: day(now, 21),
      amount: 8,
      seats: 4,
      pilot: 'unlimited',
    },
    {
      name: 'Rhein-Main Center for Minimally Invasive Surgery',
      cycleMonths: 3,
      periodStart: day(now, -30),
      periodEnd: day(now, 60),
      amount: 5,
      seats: 0,
      status: 'canceled',
      pilot: 'expired',
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
    const license = await createLicense(tx, {
      billingAccountId: billing.id,
      productId: core.id,
      amount: plan.amount,
      ...(plan.pendingAmount ? { pendingAmount: plan.pendingAmount } : {}),
    });
    if (pilot?.type === 'software' && plan.pilot === 'unlimited') {
      await createLicense(tx, {
        billingAccountId: billing.id,
        productId: pilot.id,
        amountType: 'unlimited',
        amount: null,
      });
    }
    if (pilot?.type === 'software' && plan.pilot === 'expired') {
      await createLicense(tx, {
        billingAccountId: billing.id,
        productId: pilot.id,
        amount: 3,
        startsOn: day(now, -120),
        endsOn: day(now, -30),
        autoRenew: false,
      });
    }
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
    const seated: Array<{ id: string; email: string }> = [];
    for (const user of candidates) {
      if (seen.size >= plan.seats) break;
      // St. Elisabeth's faculty surgeons (the benchmark's experts) hold Pilot seats, not Core ones.
      if (seen.has(user.id) || plan.keepFree?.includes(user.email) || DEMO_EXPERTS.includes(user.email)) continue;
      seen.add(user.id);
      seated.push(user);
    }
    for (const user of seated) await attachSeat(tx, license.id, user.id, morningOf(plan.periodStart));
    if (plan.keepFree) await seedDemoSeatActivity(tx, billing.id, license.id, seated, now);
  }
  await seedPersonalBilling(tx, core.id, now);
}

/**
 * St. Elisabeth's seats as a manager would find them two months into the period: most were attached at its
 * start and their users signed in this week; three are idle (no sign-in for over 30 days: two of them train
 * with the game, whose device they approved in the portal before), one was attached a few days ago to a trainer
 * who has not signed in yet; and a LapSkills Pilot license of 5 seats ends in 12 days, attached to the trainer, a
 * trainee and the three faculty surgeons whose sessions made the benchmark (demo-benchmarks.ts).
 */
async function seedDemoSeatActivity(
  tx: Executor,
  billingId: string,
  coreLicenseId: string,
  seated: Array<{ id: string; email: string }>,
  now: Date,
) {
  const at = (days: number, hour = 9) => new Date(now.getTime() + days * DAY_MS + (hour - 12) * 3_600_000);
  const activity: Record<string, { attached: number; signedIn: number[] }> = {
    'lotte.vos@example.com': { attached: -58, signedIn: [-56, -47] },
    // Trains with the game, whose device she approved in the portal; no sign-in since.
    'sophie.deboer@example.com': { attached: -58, signedIn: [-59, -45] },
    'daan.mulder@example.com': { attached: -58, signedIn: [-50, -38] },
    // A trainer who has not trained or signed in yet.
    'sanne.dejong@example.com': { attached: -4, signedIn: [] },
  };
  for (const [index, user] of seated.entries()) {
    const plan = activity[user.email] ?? { attached: -58, signedIn: [-30, -12, -(index % 6) - 1] };
    await tx
      .update(licenseSeats)
      .set({ attachedAt: at(plan.attached) })
      .where(and(eq(licenseSeats.licenseId, coreLicenseId), eq(licenseSeats.userId, user.id)));
    for (const days of plan.signedIn) await tx.insert(auditLog).values(demoSignIn(user, at(days, 8 + (index % 9))));
  }
  const pilot = await productBySku(tx, 'LS-PILOT-03');
  if (pilot?.type !== 'software') return;
  const ends = day(now, 12);
  const license = await createLicense(tx, {
    billingAccountId: billingId,
    productId: pilot.id,
    amount: 5,
    startsOn: day(now, -78),
    endsOn: ends,
    activeFrom: day(now, -78),
    activeTo: ends,
  });
  const pilots = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['trainer@example.com', 'noah.smit@example.com', ...DEMO_EXPERTS]));
  for (const user of pilots) {
    await attachSeat(tx, license.id, user.id, at(-70));
    if (user.email === 'trainer@example.com') await tx.insert(auditLog).values(demoSignIn(user, at(-2, 14)));
  }
}

/** The products the admin made available to every active trainee and trainer (the attach rule's check 6). */
async function makeAvailable(tx: Executor, productIds: string[]) {
  const people = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.status, 'active'), inArray(userRoles.role, ['trainee', 'trainer', 'user'])));
  if (people.length === 0) return;
  await tx
    .insert(userAvailableProducts)
    .values(people.flatMap(({ id }) => productIds.map((productId) => ({ userId: id, productId }))))
    .onConflictDoNothing();
}

/** Sofia Rossi, without an organization, on a personal billing with her own seat of the core license. */
async function seedPersonalBilling(tx: Executor, productId: string, now: Date) {
  const [person] = await tx.select().from(users).where(eq(users.email, 'sofia.rossi@example.com'));
  if (!person || person.organizationId) return;
  const [existing] = await tx
    .select({ id: billingAccounts.id })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, person.id));
  if (existing) return;
  const billing = await createBilling(tx, {
    userId: person.id,
    legalName: 'Dr. Sofia Rossi',
    billingEmail: 'sofia.rossi@example.com',
    street: 'Via della Moscova',
    houseNumber: '18',
    zipcode: '20121',
    city: 'Milano',
    country: 'IT',
    cycleMonths: 12,
    periodStart: day(now, -20),
    periodEnd: day(now, 344),
  });
  const license = await createLicense(tx, { billingAccountId: billing.id, productId, amount: 1 });
  await attachSeat(tx, license.id, person.id, morningOf(billing.periodStart));
}
