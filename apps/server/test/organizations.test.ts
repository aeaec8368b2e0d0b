import { organizationBody } from '@portal/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, organizationLicenseManagers, organizations, userRoles, users } from '../src/db/schema/index.js';
import { createOrganization, createUser } from '../src/db/seed/factories.js';
import { sendQueuedMailsAfterAll, setupTestApp } from './helpers/app.js';
import { linkIn } from './helpers/smtp.js';

const ctx = await setupTestApp();
const STRONG = 'Scalpel-Trocar-42';
await createUser(ctx.db, { email: 'boss@x.test', firstName: 'Olga', lastName: 'Boss', roles: ['super-admin'] });
const admin = ctx.client();
await admin.login('boss@x.test');

sendQueuedMailsAfterAll(ctx.db);

const address = {
  name: 'Maasstad Simulation Centre',
  street: 'Maasstadweg',
  house_number: '21',
  addition: '',
  zipcode: '3079dz',
  city: 'Rotterdam',
  country: 'nl',
};

const organizationCount = async () => (await ctx.db.select({ n: count() }).from(organizations))[0]?.n ?? 0;
const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]?.n ?? 0;

/** Who holds the license-manager role among the members, and the organization's manager row. */
async function managersOf(organizationId: string) {
  const holders = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'license-manager')))
    .where(eq(users.organizationId, organizationId));
  const rows = await ctx.db
    .select()
    .from(organizationLicenseManagers)
    .where(eq(organizationLicenseManagers.organizationId, organizationId));
  return { holders, rows };
}

const rolesOf = async (userId: string) =>
  (await ctx.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map(
    (r) => r.role,
  );

const auditOf = (action: string) =>
  ctx.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.occurredAt);

describe('POST/GET/PUT /api/admin/organizations', () => {
  it('creates an organization with its address in standard form and records it', async () => {
    const res = await admin.post('/api/admin/organizations', address);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      name: 'Maasstad Simulation Centre',
      zipcode: '3079 DZ',
      country: 'NL',
      addition: null,
      members_count: 0,
      license_manager: null,
    });
    const [entry] = (await auditOf('organization.created')).filter((e) => (e.details as { id: string }).id === data.id);
    expect(entry?.actorId).toBeDefined();
    expect((entry?.details as { changes: Record<string, unknown> } | undefined)?.changes.zipcode).toEqual({
      from: null,
      to: '3079 DZ',
    });

    const shown = await admin.get(`/api/admin/organizations/${data.id}?include=license_manager`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ id: data.id, city: 'Rotterdam', license_manager: null });
    expect((await admin.get(`/api/admin/organizations/${data.id}`)).json().data).not.toHaveProperty('license_manager');
  });

  it('changes an organization (PUT, and POST with _method=PUT) and records only what changed', async () => {
    const org = await createOrganization(ctx.db, { name: 'Edit Me Clinic' });
    const put = await admin.request('PUT', `/api/admin/organizations/${org.id}`, {
      ...address,
      name: 'Edited Clinic',
      country: 'DE',
      zipcode: '10115',
      city: 'Berlin',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ name: 'Edited Clinic', country: 'DE', zipcode: '10115' });
    const override = await admin.post(`/api/admin/organizations/${org.id}`, {
      _method: 'PUT',
      ...address,
      name: 'Edited Clinic',
      country: 'DE',
      zipcode: '10117',
      city: 'Berlin',
    });
    expect(override.statusCode).toBe(200);
    expect(override.json().data.zipcode).toBe('10117');
    const entries = (await auditOf('organization.updated')).filter((e) => (e.details as { id: string }).id === org.id);
    expect(entries).toHaveLength(2);
    expect((entries[1]?.details as { changes: unknown } | undefined)?.changes).toEqual({
      zipcode: { from: '10115', to: '10117' },
    });
  });

  it('answers 404 for an id that does not exist or is not a UUID, and changes nothing', async () => {
    const before = { users: await userCount(), organizations: await organizationCount() };
    for (const id of ['7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11', 'not-a-uuid', '1']) {
      const get = await admin.get(`/api/admin/organizations/${id}`);
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual({ message: 'The selected resource does not exist.', code: 'not_found' });
      const put = await admin.request('PUT', `/api/admin/organizations/${id}`, address);
      expect(put.statusCode).toBe(404);
      for (const path of ['members', 'license-manager']) {
        expect((await admin.get(`/api/admin/organizations/${id}/${path}`)).statusCode).toBe(404);
      }
      expect(
        (
          await admin.post(`/api/admin/organizations/${id}/license-manager`, {
            email: 'x@y.test',
            first_name: 'X',
            last_name: 'Y',
          })
        ).statusCode,
      ).toBe(404);
    }
    expect({ users: await userCount(), organizations: await organizationCount() }).toEqual(before);
  });
});

describe('address validation', () => {
  const attempt = (values: Partial<typeof address>, headers?: Record<string, string>) =>
    admin.post('/api/admin/organizations', { ...address, ...values }, headers);

  it('checks the zipcode per country where the format is known and stores its standard form', async () => {
    const good: Array<[string, string, string]> = [
      ['NL', '1234 ab', '1234 AB'],
      ['NL', '1234AB', '1234 AB'],
      ['DE', '01067', '01067'],
      ['US', '94105', '94105'],
      ['US', '941051234', '94105-1234'],
      ['US', '94105-1234', '94105-1234'],
      ['GB', 'sw1a1aa', 'SW1A 1AA'],
      ['GB', 'M13 9PL', 'M13 9PL'],
      ['BE', '1000', '1000'],
      ['JP', '100-0001', '100-0001'],
      ['IE', 'D02 X285', 'D02 X285'],
    ];
    for (const [country, zipcode, stored] of good) {
      const res = await attempt({ country, zipcode, name: `Zip ${country} ${zipcode}` });
      expect(res.statusCode, `${country} ${zipcode}`).toBe(201);
      expect(res.json().data.zipcode).toBe(stored);
    }
  });

  it('refuses a zipcode that does not fit its country, with the expected format, and stores nothing', async () => {
    const before = await organizationCount();
    const bad: Array<[string, string, string]> = [
      ['NL', '123 AB', 'Enter a Dutch postcode: four digits and two letters, e.g. 1234 AB.'],
      ['NL', '0123 AB', 'Enter a Dutch postcode: four digits and two letters, e.g. 1234 AB.'],
      ['DE', 'ABCDE', 'Enter a postcode of five digits for this country, e.g. 10115.'],
      ['DE', '1011', 'Enter a postcode of five digits for this country, e.g. 10115.'],
      ['DE', '10115A', 'Enter a postcode of five digits for this country, e.g. 10115.'],
      ['US', '9410A', 'Enter a ZIP code of five digits, or five plus four, e.g. 94105 or 94105-1234.'],
      ['US', '94105-12', 'Enter a ZIP code of five digits, or five plus four, e.g. 94105 or 94105-1234.'],
      ['GB', '12345', 'Enter a UK postcode, e.g. SW1A 1AA.'],
      ['GB', 'SW1A', 'Enter a UK postcode, e.g. SW1A 1AA.'],
      ['AT', 'A-1010', 'Enter a postcode of four digits for this country, e.g. 1010.'],
      ['JP', '1234567890123', 'This field may not be longer than 12 characters.'],
    ];
    for (const [country, zipcode, message] of bad) {
      const res = await attempt({ country, zipcode });
      expect(res.statusCode, `${country} ${zipcode}`).toBe(422);
      expect(res.json().errors).toEqual({ zipcode: [message] });
    }
    const german = await attempt({ country: 'DE', zipcode: 'ABCDE' }, { 'accept-language': 'de' });
    expect(german.json().errors.zipcode).toEqual([
      'Geben Sie für dieses Land eine fünfstellige Postleitzahl ein, z. B. 10115.',
    ]);
    expect(await organizationCount()).toBe(before);
  });

  it('refuses a country that is not an ISO 3166 alpha-2 code, missing fields and unknown ones', async () => {
    const before = await organizationCount();
    for (const country of ['UK', 'XX', 'NLD', '', 'N1', 42]) {
      const res = await attempt({ country: country as string });
      expect(res.statusCode, String(country)).toBe(422);
      expect(res.json().errors.country).toEqual(['Choose a country (ISO 3166 code, e.g. NL).']);
    }
    const empty = await admin.post('/api/admin/organizations', {});
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      ['city', 'country', 'house_number', 'name', 'street', 'zipcode'].sort(),
    );
    const extra = await attempt({ ...address, license_manager_id: 'x' } as never);
    expect(extra.json().errors).toEqual({ license_manager_id: ['This field is not allowed.'] });
    const control = await attempt({ name: 'Bad\u0000Name' });
    expect(control.json().errors.name).toEqual(['This field may not contain control characters.']);
    const long = await attempt({ name: 'x'.repeat(151) });
    expect(long.json().errors.name).toEqual(['This field may not be longer than 150 characters.']);
    expect(await organizationCount()).toBe(before);
  });

  it('leaves an organization as it was when a change is refused', async () => {
    const org = await createOrganization(ctx.db, { name: 'Unchanged Clinic', zipcode: '1000 AA', country: 'NL' });
    const res = await admin.request('PUT', `/api/admin/organizations/${org.id}`, {
      ...address,
      name: 'Changed',
      country: 'DE',
      zipcode: 'ABCDE',
    });
    expect(res.statusCode).toBe(422);
    const [row] = await ctx.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(row).toMatchObject({ name: 'Unchanged Clinic', zipcode: '1000 AA', country: 'NL' });
  });
});

describe('GET /api/admin/organizations (list)', async () => {
  const listed = await Promise.all(
    [
      ['Aurora List Hospital', 'Utrecht', 'NL', '3584 CX'],
      ['Borealis List Clinic', 'Hamburg', 'DE', '20095'],
      ['Cascade List Center', 'Seattle', 'US', '98101'],
      ['Delta List Institute', 'Leeds', 'GB', 'LS1 3EX'],
    ].map(([name, city, country, zipcode]) => createOrganization(ctx.db, { name, city, country, zipcode })),
  );
  const [aurora, borealis] = listed as [(typeof listed)[0], (typeof listed)[0]];
  await createUser(ctx.db, { organizationId: aurora.id, roles: ['trainee'] });
  await createUser(ctx.db, { organizationId: aurora.id, roles: ['trainer'] });
  await createUser(ctx.db, {
    email: 'lm@aurora.test',
    firstName: 'Lena',
    lastName: 'Aurora',
    organizationId: aurora.id,
    roles: ['license-manager'],
  });
  const names = (res: { json(): { data: Array<{ name: string }> } }) => res.json().data.map((o) => o.name);
  const search = '&filter[search]=list';

  it('sorts by each whitelisted column, descending with a leading minus', async () => {
    expect(names(await admin.get(`/api/admin/organizations?sort=name${search}`))).toEqual([
      'Aurora List Hospital',
      'Borealis List Clinic',
      'Cascade List Center',
      'Delta List Institute',
    ]);
    expect(names(await admin.get(`/api/admin/organizations?sort=-name${search}`))[0]).toBe('Delta List Institute');
    expect(names(await admin.get(`/api/admin/organizations?sort=city${search}`))).toEqual([
      'Borealis List Clinic',
      'Delta List Institute',
      'Cascade List Center',
      'Aurora List Hospital',
    ]);
    expect(names(await admin.get(`/api/admin/organizations?sort=country,name${search}`))).toEqual([
      'Borealis List Clinic',
      'Delta List Institute',
      'Aurora List Hospital',
      'Cascade List Center',
    ]);
    expect((await admin.get(`/api/admin/organizations?sort=-created_at${search}`)).statusCode).toBe(200);
  });

  it('searches name or city (wildcards taken literally), filters by country and pages', async () => {
    expect(names(await admin.get('/api/admin/organizations?filter[search]=hamburg'))).toEqual(['Borealis List Clinic']);
    expect(names(await admin.get('/api/admin/organizations?filter[search]=CASCADE'))).toEqual(['Cascade List Center']);
    expect((await admin.get('/api/admin/organizations?filter[search]=%25')).json().meta.total).toBe(0);
    expect(names(await admin.get(`/api/admin/organizations?filter[country]=gb${search}`))).toEqual([
      'Delta List Institute',
    ]);
    const paged = await admin.get(`/api/admin/organizations?per_page=3&page=2${search}`);
    expect(paged.json().meta).toEqual({ page: 2, per_page: 3, total: 4, total_capped: false, last_page: 2 });
    expect(paged.json().data).toHaveLength(1);
  });

  it('counts the members of each organization and includes the license manager on request', async () => {
    const res = await admin.get(`/api/admin/organizations?include=license_manager${search}`);
    const byName = Object.fromEntries(res.json().data.map((o: { name: string }) => [o.name, o]));
    expect(byName['Aurora List Hospital']).toMatchObject({
      members_count: 3,
      license_manager: { email: 'lm@aurora.test', first_name: 'Lena', last_name: 'Aurora', status: 'active' },
    });
    expect(byName['Borealis List Clinic']).toMatchObject({ members_count: 0, license_manager: null });
    expect((await admin.get(`/api/admin/organizations?${search}`)).json().data[0]).not.toHaveProperty(
      'license_manager',
    );
    expect(borealis.id).toBeDefined();
  });

  it('answers 422 naming the parameter for a sort, filter or include that is not allowed', async () => {
    const cases: Array<[string, string]> = [
      ['sort=street', 'sort'],
      ['sort=members_count', 'sort'],
      ['sort=-zipcode', 'sort'],
      ['filter[street]=Main', 'filter[street]'],
      ['filter[name]=x', 'filter[name]'],
      ['filter[country]=UK', 'filter[country]'],
      ['include=members', 'include'],
      ['per_page=101', 'per_page'],
      ['page=0', 'page'],
      ['colour=blue', 'colour'],
    ];
    for (const [query, field] of cases) {
      const res = await admin.get(`/api/admin/organizations?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors), query).toEqual([field]);
    }
    const show = await admin.get(`/api/admin/organizations/${aurora.id}?include=members`);
    expect(show.statusCode).toBe(422);
  });

  it('is readable with "manage user" alone (the users screens pick organizations from it)', async () => {
    await createUser(ctx.db, { email: 'picker@x.test', roles: ['admin'], permissions: ['manage user'] });
    const picker = ctx.client();
    await picker.login('picker@x.test');
    expect((await picker.get(`/api/admin/organizations?filter[search]=aurora`)).json().data[0].name).toBe(
      'Aurora List Hospital',
    );
    const denied = await picker.post('/api/admin/organizations', address);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(
      'Access denied to organizations. Required permission level: manage organization',
    );
  });
});

describe('GET /api/admin/organizations/{id}/members', async () => {
  const mine = await createOrganization(ctx.db, { name: 'Members Clinic' });
  const other = await createOrganization(ctx.db, { name: 'Other Clinic' });
  for (const [first, last, role, status] of [
    ['Anna', 'Zeller', 'trainee', 'active'],
    ['Bert', 'Young', 'trainer', 'active'],
    ['Cora', 'Xu', 'trainee', 'inactive'],
  ] as const) {
    await createUser(ctx.db, {
      email: `${first.toLowerCase()}@members.test`,
      firstName: first,
      lastName: last,
      organizationId: mine.id,
      roles: [role],
      status,
    });
  }
  await createUser(ctx.db, { email: 'stranger@other.test', organizationId: other.id });
  const emails = (res: { json(): { data: Array<{ email: string }> } }) => res.json().data.map((m) => m.email);
  const url = `/api/admin/organizations/${mine.id}/members`;

  it("lists only the organization's members, sorted and filtered by the whitelist", async () => {
    const res = await admin.get(url);
    expect(res.statusCode).toBe(200);
    expect(emails(res)).toEqual(['cora@members.test', 'bert@members.test', 'anna@members.test']);
    expect(res.json().meta.total).toBe(3);
    expect(res.json().data[0]).toMatchObject({ first_name: 'Cora', status: 'inactive', roles: ['trainee'] });
    expect(emails(await admin.get(`${url}?sort=first_name`))).toEqual([
      'anna@members.test',
      'bert@members.test',
      'cora@members.test',
    ]);
    expect(emails(await admin.get(`${url}?sort=-email`))[0]).toBe('cora@members.test');
    expect(emails(await admin.get(`${url}?filter[role]=trainer`))).toEqual(['bert@members.test']);
    expect(emails(await admin.get(`${url}?filter[status]=inactive`))).toEqual(['cora@members.test']);
    expect(emails(await admin.get(`${url}?filter[search]=stranger`))).toEqual([]);
    expect(emails(await admin.get(`/api/admin/organizations/${other.id}/members`))).toEqual(['stranger@other.test']);
  });

  it("keeps each organization's members apart in a parallel burst (one query shape, each request's own scope)", async () => {
    const lists = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        admin.get(`/api/admin/organizations/${i % 2 ? other.id : mine.id}/members`),
      ),
    );
    lists.forEach((res, i) => {
      expect(res.statusCode).toBe(200);
      expect(emails(res)).toEqual(
        i % 2 ? ['stranger@other.test'] : ['cora@members.test', 'bert@members.test', 'anna@members.test'],
      );
      expect(res.json().meta.total).toBe(i % 2 ? 1 : 3);
    });
  });

  it('answers 422 for anything not whitelisted (an organization filter cannot widen the scope)', async () => {
    for (const query of [
      `filter[organization_id]=${other.id}`,
      'sort=password_hash',
      'include=organization',
      'filter[role]=pilot',
    ]) {
      expect((await admin.get(`${url}?${query}`)).statusCode, query).toBe(422);
    }
  });
});

describe('license manager', () => {
  const invite = (orgId: string, body: Record<string, unknown>) =>
    admin.post(`/api/admin/organizations/${orgId}/license-manager`, body);

  it('says so when an organization has none (GET and DELETE)', async () => {
    const org = await createOrganization(ctx.db, { name: 'No Manager Clinic' });
    const get = await admin.get(`/api/admin/organizations/${org.id}/license-manager`);
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({
      message: 'License manager does not exist for given organization',
      code: 'no_license_manager',
    });
    const del = await admin.request('DELETE', `/api/admin/organizations/${org.id}/license-manager`);
    expect(del.statusCode).toBe(404);
    expect(del.json().code).toBe('no_license_manager');
  });

  it('invites a new person: an inactive member with the role, who activates from the mail', async () => {
    const org = await createOrganization(ctx.db, { name: 'Invite Clinic' });
    const before = await userCount();
    const nameless = await invite(org.id, { email: 'new.manager@invite.test' });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().errors).toEqual({
      first_name: ['This field is required'],
      last_name: ['This field is required'],
    });
    expect(await userCount()).toBe(before);

    const res = await invite(org.id, { email: 'New.Manager@Invite.test', first_name: 'Nora', last_name: 'Neu' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: 'new.manager@invite.test',
      first_name: 'Nora',
      status: 'inactive',
      invited: true,
      replaced: null,
    });
    const mail = await ctx.smtp.waitFor('new.manager@invite.test', { subject: /license manager of Invite Clinic/ });
    expect(mail.text).toContain('Olga Boss invited you to be the license manager of Invite Clinic');
    const { token } = linkIn(mail, '/activate/');
    const person = ctx.client();
    const activated = await person.post('/api/auth/activate', {
      token,
      password: STRONG,
      password_confirmation: STRONG,
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().data).toMatchObject({
      roles: ['license-manager'],
      organization: { name: 'Invite Clinic' },
    });
    const shown = await admin.get(`/api/admin/organizations/${org.id}/license-manager`);
    expect(shown.json().data).toMatchObject({ email: 'new.manager@invite.test', status: 'active' });
    const invitedAudit = (await auditOf('user.invited')).find(
      (e) => (e.details as { organization_id?: string }).organization_id === org.id,
    );
    expect(invitedAudit?.details).toMatchObject({ role: 'license-manager' });
  });

  it('replaces the current manager: the old one becomes a trainee, keeps the account, and both get a mail', async () => {
    const org = await createOrganization(ctx.db, { name: 'Replace Clinic' });
    const old = await createUser(ctx.db, {
      email: 'old@replace.test',
      firstName: 'Otto',
      lastName: 'Old',
      organizationId: org.id,
      roles: ['license-manager'],
    });
    const next = await createUser(ctx.db, {
      email: 'next@replace.test',
      firstName: 'Nina',
      lastName: 'Next',
      organizationId: org.id,
      roles: ['trainer'],
    });
    const res = await invite(org.id, { email: 'NEXT@replace.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      id: next.id,
      invited: false,
      replaced: { id: old.id, email: 'old@replace.test' },
    });
    expect(await rolesOf(old.id)).toEqual(['trainee']);
    expect(await rolesOf(next.id)).toEqual(['license-manager']);
    expect((await managersOf(org.id)).holders.map((h) => h.email)).toEqual(['next@replace.test']);

    const toNext = await ctx.smtp.waitFor('next@replace.test', {
      subject: /now the license manager of Replace Clinic/,
    });
    expect(toNext.text).toContain('/login');
    const toOld = await ctx.smtp.waitFor('old@replace.test', { subject: /no longer the license manager/ });
    expect(toOld.text).toContain('Nina Next is now the license manager of Replace Clinic.');
    expect(toOld.text).toContain('Your account stays as it is');
    const oldClient = ctx.client();
    const login = await oldClient.login('old@replace.test');
    expect(login.json().data.roles).toEqual(['trainee']);

    const assigned = (await auditOf('organization.license_manager_assigned')).find((e) => e.userId === next.id);
    expect(assigned?.details).toEqual({
      id: org.id,
      changes: { license_manager_id: { from: old.id, to: next.id } },
    });
    const removed = (await auditOf('organization.license_manager_removed')).find((e) => e.userId === old.id);
    expect(removed?.actorId).toBeTruthy();
  });

  it('refuses the current manager again, a non-member and an admin, changing nothing', async () => {
    const org = await createOrganization(ctx.db, { name: 'Refuse Clinic' });
    const elsewhere = await createOrganization(ctx.db, { name: 'Elsewhere Clinic' });
    await createUser(ctx.db, { email: 'lm@refuse.test', organizationId: org.id, roles: ['license-manager'] });
    await createUser(ctx.db, { email: 'member@elsewhere.test', organizationId: elsewhere.id });
    await createUser(ctx.db, { email: 'loose@nowhere.test', organizationId: null });
    await createUser(ctx.db, { email: 'admin@refuse.test', roles: ['admin'], organizationId: null });

    const again = await invite(org.id, { email: 'lm@refuse.test' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'There is already assigned License manager for given organization.',
      code: 'license_manager_exists',
      errors: { email: ['This person is already the license manager of this organization.'] },
    });
    for (const email of ['member@elsewhere.test', 'loose@nowhere.test', 'admin@refuse.test']) {
      const res = await invite(org.id, { email });
      expect(res.statusCode, email).toBe(422);
      expect(res.json().errors, email).toEqual({ email: ['This person is not a member of this organization.'] });
    }
    expect((await managersOf(org.id)).holders.map((h) => h.email)).toEqual(['lm@refuse.test']);
    expect(await rolesOf((await managersOf(org.id)).rows[0]?.userId ?? '')).toEqual(['license-manager']);
  });

  it('removes the manager, who stays a member as a trainee and gets a mail', async () => {
    const org = await createOrganization(ctx.db, { name: 'Remove Clinic' });
    const lm = await createUser(ctx.db, {
      email: 'lm@remove.test',
      organizationId: org.id,
      roles: ['license-manager'],
      language: 'de',
    });
    const res = await admin.request('DELETE', `/api/admin/organizations/${org.id}/license-manager`);
    expect(res.statusCode).toBe(200);
    expect(await rolesOf(lm.id)).toEqual(['trainee']);
    expect(await managersOf(org.id)).toEqual({ holders: [], rows: [] });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, lm.id));
    expect(row?.organizationId).toBe(org.id);
    const mail = await ctx.smtp.waitFor('lm@remove.test', { subject: /nicht mehr Lizenzmanager von Remove Clinic/ });
    expect(mail.text).toContain('als Trainee von Remove Clinic');
    expect((await admin.get(`/api/admin/organizations/${org.id}/license-manager`)).statusCode).toBe(404);
  });

  it('leaves exactly one license manager after two invitations at once', async () => {
    const org = await createOrganization(ctx.db, { name: 'Burst Two Clinic' });
    // One session, requests in parallel: app.inject runs them concurrently like a browser's tabs.
    await admin.token();
    const results = await Promise.all(
      ['a', 'b'].map((n) =>
        invite(org.id, { email: `${n}@burst-two.test`, first_name: n.toUpperCase(), last_name: 'Burst' }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    const { holders, rows } = await managersOf(org.id);
    expect(holders).toHaveLength(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(holders[0]?.id);
    // The one replaced first keeps the account as a trainee.
    const members = await ctx.db.select({ id: users.id }).from(users).where(eq(users.organizationId, org.id));
    expect(members).toHaveLength(2);
  });

  it('leaves exactly one license manager after ten invitations at once (new people and members)', async () => {
    const org = await createOrganization(ctx.db, { name: 'Burst Ten Clinic' });
    for (let i = 0; i < 4; i++) {
      await createUser(ctx.db, { email: `member${i}@burst-ten.test`, organizationId: org.id });
    }
    await admin.token();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        invite(
          org.id,
          i < 4
            ? { email: `member${i}@burst-ten.test` }
            : { email: `new${i}@burst-ten.test`, first_name: `New${i}`, last_name: 'Burst' },
        ),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const { holders, rows } = await managersOf(org.id);
    expect(holders).toHaveLength(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(holders[0]?.id);
    // Each assignment after the first replaced one: nine replaced managers, each now a trainee.
    const removed = (await auditOf('organization.license_manager_removed')).filter(
      (e) => (e.details as { id: string }).id === org.id,
    );
    expect(removed).toHaveLength(9);
  });

  it('creates one account when one new address is invited twice at once', async () => {
    const org = await createOrganization(ctx.db, { name: 'Same Address Clinic' });
    const body = { email: 'same@burst.test', first_name: 'Sam', last_name: 'Same' };
    await admin.token();
    const results = await Promise.all([invite(org.id, body), invite(org.id, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = results.find((r) => r.statusCode === 422);
    expect(refused?.json().code).toBe('license_manager_exists');
    const rows = await ctx.db.select().from(users).where(sql`lower(${users.email}) = 'same@burst.test'`);
    expect(rows).toHaveLength(1);
  });

  it('takes the role from anyone else holding it in the organization, however they got it', async () => {
    const org = await createOrganization(ctx.db, { name: 'Stray Role Clinic' });
    const manager = await createUser(ctx.db, { organizationId: org.id, roles: ['license-manager'] });
    const stray = await createUser(ctx.db, { organizationId: org.id, roles: ['trainee'] });
    await ctx.db.insert(userRoles).values({ userId: stray.id, role: 'license-manager' });
    const next = await createUser(ctx.db, { email: 'next@stray.test', organizationId: org.id });
    expect((await invite(org.id, { email: 'next@stray.test' })).statusCode).toBe(201);
    expect((await managersOf(org.id)).holders.map((h) => h.id)).toEqual([next.id]);
    expect(await rolesOf(manager.id)).toEqual(['trainee']);
    expect(await rolesOf(stray.id)).toEqual(['trainee']);
  });

  it('holds as a database constraint, not only in the service', async () => {
    const org = await createOrganization(ctx.db, { name: 'Constraint Clinic' });
    await createUser(ctx.db, { organizationId: org.id, roles: ['license-manager'] });
    const second = await createUser(ctx.db, { organizationId: org.id, roles: ['trainee'] });
    await expect(
      ctx.db.insert(organizationLicenseManagers).values({ organizationId: org.id, userId: second.id }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('answers 422 for a malformed body', async () => {
    const org = await createOrganization(ctx.db, { name: 'Body Clinic' });
    for (const body of [
      {},
      { email: 'not-an-email' },
      { email: 'a@b.test', role: 'admin' },
      { email: 'a\u0000@b.test' },
    ]) {
      const res = await invite(org.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('DELETE /api/admin/organizations/{id}', () => {
  it('refuses an organization that has members, saying what to remove first, and changes nothing', async () => {
    const org = await createOrganization(ctx.db, { name: 'Busy Clinic' });
    const boss = await createUser(ctx.db, { roles: ['license-manager'], organizationId: org.id });
    const res = await admin.request('DELETE', `/api/admin/organizations/${org.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This organization still has members. Remove or move its members first.',
      code: 'organization_has_members',
    });
    expect(await ctx.db.select().from(organizations).where(eq(organizations.id, org.id))).toHaveLength(1);
    expect(await managersOf(org.id)).toEqual({
      holders: [{ id: boss.id, email: boss.email }],
      rows: [expect.objectContaining({ userId: boss.id })],
    });
    const german = await admin.request('DELETE', `/api/admin/organizations/${org.id}`, undefined, {
      'accept-language': 'de',
    });
    expect(german.json().message).toBe(
      'Diese Organisation hat noch Mitglieder. Entfernen oder verschieben Sie zuerst ihre Mitglieder.',
    );
  });

  it('deletes an empty organization and records it; then it is gone', async () => {
    const org = await createOrganization(ctx.db, { name: 'Empty Clinic' });
    const res = await admin.request('DELETE', `/api/admin/organizations/${org.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    expect(await ctx.db.select().from(organizations).where(eq(organizations.id, org.id))).toEqual([]);
    const [entry] = (await auditOf('organization.deleted')).filter((e) => (e.details as { id?: string }).id === org.id);
    expect(entry).toMatchObject({ details: { changes: { name: { from: 'Empty Clinic', to: null } } } });
    expect((await admin.request('DELETE', `/api/admin/organizations/${org.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/organizations/${org.id}`)).statusCode).toBe(404);
  });

  it('an invitation into an organization being deleted is refused or keeps it, never a 500', async () => {
    for (let round = 0; round < 15; round++) {
      const org = await createOrganization(ctx.db, { name: `Race Clinic ${round}` });
      const [deleted, invited] = await Promise.all([
        admin.request('DELETE', `/api/admin/organizations/${org.id}`),
        admin.request('POST', '/api/admin/users', {
          email: `race-${round}@x.test`,
          first_name: 'Rita',
          last_name: 'Race',
          role: 'trainee',
          organization_id: org.id,
        }),
      ]);
      const outcome = `${deleted.statusCode}/${invited.statusCode}`;
      // Either the delete came first (the invitation names no organization: 422) or the member did (409).
      expect(['200/422', '409/201']).toContain(outcome);
      const kept = await ctx.db.select().from(organizations).where(eq(organizations.id, org.id));
      expect(kept).toHaveLength(deleted.statusCode === 200 ? 0 : 1);
    }
  });
});

describe('demo world', () => {
  it('seeds organizations whose addresses pass the rules, each with one license manager at most', async () => {
    const { seedDemo } = await import('../src/db/seed/demo.js');
    await seedDemo(ctx.db);
    const rows = await ctx.db.select().from(organizations);
    const demo = rows.filter((o) => !o.name.startsWith('Organization ') && /[a-z]/.test(o.city));
    for (const country of ['NL', 'GB', 'DE', 'US']) expect(demo.some((o) => o.country === country)).toBe(true);
    for (const o of demo) {
      const parsed = organizationBody.safeParse({
        name: o.name,
        street: o.street,
        house_number: o.houseNumber,
        addition: o.addition,
        zipcode: o.zipcode,
        city: o.city,
        country: o.country,
      });
      expect(parsed.success, o.name).toBe(true);
      expect(parsed.data?.zipcode, o.name).toBe(o.zipcode);
      expect((await managersOf(o.id)).holders.length, o.name).toBeLessThanOrEqual(1);
    }
    const listed = await admin.get('/api/admin/organizations?filter[search]=lakeshore&include=license_manager');
    expect(listed.json().data[0]).toMatchObject({
      country: 'US',
      members_count: 5,
      license_manager: { email: 'rachel.kim@lakeshore.example.com' },
    });
  });
});
