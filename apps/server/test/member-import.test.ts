import { MEMBER_IMPORT_MAX_BYTES, MEMBER_IMPORT_MAX_ROWS } from '@portal/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mails, userRoles, users } from '../src/db/schema/index.js';
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
    expect(res.json().data).toEqual({ invited: 2 });
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
    expect(mail.text).toContain('Mara Manager created a');
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
    // Sent again: every address is taken now.
    const again = await upload(manager, IMPORT, csv);
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['rows.2.email', 'rows.3.email']);
  });

  it('invites each address once when the same file is imported 100 times at once', async () => {
    const emails = Array.from({ length: 5 }, (_, i) => `burst${i}@alpha.test`);
    const csv = `email,first_name,last_name,role\n${emails.map((e, i) => `${e},Burst,${i},trainee`).join('\n')}`;
    const before = await userCount();
    const results = await Promise.all(Array.from({ length: 100 }, () => upload(manager, IMPORT, csv)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(99);
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
