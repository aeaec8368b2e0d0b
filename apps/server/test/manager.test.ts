import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, organizationLicenseManagers, organizations, userRoles, users } from '../src/db/schema/index.js';
import { createOrganization, createUser } from '../src/db/seed/factories.js';
import { sendQueuedMailsAfterAll, setupTestApp, type TestClient } from './helpers/app.js';
import { linkIn } from './helpers/smtp.js';

const ctx = await setupTestApp();
const STRONG = 'Scalpel-Trocar-42';

sendQueuedMailsAfterAll(ctx.db);

const orgA = await createOrganization(ctx.db, {
  name: 'Alpha Clinic',
  street: 'Maasstadweg',
  houseNumber: '21',
  zipcode: '3079 DZ',
  city: 'Rotterdam',
  country: 'NL',
});
const orgB = await createOrganization(ctx.db, { name: 'Beta Clinic' });
const managerA = await createUser(ctx.db, {
  email: 'manager@alpha.test',
  firstName: 'Mara',
  lastName: 'Manager',
  roles: ['license-manager'],
  organizationId: orgA.id,
});
const traineeA = await createUser(ctx.db, { email: 'trainee@alpha.test', roles: ['trainee'], organizationId: orgA.id });
const managerB = await createUser(ctx.db, {
  email: 'manager@beta.test',
  roles: ['license-manager'],
  organizationId: orgB.id,
});
const traineeB = await createUser(ctx.db, { email: 'trainee@beta.test', roles: ['trainee'], organizationId: orgB.id });
await createUser(ctx.db, { email: 'boss@x.test', firstName: 'Olga', lastName: 'Boss', roles: ['super-admin'] });

const signIn = async (email: string) => {
  const client = ctx.client();
  await client.login(email);
  return client;
};
const manager = await signIn('manager@alpha.test');
const admin = await signIn('boss@x.test');

const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const rolesOf = async (userId: string) =>
  (await ctx.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map(
    (r) => r.role,
  );
const userRow = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const auditOf = (action: string) =>
  ctx.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.occurredAt);

/** Who holds the license-manager role in an organization, and its manager row. */
async function managersOf(organizationId: string) {
  const holders = await ctx.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'license-manager')))
    .where(eq(users.organizationId, organizationId));
  const rows = await ctx.db
    .select()
    .from(organizationLicenseManagers)
    .where(eq(organizationLicenseManagers.organizationId, organizationId));
  return { holders: holders.map((h) => h.id), rows: rows.map((r) => r.userId) };
}

const put = (client: TestClient, url: string, body: unknown) => client.request('PUT', url, body);
const del = (client: TestClient, url: string) => client.request('DELETE', url);

describe('the section and its scope', () => {
  it('answers a super-admin without an organization with a clear 409, not an error', async () => {
    for (const url of ['/api/manager/organization', '/api/manager/members', '/api/manager/license-manager']) {
      const res = await admin.get(url);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message:
          'You do not belong to an organization. The manager section shows the organization of the signed-in user.',
        code: 'no_organization',
      });
    }
    const german = await admin.get('/api/manager/organization', { 'accept-language': 'de' });
    expect(german.json().message).toMatch(/^Sie gehören zu keiner Organisation/);
  });

  it('shows a super-admin who belongs to an organization that organization', async () => {
    const org = await createOrganization(ctx.db, { name: 'Super Clinic' });
    await createUser(ctx.db, { email: 'super@clinic.test', roles: ['super-admin'], organizationId: org.id });
    const res = await (await signIn('super@clinic.test')).get('/api/manager/organization');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: org.id, name: 'Super Clinic' });
  });

  it('keeps trainees and admins out', async () => {
    const trainee = await signIn('trainee@alpha.test');
    const res = await trainee.get('/api/manager/members');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });
});

describe('organisation details', () => {
  it("shows the manager's own organization with its license manager", async () => {
    const res = await manager.get('/api/manager/organization');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: orgA.id,
      name: 'Alpha Clinic',
      zipcode: '3079 DZ',
      license_manager: { id: managerA.id, email: 'manager@alpha.test' },
    });
  });

  it('changes the address with the admin rules (zipcode in standard form) and records it', async () => {
    const res = await put(manager, '/api/manager/organization', {
      name: 'Alpha Clinic',
      street: 'Coolsingel',
      house_number: '40',
      addition: 'B',
      zipcode: '3011ad',
      city: 'Rotterdam',
      country: 'nl',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ street: 'Coolsingel', zipcode: '3011 AD', addition: 'B', country: 'NL' });
    const [entry] = (await auditOf('organization.updated')).filter((e) => e.actorId === managerA.id);
    expect(entry?.details).toMatchObject({
      id: orgA.id,
      changes: { street: { from: 'Maasstadweg', to: 'Coolsingel' }, zipcode: { from: '3079 DZ', to: '3011 AD' } },
    });
  });

  it('refuses a zipcode that does not fit the country, and an organization id in the body, changing nothing', async () => {
    const before = (await ctx.db.select().from(organizations).where(eq(organizations.id, orgA.id)))[0];
    const body = {
      name: 'Alpha Clinic',
      street: 'Coolsingel',
      house_number: '40',
      zipcode: '30111',
      city: 'Rotterdam',
      country: 'NL',
    };
    const bad = await put(manager, '/api/manager/organization', body);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      zipcode: ['Enter a Dutch postcode: four digits and two letters, e.g. 1234 AB.'],
    });
    const other = await put(manager, '/api/manager/organization', { ...body, zipcode: '3011 AD', id: orgB.id });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ id: ['This field is not allowed.'] });
    const after = (await ctx.db.select().from(organizations).where(eq(organizations.id, orgA.id)))[0];
    expect(after).toEqual(before);
    const b = (await ctx.db.select().from(organizations).where(eq(organizations.id, orgB.id)))[0];
    expect(b?.name).toBe('Beta Clinic');
  });
});

describe('members (account details)', () => {
  it('lists only its own members, with role, status and last sign-in', async () => {
    const res = await manager.get('/api/manager/members?sort=email');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Array<{ id: string; email: string; last_signed_in_at: string | null }>;
    expect(rows.map((r) => r.email)).toEqual(['manager@alpha.test', 'trainee@alpha.test']);
    expect(rows.find((r) => r.id === managerA.id)?.last_signed_in_at).toEqual(expect.any(String));
    expect(res.json().data[1]).toMatchObject({ roles: ['trainee'], status: 'active' });
    expect(res.json().meta).toMatchObject({ total: 2, page: 1 });
  });

  it('cannot be widened to another organization by a filter', async () => {
    const res = await manager.get(`/api/manager/members?filter[organization_id]=${orgB.id}`);
    expect(res.statusCode).toBe(422);
  });

  it('answers 403 for a user of another organization and 404 for one that does not exist', async () => {
    const other = await manager.get(`/api/manager/members/${traineeB.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      message: 'The resource must belong to the authenticated user.',
      code: 'not_owner',
    });
    expect((await manager.get('/api/manager/members/7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11')).statusCode).toBe(404);
    expect((await manager.get('/api/manager/members/not-a-uuid')).statusCode).toBe(404);
    const quiet = await createUser(ctx.db, { email: 'quiet@alpha.test', roles: ['trainer'], organizationId: orgA.id });
    const own = await manager.get(`/api/manager/members/${quiet.id}`);
    expect(own.json().data).toMatchObject({ id: quiet.id, roles: ['trainer'], last_signed_in_at: null });
  });
});

describe('inviting a member', () => {
  it('invites a trainee into its own organization, who gets the invitation mail and activates', async () => {
    const res = await manager.post('/api/manager/members', {
      email: 'New.Trainee@Alpha.test',
      first_name: 'Nina',
      last_name: 'Neu',
      role: 'trainee',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: 'new.trainee@alpha.test',
      status: 'inactive',
      roles: ['trainee'],
      last_signed_in_at: null,
    });
    const row = await userRow(res.json().data.id);
    expect(row?.organizationId).toBe(orgA.id);
    const mail = await ctx.smtp.waitFor('new.trainee@alpha.test', { subject: /invited/ });
    expect(mail.text).toContain('Mara Manager created a LapSkills account for you at Alpha Clinic.');
    const activated = await ctx.client().post('/api/auth/activate', {
      token: linkIn(mail, '/activate/').token,
      password: STRONG,
      password_confirmation: STRONG,
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().data).toMatchObject({ roles: ['trainee'], organization: { name: 'Alpha Clinic' } });
    const [entry] = (await auditOf('user.invited')).filter((e) => e.userId === row?.id);
    expect(entry).toMatchObject({ actorId: managerA.id, details: { role: 'trainee', organization_id: orgA.id } });
  });

  it('refuses the roles admin and license-manager, another organization in the body and unknown fields', async () => {
    const before = await userCount();
    const base = { email: 'nobody@alpha.test', first_name: 'No', last_name: 'Body' };
    for (const role of ['admin', 'license-manager', 'super-admin']) {
      const res = await manager.post('/api/manager/members', { ...base, role });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['role']);
    }
    const elsewhere = await manager.post('/api/manager/members', {
      ...base,
      role: 'trainee',
      organization_id: orgB.id,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({ organization_id: ['This field is not allowed.'] });
    expect(await userCount()).toBe(before);
  });

  it('refuses an address that is taken', async () => {
    const res = await manager.post('/api/manager/members', {
      email: 'trainee@beta.test',
      first_name: 'T',
      last_name: 'B',
      role: 'trainer',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['This email address is already in use.'] });
    expect((await userRow(traineeB.id))?.organizationId).toBe(orgB.id);
  });

  it('creates one user when the same address is invited 100 times at once', async () => {
    const before = await userCount();
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        manager.post('/api/manager/members', {
          email: 'burst@alpha.test',
          first_name: 'Burst',
          last_name: 'Member',
          role: 'trainer',
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(99);
    for (const res of results.filter((r) => r.statusCode === 422)) {
      expect(res.json().errors).toEqual({ email: ['This email address is already in use.'] });
    }
    expect(await userCount()).toBe(before + 1);
    const rows = await ctx.db.select().from(users).where(eq(users.email, 'burst@alpha.test'));
    expect(rows).toHaveLength(1);
    expect(await rolesOf(rows[0]?.id as string)).toEqual(['trainer']);
  });
});

describe('editing a member', () => {
  it("changes a member's names and role and records what changed", async () => {
    const member = await createUser(ctx.db, { email: 'edit@alpha.test', roles: ['trainee'], organizationId: orgA.id });
    const res = await put(manager, `/api/manager/members/${member.id}`, {
      first_name: 'Edda',
      last_name: 'Edit',
      role: 'trainer',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Edda', last_name: 'Edit', roles: ['trainer'] });
    expect(await rolesOf(member.id)).toEqual(['trainer']);
    const [entry] = (await auditOf('user.updated')).filter((e) => e.userId === member.id);
    expect(entry).toMatchObject({
      actorId: managerA.id,
      details: { changes: { first_name: { to: 'Edda' }, role: { from: 'trainee', to: 'trainer' } } },
    });
  });

  it('refuses a user of another organization (403), an unknown one (404), the manager and admin roles', async () => {
    const body = { first_name: 'Hack', last_name: 'Ed', role: 'trainer' };
    const before = await userRow(traineeB.id);
    const other = await put(manager, `/api/manager/members/${traineeB.id}`, body);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('not_owner');
    expect(await userRow(traineeB.id)).toEqual(before);
    expect(await rolesOf(traineeB.id)).toEqual(['trainee']);

    const unknown = await put(manager, '/api/manager/members/7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11', body);
    expect(unknown.statusCode).toBe(404);

    const self = await put(manager, `/api/manager/members/${managerA.id}`, body);
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('member_not_editable');
    expect(await rolesOf(managerA.id)).toEqual(['license-manager']);

    const promote = await put(manager, `/api/manager/members/${traineeA.id}`, { ...body, role: 'admin' });
    expect(promote.statusCode).toBe(422);
    expect(await rolesOf(traineeA.id)).toEqual(['trainee']);

    const admins = await createUser(ctx.db, { email: 'admin@alpha.test', roles: ['admin'], organizationId: orgA.id });
    const onAdmin = await put(manager, `/api/manager/members/${admins.id}`, body);
    expect(onAdmin.statusCode).toBe(403);
    expect(await rolesOf(admins.id)).toEqual(['admin']);
  });

  it('sends the invitation again to a member who has not activated, and only then', async () => {
    const invited = await manager.post('/api/manager/members', {
      email: 'again@alpha.test',
      first_name: 'Agnes',
      last_name: 'Again',
      role: 'trainee',
    });
    const id = invited.json().data.id as string;
    const first = await ctx.smtp.waitFor('again@alpha.test', { subject: /invited/ });
    const since = ctx.smtp.received.length;
    const res = await manager.post(`/api/manager/members/${id}/invitation`);
    expect(res.statusCode).toBe(200);
    const second = await ctx.smtp.waitFor('again@alpha.test', { subject: /invited/, since });
    const older = await ctx.client().get(`/api/auth/tokens/${linkIn(first, '/activate/').token}`);
    expect(older.statusCode).toBe(410);
    expect((await ctx.client().get(`/api/auth/tokens/${linkIn(second, '/activate/').token}`)).statusCode).toBe(200);
    expect((await auditOf('user.invitation_resent')).filter((e) => e.userId === id)).toHaveLength(1);

    const active = await manager.post(`/api/manager/members/${traineeA.id}/invitation`);
    expect(active.statusCode).toBe(409);
    expect(active.json().code).toBe('already_activated');
    const other = await manager.post(`/api/manager/members/${traineeB.id}/invitation`);
    expect(other.statusCode).toBe(403);
  });

  it('deactivates a member: sessions end, no sign-in, links stop working; never another organization', async () => {
    const member = await createUser(ctx.db, {
      email: 'leaver@alpha.test',
      roles: ['trainee'],
      organizationId: orgA.id,
    });
    const session = await signIn('leaver@alpha.test');
    expect((await session.get('/api/auth/authorized')).statusCode).toBe(200);

    const res = await del(manager, `/api/manager/members/${member.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: member.id, status: 'deactivated' });
    expect((await session.get('/api/auth/authorized')).statusCode).toBe(401);
    const login = await ctx.client().post('/api/auth/login', { email: 'leaver@alpha.test', password: 'DemoPass!2026' });
    expect(login.statusCode).toBe(422);
    expect((await auditOf('user.deactivated')).filter((e) => e.userId === member.id)).toHaveLength(1);
    // Again: nothing changes, nothing recorded.
    expect((await del(manager, `/api/manager/members/${member.id}`)).statusCode).toBe(200);
    expect((await auditOf('user.deactivated')).filter((e) => e.userId === member.id)).toHaveLength(1);
    // Not invited again.
    expect((await manager.post(`/api/manager/members/${member.id}/invitation`)).json().code).toBe('member_deactivated');
    // The admin's screens show the same state, and filter on it.
    expect((await admin.get(`/api/admin/users/${member.id}`)).json().data.status).toBe('deactivated');
    const deactivated = await admin.get(`/api/admin/organizations/${orgA.id}/members?filter[status]=deactivated`);
    expect(deactivated.json().data.map((m: { id: string }) => m.id)).toEqual([member.id]);
    const listed = await admin.get(`/api/admin/users?filter[status]=deactivated&filter[organization_id]=${orgA.id}`);
    expect(listed.json().data.map((u: { id: string }) => u.id)).toEqual([member.id]);

    const other = await del(manager, `/api/manager/members/${traineeB.id}`);
    expect(other.statusCode).toBe(403);
    expect((await userRow(traineeB.id))?.status).toBe('active');
    expect((await del(manager, `/api/manager/members/${managerA.id}`)).statusCode).toBe(403);
    expect((await userRow(managerA.id))?.status).toBe('active');
  });

  it('retires a pending invitation when an invited member is deactivated', async () => {
    const invited = await manager.post('/api/manager/members', {
      email: 'pending@alpha.test',
      first_name: 'Pia',
      last_name: 'Pending',
      role: 'trainee',
    });
    const mail = await ctx.smtp.waitFor('pending@alpha.test', { subject: /invited/ });
    expect((await del(manager, `/api/manager/members/${invited.json().data.id}`)).statusCode).toBe(200);
    const activate = await ctx.client().post('/api/auth/activate', {
      token: linkIn(mail, '/activate/').token,
      password: STRONG,
      password_confirmation: STRONG,
    });
    expect(activate.statusCode).toBe(410);
    expect((await userRow(invited.json().data.id))?.status).toBe('deactivated');
  });
});

describe('handing over the license manager role', () => {
  it('says who holds the role', async () => {
    const res = await manager.get('/api/manager/license-manager');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: managerA.id, email: 'manager@alpha.test' });
  });

  it('refuses a user of another organization, an unknown, inactive or deactivated one, changing nothing', async () => {
    const org = await createOrganization(ctx.db, { name: 'Refusal Clinic' });
    const boss = await createUser(ctx.db, {
      email: 'boss@refusal.test',
      roles: ['license-manager'],
      organizationId: org.id,
    });
    const invited = await createUser(ctx.db, {
      email: 'invited@refusal.test',
      status: 'inactive',
      password: null,
      organizationId: org.id,
    });
    const gone = await createUser(ctx.db, {
      email: 'gone@refusal.test',
      status: 'deactivated',
      organizationId: org.id,
    });
    const client = await signIn('boss@refusal.test');
    const cases: Array<[string, string]> = [
      [traineeB.id, 'This person is not a member of this organization.'],
      ['7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11', 'This person is not a member of this organization.'],
      [invited.id, 'Only an active member can become the license manager.'],
      [gone.id, 'This member is deactivated.'],
      [boss.id, 'This person is already the license manager of this organization.'],
    ];
    for (const [userId, message] of cases) {
      const res = await client.post('/api/manager/license-manager', { user_id: userId });
      expect(res.statusCode, userId).toBe(422);
      expect(res.json().errors).toEqual({ user_id: [message] });
    }
    expect(await managersOf(org.id)).toEqual({ holders: [boss.id], rows: [boss.id] });
    expect(await rolesOf(traineeB.id)).toEqual(['trainee']);
    expect(await managersOf(orgB.id)).toEqual({ holders: [managerB.id], rows: [managerB.id] });
  });

  it('hands the role over: the old manager keeps the account as a trainee, both get a mail, the section closes', async () => {
    const org = await createOrganization(ctx.db, { name: 'Handover Clinic' });
    const old = await createUser(ctx.db, {
      email: 'old@handover.test',
      firstName: 'Otto',
      lastName: 'Old',
      roles: ['license-manager'],
      organizationId: org.id,
    });
    const next = await createUser(ctx.db, {
      email: 'next@handover.test',
      firstName: 'Nele',
      lastName: 'Next',
      roles: ['trainer'],
      organizationId: org.id,
    });
    const oldClient = await signIn('old@handover.test');
    const nextClient = await signIn('next@handover.test');
    expect((await oldClient.get('/api/manager/organization')).statusCode).toBe(200);
    expect((await nextClient.get('/api/manager/organization')).statusCode).toBe(403);

    const res = await oldClient.post('/api/manager/license-manager', { user_id: next.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: next.id,
      invited: false,
      replaced: { id: old.id, email: 'old@handover.test' },
    });
    expect(await managersOf(org.id)).toEqual({ holders: [next.id], rows: [next.id] });
    expect(await rolesOf(old.id)).toEqual(['trainee']);
    expect((await userRow(old.id))?.status).toBe('active');

    await ctx.smtp.waitFor('next@handover.test', { subject: /You are now the license manager of Handover Clinic/ });
    const notice = await ctx.smtp.waitFor('old@handover.test', { subject: /no longer the license manager/ });
    expect(notice.text).toContain('Nele Next is now the license manager of Handover Clinic');

    const closed = await oldClient.get('/api/manager/organization');
    expect(closed.statusCode).toBe(403);
    expect((await oldClient.get('/api/auth/authorized')).json().data.roles).toEqual(['trainee']);
    expect((await nextClient.get('/api/manager/organization')).statusCode).toBe(200);
    const [assigned] = (await auditOf('organization.license_manager_assigned')).filter((e) => e.userId === next.id);
    expect(assigned).toMatchObject({ actorId: old.id, details: { id: org.id } });
  });

  it('leaves exactly one license manager when the handover races against itself', async () => {
    const org = await createOrganization(ctx.db, { name: 'Race Clinic' });
    const boss = await createUser(ctx.db, {
      email: 'boss@race.test',
      roles: ['license-manager'],
      organizationId: org.id,
    });
    const members = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createUser(ctx.db, { email: `m${i}@race.test`, roles: ['trainee'], organizationId: org.id }),
      ),
    );
    const client = await signIn('boss@race.test');
    const results = await Promise.all(
      members.map((m) => client.post('/api/manager/license-manager', { user_id: m.id })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(19);
    const winner = members[statuses.indexOf(200)]?.id as string;
    expect(await managersOf(org.id)).toEqual({ holders: [winner], rows: [winner] });
    expect(await rolesOf(boss.id)).toEqual(['trainee']);
    expect((await client.get('/api/manager/organization')).statusCode).toBe(403);
  });
});
