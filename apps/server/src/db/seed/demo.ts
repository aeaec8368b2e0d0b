import type { Permission, Role } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Storage } from '../../lib/storage.js';
import type { Database } from '../client.js';
import { ensureReferenceData } from '../reference-data.js';
import { organizations, users } from '../schema/index.js';
import { seedDemoBenchmarks } from './demo-benchmarks.js';
import { seedDemoCertificates } from './demo-certificates.js';
import { seedDemoCurricula } from './demo-curricula.js';
import { daysBefore, invitedSince, memberSince, STAFF_SINCE_DAYS } from './demo-dates.js';
import { seedDemoShippingAndDownloads } from './demo-downloads.js';
import { seedDemoHardware } from './demo-hardware.js';
import { seedDemoInvoices } from './demo-invoices.js';
import { seedDemoLicensing } from './demo-licensing.js';
import { seedDemoProducts } from './demo-products.js';
import { seedDemoTraining } from './demo-training.js';
import { createOrganization, createUser } from './factories.js';

export const DEMO_PASSWORD = 'DemoPass!2026';

export interface DemoAccount {
  email: string;
  role: string;
  organization: string | null;
}

const ORGANIZATIONS = [
  {
    sinceDays: 430,
    name: 'St. Elisabeth Teaching Hospital',
    street: 'Hilvarenbeekse Weg',
    houseNumber: '60',
    addition: null,
    zipcode: '5022 GC',
    city: 'Tilburg',
    country: 'NL',
  },
  {
    sinceDays: 425,
    name: 'Northbridge University Surgical Skills Lab',
    street: 'Oxford Road',
    houseNumber: '146',
    addition: 'Building B',
    zipcode: 'M13 9PL',
    city: 'Manchester',
    country: 'GB',
  },
] as const;

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  permissions?: Permission[];
  org: 0 | 1 | null;
  label: string;
}

const USERS: DemoUser[] = [
  {
    email: 'admin@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
    roles: ['super-admin'],
    org: null,
    label: 'super-admin (all four permissions)',
  },
  {
    email: 'manager@example.com',
    firstName: 'Maya',
    lastName: 'Manager',
    roles: ['license-manager'],
    org: 0,
    label: 'license manager',
  },
  { email: 'trainer@example.com', firstName: 'Tom', lastName: 'Trainer', roles: ['trainer'], org: 0, label: 'trainer' },
  {
    email: 'trainee@example.com',
    firstName: 'Tara',
    lastName: 'Trainee',
    roles: ['trainee'],
    org: 0,
    label: 'trainee',
  },
  {
    email: 'manager2@example.com',
    firstName: 'Milo',
    lastName: 'Manager',
    roles: ['license-manager'],
    org: 1,
    label: 'license manager',
  },
  {
    email: 'trainee2@example.com',
    firstName: 'Theo',
    lastName: 'Trainee',
    roles: ['trainee'],
    org: 1,
    label: 'trainee',
  },
];

/**
 * The rest of the demo world's people, so that lists look like a real
 * customer base: trainees and trainers in both organizations, admins with
 * one permission each, and invitations not accepted yet. They share the demo
 * password but are not listed as demo accounts.
 */
const ROSTER: Array<[first: string, last: string, role: Role, org: 0 | 1 | null, extra?: 'invited' | Permission]> = [
  ['Hanna', 'Hofstra', 'admin', null, 'manage user'],
  ['Pieter', 'Prins', 'admin', null, 'manage product'],
  ['Bella', 'Bakker', 'admin', null, 'manage billing'],
  ['Omar', 'Osei', 'admin', null, 'manage organization'],
  ['Sanne', 'de Jong', 'trainer', 0],
  ['Lucas', 'van Dijk', 'trainee', 0],
  ['Emma', 'Visser', 'trainee', 0],
  ['Noah', 'Smit', 'trainee', 0],
  ['Julia', 'Meijer', 'trainee', 0],
  ['Daan', 'Mulder', 'trainee', 0],
  ['Sophie', 'de Boer', 'trainee', 0],
  ['Finn', 'Bos', 'trainee', 0, 'invited'],
  ['Lotte', 'Vos', 'trainee', 0],
  ['Amir', 'Haddad', 'trainee', 0],
  // St. Elisabeth's faculty surgeons: the experts of its benchmark (demo-benchmarks.ts).
  ['Ingrid', 'Jansen', 'trainer', 0],
  ['Maarten', 'de Wit', 'trainer', 0],
  ['Eva', 'Dekker', 'trainer', 0],
  ['Grace', 'Okonkwo', 'trainer', 1],
  ['Oliver', 'Hughes', 'trainee', 1],
  ['Amelia', 'Clarke', 'trainee', 1],
  ['Harry', 'Patel', 'trainee', 1],
  ['Isla', 'Murphy', 'trainee', 1],
  ['Jack', 'Evans', 'trainee', 1],
  ['Freya', 'Walsh', 'trainee', 1, 'invited'],
  ['Arjun', 'Shah', 'trainee', 1],
  ['Chloe', 'Bennett', 'trainee', 1],
  // Independent surgeons in training, without an organization: one on a personal billing (demo-licensing.ts).
  ['Sofia', 'Rossi', 'trainee', null],
  ['Daniel', 'Weber', 'trainee', null],
];

const rosterEmail = (first: string, last: string) =>
  `${first}.${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '')
    .concat('@example.com');

/**
 * More customers, so the organizations list looks like a real customer base:
 * a German, an American, a Belgian and a Swiss one, each with its members
 * (the first person listed with 'license-manager' manages it; the Swiss one
 * has none yet). Their people share the demo password but are not listed as
 * demo accounts.
 */
const MORE_ORGANIZATIONS: Array<{
  organization: Parameters<typeof createOrganization>[1] & { name: string };
  /** Customer since, in days before now. */
  sinceDays: number;
  domain: string;
  members: Array<[first: string, last: string, role: Role, invited?: 'invited']>;
}> = [
  {
    sinceDays: 390,
    organization: {
      name: 'Rhein-Main Center for Minimally Invasive Surgery',
      street: 'Theodor-Stern-Kai',
      houseNumber: '7',
      addition: 'Haus 23A',
      zipcode: '60590',
      city: 'Frankfurt am Main',
      country: 'DE',
    },
    domain: 'rhein-main.example.com',
    members: [
      ['Katrin', 'Schneider', 'license-manager'],
      ['Jonas', 'Becker', 'trainer'],
      ['Lea', 'Wagner', 'trainee'],
      ['Maximilian', 'Fischer', 'trainee'],
      ['Marie', 'Hoffmann', 'trainee'],
      ['Paul', 'Schulz', 'trainee', 'invited'],
    ],
  },
  {
    sinceDays: 300,
    organization: {
      name: 'Lakeshore Medical College Simulation Lab',
      street: 'East Chicago Avenue',
      houseNumber: '303',
      addition: 'Suite 1200',
      zipcode: '60611-3008',
      city: 'Chicago',
      country: 'US',
    },
    domain: 'lakeshore.example.com',
    members: [
      ['Rachel', 'Kim', 'license-manager'],
      ['Marcus', 'Johnson', 'trainer'],
      ['Emily', 'Rodriguez', 'trainee'],
      ['Tyler', 'Nguyen', 'trainee'],
      ['Hannah', 'Brooks', 'trainee'],
    ],
  },
  {
    sinceDays: 240,
    organization: {
      name: 'Clinique Universitaire du Parc Skills Lab',
      street: 'Avenue Hippocrate',
      houseNumber: '10',
      addition: null,
      zipcode: '1200',
      city: 'Bruxelles',
      country: 'BE',
    },
    domain: 'parc.example.com',
    members: [
      ['Camille', 'Dubois', 'license-manager'],
      ['Louis', 'Lambert', 'trainee'],
      ['Elise', 'Peeters', 'trainee'],
    ],
  },
  {
    sinceDays: 200,
    organization: {
      name: 'Kantonsspital Aarau Trainingszentrum',
      street: 'Tellstrasse',
      houseNumber: '25',
      addition: null,
      zipcode: '5001',
      city: 'Aarau',
      country: 'CH',
    },
    domain: 'aarau.example.com',
    members: [
      ['Nina', 'Meier', 'trainer'],
      ['Luca', 'Brunner', 'trainee', 'invited'],
    ],
  },
];

export function demoAccounts(): DemoAccount[] {
  return USERS.map((u) => ({
    email: u.email,
    role: u.label,
    organization: u.org === null ? null : ORGANIZATIONS[u.org].name,
  }));
}

/** True when the database holds no user yet: the only time a start seeds on its own. */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * The demo world. Idempotent: existing demo rows (by email, by organization
 * name) are kept as they are. `reset` deletes every user and organization first.
 */
export interface SeedOptions {
  reset?: boolean;
  /** Where product images go; without it products have none. */
  storage?: Storage;
  /** The seed's clock: every date of the demo world is relative to it (default: now). */
  now?: Date;
}

export async function seedDemo(
  db: Database,
  { reset = false, storage, now = new Date() }: SeedOptions = {},
): Promise<DemoAccount[]> {
  await db.transaction(async (tx) => {
    if (reset) {
      await tx.execute(sql`truncate license_seats, licenses, billing_accounts, hardware_items`);
      await tx.execute(sql`truncate ${users}, ${organizations} restart identity cascade`);
      await tx.execute(sql`truncate sessions, throttles, mails`);
    }
    await ensureReferenceData(tx);
    const orgIds: string[] = [];
    for (const { sinceDays, ...org } of ORGANIZATIONS) {
      const [found] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(sql`${organizations.name} = ${org.name}`);
      orgIds.push(found?.id ?? (await createOrganization(tx, { ...org, createdAt: daysBefore(now, sinceDays) })).id);
    }
    const since = (org: 0 | 1 | null, index: number) =>
      org === null
        ? daysBefore(now, STAFF_SINCE_DAYS - (index % 10))
        : memberSince(now, ORGANIZATIONS[org].sinceDays, index);
    for (const [index, u] of USERS.entries()) {
      const [found] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${u.email}`);
      if (found) continue;
      await createUser(tx, {
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        password: DEMO_PASSWORD,
        roles: u.roles,
        permissions: u.permissions ?? [],
        organizationId: u.org === null ? null : orgIds[u.org],
        createdAt: since(u.org, index),
      });
    }
    for (const [index, [firstName, lastName, role, org, extra]] of ROSTER.entries()) {
      const email = rosterEmail(firstName, lastName);
      const [found] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
      if (found) continue;
      const invited = extra === 'invited';
      await createUser(tx, {
        email,
        firstName,
        lastName,
        password: invited ? null : DEMO_PASSWORD,
        status: invited ? 'inactive' : 'active',
        roles: [role],
        permissions: extra && !invited ? [extra] : [],
        organizationId: org === null ? null : orgIds[org],
        createdAt: invited ? invitedSince(now, index) : since(org, index + USERS.length),
      });
    }
    for (const { organization, sinceDays, domain, members } of MORE_ORGANIZATIONS) {
      const [found] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(sql`${organizations.name} = ${organization.name}`);
      if (found) continue;
      const { id: organizationId } = await createOrganization(tx, {
        ...organization,
        createdAt: daysBefore(now, sinceDays),
      });
      for (const [index, [firstName, lastName, role, invited]] of members.entries()) {
        await createUser(tx, {
          email: `${firstName}.${lastName}@${domain}`.toLowerCase(),
          firstName,
          lastName,
          password: invited ? null : DEMO_PASSWORD,
          status: invited ? 'inactive' : 'active',
          roles: [role],
          organizationId,
          createdAt: invited ? invitedSince(now, index) : memberSince(now, sinceDays, index),
        });
      }
    }
    await seedDemoProducts(tx, storage);
    await seedDemoShippingAndDownloads(tx, now);
    await seedDemoLicensing(tx, now);
    await seedDemoTraining(tx, DEMO_PASSWORD, now);
    await seedDemoBenchmarks(tx, now);
    await seedDemoCertificates(tx, now);
    await seedDemoCurricula(tx, now);
    await seedDemoInvoices(tx, now);
    await seedDemoHardware(tx, now);
  });
  return demoAccounts();
}

export function formatDemoAccounts(accounts: DemoAccount[]): string {
  const width = Math.max(...accounts.map((a) => a.email.length));
  const lines = accounts.map(
    (a) => `  ${a.email.padEnd(width)}  ${a.role}${a.organization ? `, ${a.organization}` : ''}`,
  );
  return [`Demo accounts (password ${DEMO_PASSWORD}):`, ...lines].join('\n');
}
