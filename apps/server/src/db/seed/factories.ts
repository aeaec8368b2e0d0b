import type { Permission, Role } from '@portal/contracts';
import { hashPassword } from '../../lib/passwords.js';
import type { Executor } from '../client.js';
import { organizations, userPermissions, userRoles, users } from '../schema/index.js';

/**
 * Row builders shared by the demo seed and the tests. Each takes the database
 * (or a transaction) first and fills sensible defaults for what is not given.
 */
let sequence = 0;
const next = () => ++sequence;

export type NewOrganization = Partial<typeof organizations.$inferInsert>;

export async function createOrganization(db: Executor, values: NewOrganization = {}) {
  const n = next();
  const [row] = await db
    .insert(organizations)
    .values({
      name: `Organization ${n}`,
      street: 'Main Street',
      houseNumber: String(n),
      zipcode: '1000 AA',
      city: 'Amsterdam',
      country: 'NL',
      ...values,
    })
    .returning();
  if (!row) throw new Error('organization insert returned nothing');
  return row;
}

export interface NewUser extends Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> {
  /** Plain password; hashed here. null leaves the account without one (invited). */
  password?: string | null;
  roles?: Role[];
  permissions?: Permission[];
}

// Hashing is deliberately slow; tests create many users with the same password.
const hashCache = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  let hashed = hashCache.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashCache.set(password, hashed);
  }
  return hashed;
};

export const DEFAULT_TEST_PASSWORD = 'DemoPass!2026';

export async function createUser(
  db: Executor,
  { password, roles = ['trainee'], permissions = [], ...values }: NewUser = {},
) {
  const n = next();
  const plain = password === undefined ? DEFAULT_TEST_PASSWORD : password;
  const [row] = await db
    .insert(users)
    .values({
      email: `user${n}.${Date.now().toString(36)}@example.test`,
      firstName: 'Test',
      lastName: `User ${n}`,
      status: 'active',
      ...values,
      passwordHash: plain === null ? null : await cachedHash(plain),
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  if (roles.length) await db.insert(userRoles).values(roles.map((role) => ({ userId: row.id, role })));
  if (permissions.length) {
    await db.insert(userPermissions).values(permissions.map((permission) => ({ userId: row.id, permission })));
  }
  return row;
}
