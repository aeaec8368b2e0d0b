import type { Permission } from '@portal/contracts';
import type { Database } from '../../src/db/client.js';
import { createBenchmark } from '../../src/db/seed/benchmark-factory.js';
import { createCertificate } from '../../src/db/seed/certificate-factory.js';
import { createAssignment, createCurriculum, createGroup } from '../../src/db/seed/curriculum-factory.js';
import {
  attachSeat,
  createBilling,
  createHardwareItem,
  createInvoice,
  createLicense,
  createOrganization,
  createProduct,
  createUser,
} from '../../src/db/seed/factories.js';

/**
 * The admins of the cast and the one permission each holds (`adminPlain` none): a route behind the
 * wrong permission lets the wrong admin in, or keeps the right one out, and the matrix fails.
 */
export const ADMIN_PERMISSION = {
  adminPlain: null,
  adminOrganizations: 'manage organization',
  adminUsers: 'manage user',
  adminBilling: 'manage billing',
  adminProducts: 'manage product',
} as const satisfies Record<string, Permission | null>;
export type AdminActor = keyof typeof ADMIN_PERMISSION;

/**
 * The cast of the access matrix: one of each role in organization A, a
 * manager in organization B, an admin per permission and one without, and
 * the super-admin; and admins they act on (`targets`).
 */
export async function createAccessWorld(db: Database) {
  const orgA = await createOrganization(db, { name: 'Org A' });
  const orgB = await createOrganization(db, { name: 'Org B' });
  const make = (email: string, values: Parameters<typeof createUser>[1]) => createUser(db, { email, ...values });
  const admin = (email: string, actor: AdminActor) => {
    const permission = ADMIN_PERMISSION[actor];
    return make(email, { roles: ['admin'], permissions: permission ? [permission] : [] });
  };
  const users = {
    trainee: await make('trainee@a.test', { roles: ['trainee'], organizationId: orgA.id }),
    trainer: await make('trainer@a.test', { roles: ['trainer'], organizationId: orgA.id }),
    managerA: await make('manager@a.test', { roles: ['license-manager'], organizationId: orgA.id }),
    managerB: await make('manager@b.test', { roles: ['license-manager'], organizationId: orgB.id }),
    adminPlain: await admin('admin-plain@x.test', 'adminPlain'),
    adminOrganizations: await admin('admin-organizations@x.test', 'adminOrganizations'),
    adminUsers: await admin('admin-users@x.test', 'adminUsers'),
    adminBilling: await admin('admin-billing@x.test', 'adminBilling'),
    adminProducts: await admin('admin-products@x.test', 'adminProducts'),
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
  // Not actors: a trainee of organization A whom the manager rows may deactivate (no session of theirs is used),
  // and a trainee of organization B, whom A's people must never see.
  const memberA = await make('member@a.test', {
    roles: ['trainee'],
    organizationId: orgA.id,
    firstName: 'Spare',
    lastName: 'Member',
  });
  const memberB = await make('member@b.test', {
    roles: ['trainee'],
    organizationId: orgB.id,
    firstName: 'Other',
    lastName: 'Member',
  });
  // Licensing: a license of one product in each organization, the spare members holding a seat each.
  const product = await createProduct(db, { name: 'Matrix Product' });
  // The period around the test clock's day (2026-03-02).
  const period = { periodStart: '2026-01-01', periodEnd: '2026-12-31' };
  const billingA = await createBilling(db, { organizationId: orgA.id, ...period });
  const billingB = await createBilling(db, { organizationId: orgB.id, ...period });
  const licenseA = await createLicense(db, { billingAccountId: billingA.id, productId: product.id });
  const licenseB = await createLicense(db, { billingAccountId: billingB.id, productId: product.id });
  await attachSeat(db, licenseA.id, memberA.id);
  await attachSeat(db, licenseB.id, memberB.id);
  const invoiceA = await createInvoice(db, { billingAccountId: billingA.id });
  const invoiceB = await createInvoice(db, { billingAccountId: billingB.id });
  const licensing = { product, licenseA, licenseB, billingA: licenseA.billingAccountId, invoiceA, invoiceB };
  // Hardware: an instrument set of each organization and one owned by a user (memberA) personally.
  const hardwareProduct = await createProduct(db, { type: 'hardware', name: 'Matrix Instrument Set' });
  const hardware = {
    product: hardwareProduct,
    itemA: await createHardwareItem(db, { productId: hardwareProduct.id, organizationId: orgA.id }),
    itemB: await createHardwareItem(db, { productId: hardwareProduct.id, organizationId: orgB.id }),
    itemOfUser: await createHardwareItem(db, { productId: hardwareProduct.id, userId: memberA.id }),
  };
  // Certificates: one held by each organization's spare member.
  const certificates = {
    a: await createCertificate(db, {
      userId: memberA.id,
      organizationId: orgA.id,
      holderName: 'Spare Member',
      organizationName: orgA.name,
    }),
    b: await createCertificate(db, {
      userId: memberB.id,
      organizationId: orgB.id,
      holderName: 'Other Member',
      organizationName: orgB.name,
    }),
  };
  // Curricula: each organization a group of its spare member, a curriculum and its assignment.
  const curriculaOf = async (organizationId: string, memberId: string) => {
    const group = await createGroup(db, { organizationId, name: 'PGY-1', memberIds: [memberId] });
    const { curriculum, version } = await createCurriculum(db, { organizationId, name: 'Basics' });
    const assignment = await createAssignment(db, {
      organizationId,
      curriculumId: curriculum.id,
      versionId: version.id,
      groupId: group.id,
      dueOn: '2030-01-01',
    });
    return { group, curriculum, assignment };
  };
  const curricula = { a: await curriculaOf(orgA.id, memberA.id), b: await curriculaOf(orgB.id, memberB.id) };
  // Benchmarks: an empty draft of each organization (activating it answers 409: nothing changes).
  const benchmarks = {
    a: await createBenchmark(db, { organizationId: orgA.id, name: 'Draft A' }),
    b: await createBenchmark(db, { organizationId: orgB.id, name: 'Draft B' }),
  };
  return { orgA, orgB, users, targets, memberA, memberB, licensing, hardware, certificates, curricula, benchmarks };
}

export type AccessWorld = Awaited<ReturnType<typeof createAccessWorld>>;
export type Actor = 'anonymous' | keyof AccessWorld['users'];
/** In this order: the super-admin, whose calls may change data, comes last. */
export const ACTORS: Actor[] = [
  'anonymous',
  'trainee',
  'trainer',
  'managerA',
  'managerB',
  'adminPlain',
  'adminOrganizations',
  'adminUsers',
  'adminBilling',
  'adminProducts',
  'superAdmin',
];
export const ADMIN_ACTORS = Object.keys(ADMIN_PERMISSION) as AdminActor[];

/** The organization an actor belongs to; admins and the anonymous caller belong to none. */
export function organizationOf(world: AccessWorld, actor: Actor) {
  if (actor === 'managerB') return world.orgB;
  if (actor === 'trainee' || actor === 'trainer' || actor === 'managerA') return world.orgA;
  return null;
}

/** The users of an organization in the cast (actors and members). */
export function peopleOf(world: AccessWorld, organizationId: string) {
  return [...Object.values(world.users), world.memberA, world.memberB].filter(
    (user) => user.organizationId === organizationId,
  );
}

/**
 * What must never appear in an answer to an actor of an organization: the other organization's id
 * and name, and its people's ids and addresses. Empty for actors without an organization (admins
 * read every organization).
 */
export function foreignTo(world: AccessWorld, actor: Actor): string[] {
  const own = organizationOf(world, actor);
  if (!own) return [];
  const other = own.id === world.orgA.id ? world.orgB : world.orgA;
  return [other.id, other.name, ...peopleOf(world, other.id).flatMap((user) => [user.id, user.email])];
}
