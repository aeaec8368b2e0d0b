import { MEMBER_IMPORT_MAX_BYTES, MEMBER_IMPORT_MAX_ROWS } from '@portal/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mails, memberImports, organizations, userRoles, users } from '../src/db/schema/index.js';
import { createOrganization, createUser } from '../src/db/seed/factories.js';
import { sendQueuedMailsAfterAll, setupTestApp, type TestClient } from './helpers/app.js';
import { file, multipart } from './helpers/images.js';
import { linkIn } from './helpers/smtp.js';

const ctx = await setupTestApp();

sendQueuedMailsAfterAll(ctx.db);

const orgA = await createOrganization(ctx.db, { name: 'Alpha Clinic' });
const orgB = await createOrganization(ctx.db, { name: 'Beta Clinic' });
await createUser(ctx.db, {
  email: 'manager@alpha.test',
  firstName: 'Mara',
  lastName: 'Manager',
  roles: ['license-manager'],
  organizationId: orgA.id,
});
await createUser(ctx.db, { email: 'manager@beta.test', roles: ['license-manager'], organizationId: orgB.id });
await createUser(ctx.db, { email: 'trainee@alpha.test', roles: ['trainee'], organizationId: orgA.id });
await createUser(ctx.db, { email: 'Taken@Beta.test', roles: ['trainee'], organizationId: orgB.id });

const signIn = async (email: string) => {
  const client = ctx.client();
  await client.login(email);
  return client;
};
const manager = await signIn('manager@alpha.test');
const managerB = await signIn('manager@beta.test');

const PREVIEW = '/api/manager/members/import/preview';
const IMPORT = '/api/manager/members/import';

const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const mailCount = async () => (await ctx.db.select({ n: count() }).from(mails))[0]?.n ?? 0;

/** The CSV as a browser sends the chosen file: multipart, field `file`. */
async function upload(client: TestClient, url: string, csv: string | Buffer, headers: Record<string, string> = {}) {
  const bytes = typeof csv === 'string' ? Buffer.from(csv) : csv;
  const { payload, contentType } = await multipart({ file: file(bytes, 'members.csv', 'text/csv') });
  return client.request('POST', url, payload, { 'content-type': contentType, ...headers });
}
const textBody = (client: TestClient, url: string, csv: string | Buffer) =>
  client.request('POST', url, csv, { 'content-type': 'text/csv' });

const fileErrors = (res: { json: () => { errors?: Record<string, string[]> } }) => res.json().errors?.file;

describe('the preview', () => {
  it('reads common header spellings, a semicolon file and blank roles, and writes nothing', async () => {
    const before = { users: await userCount(), mails: await mailCount() };
    const csv = [
      'E-Mail;First name;Last Name;Role',
      'Anna@Alpha.test;Anna;Arm;Trainer',
      'bert@alpha.test; Bert ;Bein;',
      '',
    ].join('\r\n');
    const res = await upload(manager, PREVIEW, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      rows: [
        { row: 2, email: 'anna@alpha.test', first_name: 'Anna', last_name: 'Arm', role: 'trainer', errors: [] },
        { row: 3, email: 'bert@alpha.test', first_name: 'Bert', last_name: 'Bein', role: 'trainee', errors: [] },
      ],
      valid: 2,
      invalid: 0,
    });
    const asText = await textBody(
      manager,
      PREVIEW,
      'email,first_name,last_name,role\ncara@alpha.test,Cara,C,trainee\n',
    );
    expect(asText.statusCode).toBe(200);
    expect(asText.json().data.valid).toBe(1);
    expect({ users: await userCount(), mails: await mailCount() }).toEqual(before);
  });

  it('marks each bad row with its problems, in the caller language', async () => {
    const csv = [
      'email,first_name,last_name,role',
      'not-an-email,A,B,trainee',
      'dup@alpha.test,D,One,trainee',
      'DUP@alpha.test,D,Two,trainer',
      'taken@beta.TEST,T,Aken,trainee',
      'trainee@alpha.test,T,Rainee,trainee',
      'boss@alpha.test,B,Oss,admin',
      'noname@alpha.test,,X,trainee',
      'fine@alpha.test,F,Ine,trainee',
    ].join('\n');
    const res = await upload(manager, PREVIEW, csv);
    expect(res.statusCode).toBe(200);
    const { rows, valid, invalid } = res.json().data;
    expect({ valid, invalid }).toEqual({ valid: 2, invalid: 6 });
    const errorsOf = (row: number) => rows.find((r: { row: number }) => r.row === row).errors;
    expect(errorsOf(2)).toEqual([{ field: 'email', message: 'Please enter a valid email' }]);
    expect(errorsOf(3)).toEqual([]);
    expect(errorsOf(4)).toEqual([{ field: 'email', message: 'This email address is already in row 3 of the file.' }]);
    expect(errorsOf(5)).toEqual([{ field: 'email', message: 'This email address is already in use.' }]);
    expect(errorsOf(6)).toEqual([{ field: 'email', message: 'This email address is already in use.' }]);
    expect(errorsOf(7)).toEqual([{ field: 'role', message: 'Use the role trainee or trainer.' }]);
    expect(errorsOf(8)).toEqual([{ field: 'first_name', message: 'This field is required' }]);
    const german = await upload(manager, PREVIEW, csv, { 'accept-language': 'de' });
    expect(german.json().data.rows[2].errors[0].message).toBe(
      'Diese E-Mail-Adresse steht bereits in Zeile 3 der Datei.',
    );
  });
});

describe('bad files: a clear 4xx on `file`, nothing written', () => {
  const header = 'email,first_name,last_name,role\n';
  const many = (n: number) =>
    header + Array.from({ length: n }, (_, i) => `person${i}@many.test,P,${i},trainee`).join('\n');
  const cases: Array<[string, () => string | Buffer, number, string]> = [
    [
      'a missing column',
      () => 'email,first_name,role\na@alpha.test,A,trainee',
      422,
      'The header row lacks the column last_name.',
    ],
    ['an empty file', () => '', 422, 'The file is empty. It needs a header row and at least one row below it.'],
    ['only a header', () => header, 422, 'The file is empty. It needs a header row and at least one row below it.'],
    [
      'a file that is not CSV',
      () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0xff, 0xfe]),
      422,
      'This is not a readable CSV file.',
    ],
    ['an unclosed quote', () => `${header}"a@alpha.test,A,B,trainee\n`, 422, 'This is not a readable CSV file.'],
    [
      `${MEMBER_IMPORT_MAX_ROWS + 1} rows`,
      () => many(MEMBER_IMPORT_MAX_ROWS + 1),
      422,
      'The file has more than 10,000 rows.',
    ],
    [
      'a file of 5 MB',
      () => header + 'x'.repeat(MEMBER_IMPORT_MAX_BYTES - header.length),
      413,
      'The file must be smaller than 5 MB.',
    ],
  ];
  for (const [what, csv, status, message] of cases) {
    it(`refuses ${what}`, async () => {
      const before = { users: await userCount(), mails: await mailCount() };
      for (const url of [PREVIEW, IMPORT]) {
        for (const send of [upload, textBody]) {
          const res = await send(manager, url, csv());
          expect(res.statusCode, `${url} ${send.name}`).toBe(status);
          expect(fileErrors(res)?.[0]).toContain(message);
        }
      }
      expect({ users: await userCount(), mails: await mailCount() }).toEqual(before);
    });
  }

  it('answers German messages', async () => {
    const res = await upload(manager, PREVIEW, 'email\nx@alpha.test', { 'accept-language': 'de' });
    expect(fileErrors(res)).toEqual([
      'In der Kopfzeile fehlt die Spalte first_name, last_name, role. Die Spalten sind email, first_name, last_name und role.',
    ]);
  });

  it('refuses a body without a file, and another field name', async () => {
    const { payload, contentType } = await multipart({ other: file(Buffer.from('email'), 'x.csv', 'text/csv') });
    for (const res of [
      await manager.request('POST', PREVIEW, payload, { 'content-type': contentType }),
      await manager.post(PREVIEW, { csv: 'email,first_name,last_name,role' }),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(fileErrors(res)).toEqual(['Choose a CSV file to upload.']);
    }
  });

  it('refuses the whole import when any row has a problem', async () => {
    const before = { users: await userCount(), mails: await mailCount() };
    const res = await upload(
      manager,
      IMPORT,
      'email,first_name,last_name,role\nok@alpha.test,O,K,trainee\nbad,B,A,trainee\nok@alpha.test,O,K,trainer',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message:
        '2 rows of the file have errors (the first is row 3). Nothing was sent: correct the file and upload it again.',
      code: 'validation',
      errors: {
        'rows.3.email': ['Please enter a valid email'],
        'rows.4.email': ['This email address is already in row 2 of the file.'],
      },
    });
    expect({ users: await userCount(), mails: await mailCount() }).toEqual(before);
  });
});

describe('the import', () => {
  it('invites every row into the own organization; each gets the invitation mail and can activate', async () => {
    const csv =
      'email,first_name,last_name,role\nnew.one@alpha.test,Nora,One,trainee\nNew.Two@alpha.test,Nils,Two,trainer\n';
    const res = await upload(manager, IMPORT, csv);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'done', total: 2, processed: 2, invited: 2, failed: 0 });
    expect(res.json().data.rows.map((row: { email: string; status: string }) => [row.email, row.status])).toEqual([
      ['new.one@alpha.test', 'invited'],
      ['new.two@alpha.test', 'invited'],
    ]);
    const rows = await ctx.db
      .select({
        id: users.id,
        email: users.email,
        organizationId: users.organizationId,
        status: users.status,
        role: userRoles.role,
      })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(inArray(users.email, ['new.one@alpha.test', 'new.two@alpha.test']))
      .orderBy(users.email);
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      { email: 'new.one@alpha.test', organizationId: orgA.id, status: 'inactive', role: 'trainee' },
      { email: 'new.two@alpha.test', organizationId: orgA.id, status: 'inactive', role: 'trainer' },
    ]);
    const mail = await ctx.smtp.waitFor('new.two@alpha.test', { subject: /invited/ });
    // The fixed sentence: the inviter and the organization, nothing the file chose but the greeting's name.
    expect(mail.text).toContain('Mara Manager created a LapSkills account for you at Alpha Clinic.');
    await ctx.smtp.waitFor('new.one@alpha.test', { subject: /invited/ });
    const STRONG = 'Scalpel-Trocar-42';
    const activated = await ctx.client().post('/api/auth/activate', {
      token: linkIn(mail, '/activate/').token,
      password: STRONG,
      password_confirmation: STRONG,
    });
    expect(activated.statusCode).toBe(200);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'user.invited' and ${auditLog.userId} in (${sql.join(
          rows.map((r) => sql`${r.id}`),
          sql`, `,
        )})`,
      );
    expect(audits).toHaveLength(2);
    // The same file again (a retry after a dropped connection): the first import's answer, nobody invited twice.
    const again = await upload(manager, IMPORT, csv);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(res.json().data);
    // Another file with these people: every address is taken now.
    const other = await upload(manager, IMPORT, `${csv}\n`.replace('Nora', 'Nina'));
    expect(other.statusCode).toBe(422);
    expect(Object.keys(other.json().errors)).toEqual(['rows.2.email', 'rows.3.email']);
  });

  it('invites each address once when the same file is imported 100 times at once', async () => {
    const emails = Array.from({ length: 5 }, (_, i) => `burst${i}@alpha.test`);
    const csv = `email,first_name,last_name,role\n${emails.map((e, i) => `${e},Burst,${i},trainee`).join('\n')}`;
    const before = await userCount();
    const results = await Promise.all(Array.from({ length: 100 }, () => upload(manager, IMPORT, csv)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The others are the same file again: each answered with the one import.
    expect(statuses.filter((s) => s === 200)).toHaveLength(99);
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect(await userCount()).toBe(before + emails.length);
    const queued = await ctx.db.select({ n: count() }).from(mails).where(inArray(mails.toAddress, emails));
    expect(queued[0]?.n).toBe(emails.length);
  });

  it("puts the people into the caller's organization only: another manager imports into their own", async () => {
    const res = await upload(managerB, IMPORT, 'email,first_name,last_name,role\nbeta.new@beta.test,B,New,trainee');
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'beta.new@beta.test'));
    expect(row?.organizationId).toBe(orgB.id);
    // An organization in the request is not read: the route has no such parameter and the file no such column.
    const withOrg = await upload(
      managerB,
      `${IMPORT}?organization_id=${orgA.id}`,
      `email,first_name,last_name,role,organization_id\nbeta.two@beta.test,B,Two,trainee,${orgA.id}`,
    );
    expect(withOrg.statusCode).toBe(201);
    const [two] = await ctx.db.select().from(users).where(eq(users.email, 'beta.two@beta.test'));
    expect(two?.organizationId).toBe(orgB.id);
  });
});

/** A CSV of `n` people at `domain`, all trainees. */
const people = (prefix: string, n: number, domain = 'alpha.test') =>
  `email,first_name,last_name,role\n${Array.from({ length: n }, (_, i) => `${prefix}${i}@${domain},Pat,Person ${i},trainee`).join('\n')}`;

/** A new organization with its manager signed in, and the invitations it may send per day (null: the default). */
async function newOrganization(slug: string, invitationLimit: number | null = null) {
  const organization = await createOrganization(ctx.db, { name: `${slug} Clinic` });
  if (invitationLimit !== null) {
    await ctx.db.update(organizations).set({ invitationLimit }).where(eq(organizations.id, organization.id));
  }
  await createUser(ctx.db, {
    email: `manager@${slug}.test`,
    firstName: 'Max',
    lastName: 'Manager',
    roles: ['license-manager'],
    organizationId: organization.id,
  });
  return { organization, manager: await signIn(`manager@${slug}.test`) };
}

const importsOf = async (organizationId: string) =>
  (await ctx.db.select({ n: count() }).from(memberImports).where(eq(memberImports.organizationId, organizationId)))[0]
    ?.n ?? 0;

describe('names: no links, no line breaks (the shared name rule)', () => {
  it('marks a row whose name holds a link or a line break, and refuses the import', async () => {
    const csv = [
      'email,first_name,last_name,role',
      'spam1@alpha.test,Claim your refund at https://evil.example/r,X,trainee',
      'spam2@alpha.test,Visit,www.evil.test,trainee',
      'spam3@alpha.test,Refund,evil.example/r,trainee',
      '"spam4@alpha.test","Two\u2028Lines",X,trainee',
      "fine2@alpha.test,Dr. Jo,O'Neill-Smith,trainee",
    ].join('\n');
    const res = await upload(manager, PREVIEW, csv);
    const rows = res.json().data.rows as Array<{ errors: Array<{ field: string; message: string }> }>;
    const link =
      'A name may not contain a web address or anything that looks like one (such as www., https:// or name.com).';
    expect(rows.map((row) => row.errors)).toEqual([
      [{ field: 'first_name', message: link }],
      [{ field: 'last_name', message: link }],
      [{ field: 'last_name', message: link }],
      [{ field: 'first_name', message: 'A name must be on one line.' }],
      [],
    ]);
    const before = { users: await userCount(), mails: await mailCount() };
    const refused = await upload(manager, IMPORT, csv);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['rows.2.first_name']).toEqual([link]);
    expect({ users: await userCount(), mails: await mailCount() }).toEqual(before);
  });

  it('refuses such a name on a single invitation: 422 with the message, in German too', async () => {
    const res = await manager.post('/api/manager/members', {
      email: 'single.spam@alpha.test',
      first_name: 'Claim your refund at https://evil.example/r',
      last_name: 'X',
      role: 'trainee',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.first_name).toEqual([
      'A name may not contain a web address or anything that looks like one (such as www., https:// or name.com).',
    ]);
    const german = await manager.post(
      '/api/manager/members',
      { email: 'single.spam@alpha.test', first_name: 'A', last_name: `${'x'.repeat(101)}`, role: 'trainee' },
      { 'accept-language': 'de' },
    );
    expect(german.statusCode).toBe(422);
    expect(german.json().errors.last_name).toEqual(['Dieses Feld darf höchstens 100 Zeichen lang sein.']);
  });

  it('an invitation mail names inviter and organization in its fixed sentence, nothing in it auto-linked', async () => {
    // Names stored before the rule existed, and an organization name that looks like a domain.
    const organization = await createOrganization(ctx.db, { name: 'Refunds.example' });
    await createUser(ctx.db, {
      email: 'manager@legacy.test',
      firstName: 'Claim at',
      lastName: 'evil.example/r',
      roles: ['license-manager'],
      organizationId: organization.id,
    });
    const legacy = await signIn('manager@legacy.test');
    const res = await upload(legacy, IMPORT, 'email,first_name,last_name,role\ninvitee@legacy.test,Ina,Vitee,trainee');
    expect(res.statusCode).toBe(201);
    const mail = await ctx.smtp.waitFor('invitee@legacy.test', { subject: /invited/ });
    const zw = '\u200B';
    expect(mail.text).toContain(
      `Claim at evil.${zw}example/${zw}r created a LapSkills account for you at Refunds.${zw}example.`,
    );
    // No domain of theirs survives whole in either part, and the only link is the portal's own.
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/evil\.example|refunds\.example/i);
    }
    expect([...mail.html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => new URL(m[1] ?? '').origin)).toEqual([
      new URL(ctx.config.appUrl).origin,
    ]);
  });
});

describe('the invitation limit: 500 a day per organization', () => {
  it('refuses an import over what remains today, whole, saying how many remain; a single invitation still fits', async () => {
    const { organization, manager: gamma } = await newOrganization('gamma');
    expect((await upload(gamma, IMPORT, people('a', 150, 'gamma.test'))).statusCode).toBe(201);
    expect((await upload(gamma, IMPORT, people('b', 150, 'gamma.test'))).statusCode).toBe(201);
    const before = { users: await userCount(), mails: await mailCount(), imports: await importsOf(organization.id) };
    for (const csv of [
      people('c', 201, 'gamma.test'),
      `${people('d', 199, 'gamma.test')}\nx@gamma.test,X,Y,trainee\ny@gamma.test,X,Y,trainee`,
    ]) {
      const res = await upload(gamma, IMPORT, csv);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(
        'Your organization may send 500 invitations a day. 200 remain today, and this needs 201. Send fewer, or try again tomorrow.',
      );
      // Until midnight UTC (the test clock stands at 09:00).
      expect(res.headers['retry-after']).toBe(String(15 * 3600));
    }
    expect({ users: await userCount(), mails: await mailCount(), imports: await importsOf(organization.id) }).toEqual(
      before,
    );
    const single = await gamma.post('/api/manager/members', {
      email: 'one@gamma.test',
      first_name: 'One',
      last_name: 'More',
      role: 'trainee',
    });
    expect(single.statusCode).toBe(201);
    const german = await upload(gamma, IMPORT, people('e', 200, 'gamma.test'), { 'accept-language': 'de' });
    expect(german.statusCode).toBe(429);
    expect(german.json().message).toContain('Heute bleiben noch 199, hierfür sind 200 nötig.');
  });

  it('holds under a burst of 100 parallel invitations: exactly the limit get through', async () => {
    // An admin set 40 for this organization; 10 are used already.
    const { organization, manager: delta } = await newOrganization('delta', 40);
    expect((await upload(delta, IMPORT, people('pre', 10, 'delta.test'))).statusCode).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        delta.post('/api/manager/members', {
          email: `burst${i}@delta.test`,
          first_name: 'Burst',
          last_name: `No ${i}`,
          role: 'trainee',
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(70);
    const [members] = await ctx.db.select({ n: count() }).from(users).where(eq(users.organizationId, organization.id));
    expect(members?.n).toBe(1 + 10 + 30);
    // And a burst of imports of different files: none gets through now.
    const imports = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(delta, IMPORT, people(`late${i}-`, 2, 'delta.test'))),
    );
    expect(imports.map((r) => r.statusCode)).toEqual(Array(20).fill(429));
  });
});

describe("an admin raises (or lowers) one organization's invitation limit", () => {
  it("sets it with 'manage organization', 422 for a bad number, and the manager's imports obey it", async () => {
    await createUser(ctx.db, { email: 'orgadmin@portal.test', roles: ['admin'], permissions: ['manage organization'] });
    const admin = await signIn('orgadmin@portal.test');
    const { organization, manager: zeta } = await newOrganization('zeta');
    const url = `/api/admin/organizations/${organization.id}/invitation-limit`;
    for (const [value, message] of [
      [0, 'This field must be at least 1.'],
      ['many', 'This field must be a number.'],
      [2.5, 'This field must contain digits only.'],
    ] as const) {
      const bad = await admin.request('PUT', url, { invitation_limit: value });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.invitation_limit).toEqual([message]);
    }
    const set = await admin.request('PUT', url, { invitation_limit: 3 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.invitation_limit).toBe(3);
    const over = await upload(zeta, IMPORT, people('z', 4, 'zeta.test'));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toContain('may send 3 invitations a day. 3 remain today, and this needs 4.');
    const raised = await admin.request('PUT', url, { invitation_limit: 1000 });
    expect(raised.json().data.invitation_limit).toBe(1000);
    expect((await upload(zeta, IMPORT, people('z', 4, 'zeta.test'))).statusCode).toBe(201);
    // Back to the default.
    const reset = await admin.request('PUT', url, { invitation_limit: '' });
    expect(reset.json().data.invitation_limit).toBeNull();
  });
});

describe('a large import runs as a job and never loses its answer', () => {
  it('answers 10,000 rows with 202 at once, then its progress, then every row; a retry gets the same import', async () => {
    const { organization, manager: epsilon } = await newOrganization('epsilon', 20_000);
    const csv = people('p', MEMBER_IMPORT_MAX_ROWS, 'epsilon.test');
    const started = performance.now();
    const res = await upload(epsilon, IMPORT, csv);
    const answeredMs = performance.now() - started;
    expect(res.statusCode).toBe(202);
    const queued = res.json().data;
    expect(queued).toMatchObject({ status: 'queued', total: MEMBER_IMPORT_MAX_ROWS, processed: 0, rows: null });
    // Someone takes the last row's address before the job reaches it: that row fails alone, with its reason.
    const last = `p${MEMBER_IMPORT_MAX_ROWS - 1}@epsilon.test`;
    await createUser(ctx.db, { email: last, roles: ['trainee'], organizationId: organization.id });
    // A retry while it runs (the connection dropped): the same import, nothing invited twice.
    const retry = await upload(epsilon, IMPORT, csv);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(queued.id);
    // Another organization's manager does not see it.
    expect((await managerB.get(`/api/manager/member-imports/${queued.id}`)).statusCode).toBe(404);
    const progress = new Set<number>();
    let current = queued;
    while (current.status !== 'done') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const polled = await epsilon.get(`/api/manager/member-imports/${queued.id}`);
      expect(polled.statusCode).toBe(200);
      current = polled.json().data;
      progress.add(current.processed);
      expect(performance.now() - started, 'the import ends within 4 minutes').toBeLessThan(240_000);
    }
    const tookMs = performance.now() - started;
    // Progress was seen between start and end.
    expect([...progress].some((n) => n > 0 && n < MEMBER_IMPORT_MAX_ROWS)).toBe(true);
    expect(current).toMatchObject({ total: 10_000, processed: 10_000, invited: 9_999, failed: 1 });
    expect(current.rows).toHaveLength(10_000);
    expect(current.rows.at(-1)).toMatchObject({
      email: last,
      status: 'failed',
      errors: [{ field: 'email', message: 'This email address is already in use.' }],
    });
    const [members] = await ctx.db.select({ n: count() }).from(users).where(eq(users.organizationId, organization.id));
    expect(members?.n).toBe(1 + 10_000);
    const [invitations] = await ctx.db
      .select({ n: count() })
      .from(mails)
      .where(sql`${mails.kind} = 'invitation' and ${mails.toAddress} like '%@epsilon.test'`);
    expect(invitations?.n).toBe(9_999);
    const again = await upload(epsilon, IMPORT, csv);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: queued.id, status: 'done', invited: 9_999 });
    console.info(`10,000-row import: answered in ${Math.round(answeredMs)} ms, done in ${Math.round(tookMs)} ms`);
  }, 300_000);
});
