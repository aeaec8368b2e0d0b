import type { Database } from '../../src/db/client.js';
import { createOrganization, createUser } from '../../src/db/seed/factories.js';

/**
 * The cast of the access matrix: one of each role in organization A, a
 * manager in organization B, and admins without and with permissions; and
 * admins they act on (`targets`).
 */
export async function createAccessWorld(db: Database) {
  const orgA = await createOrganization(db, { name: 'Org A' });
  const orgB = await createOrganization(db, { name: 'Org B' });
  const make = (email: string, values: Parameters<typeof createUser>[1]) => createUser(db, { email, ...values });
  const users = {
    trainee: await make('trainee@a.test', { roles: ['trainee'], organizationId: orgA.id }),
    trainer: await make('trainer@a.test', { roles: ['trainer'], organizationId: orgA.id }),
    managerA: await make('manager@a.test', { roles: ['license-manager'], organizationId: orgA.id }),
    managerB: await make('manager@b.test', { roles: ['license-manager'], organizationId: orgB.id }),
    adminPlain: await make('admin-plain@x.test', { roles: ['admin'] }),
    adminUsers: await make('admin-users@x.test', { roles: ['admin'], permissions: ['manage user'] }),
    superAdmin: await make('super@x.test', { roles: ['super-admin'] }),
  };
  // Accounts the matrix acts on, never signs in as: admins holding what `adminUsers` lacks, and one holding nothing.
  const targets = {
    adminProduct: await make('admin-product@x.test', {
      firstName: 'Pia',
      lastName: 'Product',
      roles: ['admin'],
      permissions: ['manage product'],
      twoFactorEnabledAt: new Date(),
    }),
    adminProductToDelete: await make('admin-product-2@x.test', { roles: ['admin'], permissions: ['manage product'] }),
    adminBare: await make('admin-bare@x.test', { firstName: 'Bo', lastName: 'Bare', roles: ['admin'] }),
  };
  // Not an actor: a trainee of organization A whom the manager rows may deactivate (no session of theirs is used).
  const memberA = await make('member@a.test', {
    roles: ['trainee'],
    organizationId: orgA.id,
    firstName: 'Spare',
    lastName: 'Member',
  });
  return { orgA, orgB, users, targets, memberA };
}

export type AccessWorld = Awaited<ReturnType<typeof createAccessWorld>>;
export type Actor = 'anonymous' | keyof AccessWorld['users'];
export const ACTORS: Actor[] = [
  'anonymous',
  'trainee',
  'trainer',
  'managerA',
  'managerB',
  'adminPlain',
  'adminUsers',
  'superAdmin',
];
