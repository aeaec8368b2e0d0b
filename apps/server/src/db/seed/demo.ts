import type { Permission, Role } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { ensureReferenceData } from '../reference-data.js';
import { organizations, users } from '../schema/index.js';
import { createOrganization, createUser } from './factories.js';

export const DEMO_PASSWORD = 'DemoPass!2026';

export interface DemoAccount {
  email: string;
  role: string;
  organization: string | null;
}

const ORGANIZATIONS = [
  {
    name: 'St. Elisabeth Teaching Hospital',
    street: 'Hilvarenbeekse Weg',
    houseNumber: '60',
    addition: null,
    zipcode: '5022 GC',
    city: 'Tilburg',
    country: 'NL',
  },
  {
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
export async function seedDemo(db: Database, { reset = false } = {}): Promise<DemoAccount[]> {
  await db.transaction(async (tx) => {
    if (reset) {
      await tx.execute(sql`truncate ${users}, ${organizations} restart identity cascade`);
      await tx.execute(sql`truncate sessions, throttles, mails`);
    }
    await ensureReferenceData(tx);
    const orgIds: string[] = [];
    for (const org of ORGANIZATIONS) {
      const [found] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(sql`${organizations.name} = ${org.name}`);
      orgIds.push(found?.id ?? (await createOrganization(tx, org)).id);
    }
    for (const u of USERS) {
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
      });
    }
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
