import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, releases, shippingCosts } from '../src/db/schema/index.js';
import { seedDemoShippingAndDownloads } from '../src/db/seed/demo-downloads.js';
import {
  attachSeat,
  createBilling,
  createLicense,
  createProduct,
  createRelease,
  createUser,
} from '../src/db/seed/factories.js';
import { setupTestApp } from './helpers/app.js';

const ctx = await setupTestApp();
const catalogue = await createUser(ctx.db, {
  email: 'catalogue@x.test',
  roles: ['admin'],
  permissions: ['manage product'],
});
const traineeRow = await createUser(ctx.db, { email: 'trainee@x.test', roles: ['trainee'] });
// The trainee's billing: a period around the test clock's day (2026-03-02).
const billing = await createBilling(ctx.db, { periodStart: '2026-01-01', periodEnd: '2026-12-31' });
/** Give the trainee an attached seat of `productId` (downloads list only licensed products). */
const seatFor = async (productId: string, dates: { startsOn?: string; endsOn?: string } = {}) => {
  const license = await createLicense(ctx.db, { billingAccountId: billing.id, productId, ...dates });
  await attachSeat(ctx.db, license.id, traineeRow.id);
};
const admin = ctx.client();
await admin.login('catalogue@x.test');
const trainee = ctx.client();
await trainee.login('trainee@x.test');

const game = await createProduct(ctx.db, { name: 'LapSkills Trainer', type: 'software' });
const other = await createProduct(ctx.db, { name: 'LapSkills Suturing', type: 'software' });
const hidden = await createProduct(ctx.db, { name: 'Old Edition', type: 'software', status: 'unlisted' });
const soon = await createProduct(ctx.db, { name: 'Next Edition', type: 'software', status: 'coming_soon' });
const box = await createProduct(ctx.db, {
  name: 'Instrument box',
  type: 'hardware',
  duration: null,
  durationType: null,
});

const SHA = 'a'.repeat(64);
const valid = {
  product_id: game.id,
  version: '1.4.0',
  platform: 'windows',
  url: 'https://downloads.example.test/lapskills-1.4.0.exe',
  size_bytes: 512_000_000,
  sha256: SHA.toUpperCase(),
  notes: '## New\n\n- Suturing drill',
};

describe('admin releases', () => {
  it('creates a release (unpublished by default), stores the checksum lower-case and audits it', async () => {
    const res = await admin.post('/api/admin/releases', valid);
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      product_id: game.id,
      version: '1.4.0',
      platform: 'windows',
      sha256: SHA,
      published: false,
      published_at: null,
      notes_html: '<h2>New</h2>\n<ul>\n<li>Suturing drill</li>\n</ul>',
    });
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'release.created'), eq(auditLog.actorId, catalogue.id)));
    expect(row?.details).toMatchObject({
      id: created.id,
      product_id: game.id,
      changes: { version: { from: null, to: '1.4.0' }, published: { from: null, to: false } },
    });
  });

  it('answers 422 for bad input and stores nothing', async () => {
    const before = await ctx.db.select().from(releases);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ version: '1.4' }, 'version'],
      [{ version: 'v1.4.0' }, 'version'],
      [{ version: '01.4.0' }, 'version'],
      [{ platform: 'webgl' }, 'platform'],
      [{ url: 'http://downloads.example.test/x.exe' }, 'url'],
      [{ url: 'javascript:alert(1)' }, 'url'],
      [{ url: 'https://user:pw@downloads.example.test/x' }, 'url'],
      [{ size_bytes: 0 }, 'size_bytes'],
      [{ size_bytes: 1.5 }, 'size_bytes'],
      [{ size_bytes: 200 * 1024 ** 3 }, 'size_bytes'],
      [{ sha256: 'xyz' }, 'sha256'],
      [{ sha256: 'g'.repeat(64) }, 'sha256'],
      [{ notes: 'x'.repeat(20_001) }, 'notes'],
      [{ notes: 'bell\u0007' }, 'notes'],
      [{ published: 'yes' }, 'published'],
      [{ product_id: 'nope' }, 'product_id'],
      [{ product_id: box.id }, 'product_id'],
      [{ product_id: '7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11' }, 'product_id'],
      [{ extra: true }, 'extra'],
    ];
    for (const [change, field] of cases) {
      const res = await admin.post('/api/admin/releases', { ...valid, version: '9.9.9', ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(change)).toContain(field);
    }
    expect(await ctx.db.select().from(releases)).toHaveLength(before.length);
  });

  it('refuses a second release of one version for one platform, also from parallel requests', async () => {
    const again = await admin.post('/api/admin/releases', valid);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.version).toEqual(['This product already has this version for this platform.']);
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin.post('/api/admin/releases', { ...valid, version: '1.5.0', platform: 'linux' }),
      ),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    // The same version on another platform is another release.
    expect((await admin.post('/api/admin/releases', { ...valid, platform: 'macos' })).statusCode).toBe(201);
  });

  it('publishes and unpublishes, keeping the first publication date while published', async () => {
    const [row] = await ctx.db
      .select()
      .from(releases)
      .where(and(eq(releases.productId, game.id), eq(releases.platform, 'windows')));
    const { product_id: _, ...body } = valid;
    const published = await admin.request('PUT', `/api/admin/releases/${row?.id}`, { ...body, published: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().data.published_at).toBe(ctx.clock.now().toISOString());
    ctx.clock.advance(60_000);
    const edited = await admin.post(`/api/admin/releases/${row?.id}`, {
      _method: 'PUT',
      ...body,
      notes: 'Fixed',
      published: 'true',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.published_at).toBe(published.json().data.published_at);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'release.updated'));
    expect(audit.at(-1)?.details).toEqual({
      id: row?.id,
      product_id: game.id,
      changes: { notes: { from: valid.notes, to: 'Fixed' } },
    });
    const hiddenAgain = await admin.request('PUT', `/api/admin/releases/${row?.id}`, { ...body, published: false });
    expect(hiddenAgain.json().data).toMatchObject({ published: false, published_at: null });
    const moveProduct = await admin.request('PUT', `/api/admin/releases/${row?.id}`, { ...body, product_id: other.id });
    expect(moveProduct.statusCode).toBe(422);
  });

  it('stores a download URL as the parser reads it, on create and update, never a 500', async () => {
    const product = await createProduct(ctx.db, { name: 'URL forms', type: 'software' });
    const cases: Array<[string, string]> = [
      ['https:evil.example/a.bin', 'https://evil.example/a.bin'],
      ['https:\\\\example.com\\a.bin', 'https://example.com/a.bin'],
      ['HTTPS://EXAMPLE.COM/a.bin', 'https://example.com/a.bin'],
      ['https://downloads.example.test/Setup 1.0.exe', 'https://downloads.example.test/Setup%201.0.exe'],
    ];
    let patch = 0;
    for (const [typed, stored] of cases) {
      const version = `7.0.${++patch}`;
      const created = await admin.post('/api/admin/releases', {
        ...valid,
        product_id: product.id,
        version,
        url: typed,
      });
      expect(created.statusCode, typed).toBe(201);
      expect(created.json().data.url, typed).toBe(stored);
      const id = created.json().data.id;
      expect((await ctx.db.select().from(releases).where(eq(releases.id, id)))[0]?.url, typed).toBe(stored);

      const { product_id: _, ...body } = valid;
      const other = await admin.request('PUT', `/api/admin/releases/${id}`, { ...body, version, url: valid.url });
      expect(other.json().data.url).toBe(valid.url);
      const updated = await admin.request('PUT', `/api/admin/releases/${id}`, { ...body, version, url: typed });
      expect(updated.statusCode, typed).toBe(200);
      expect(updated.json().data.url, typed).toBe(stored);
    }
  });

  it('refuses a download URL that is no absolute https URL with a 422 on the field, changing nothing', async () => {
    const product = await createProduct(ctx.db, { name: 'URL refusals', type: 'software' });
    const existing = (await admin.post('/api/admin/releases', { ...valid, product_id: product.id })).json().data;
    const { product_id: _, ...body } = valid;
    const before = await ctx.db.select().from(releases);
    const cases: Array<[string, string]> = [
      ['https://', 'Enter a full https:// address.'],
      ['https:', 'Enter a full https:// address.'],
      ['http:\\\\example.com\\a.bin', 'Enter a full https:// address.'],
      ['https://exa mple.com/a.bin', 'Enter a full https:// address.'],
      ['https:user:pw@example.com/a.bin', 'Enter a full https:// address.'],
      [
        'https://example.com/evil\u202Egpj.exe',
        'This field may not contain invisible formatting characters (text direction or zero-width characters).',
      ],
      [`https://example.com/${' '.repeat(1000)}a.bin`, 'This field may not be longer than 2000 characters.'],
    ];
    for (const [typed, message] of cases) {
      const created = await admin.post('/api/admin/releases', { ...valid, product_id: product.id, url: typed });
      expect(created.statusCode, typed).toBe(422);
      expect(created.json().errors, typed).toEqual({ url: [message] });
      const updated = await admin.request('PUT', `/api/admin/releases/${existing.id}`, {
        ...body,
        url: typed,
      });
      expect(updated.statusCode, typed).toBe(422);
      expect(updated.json().errors, typed).toEqual({ url: [message] });
    }
    expect(await ctx.db.select().from(releases)).toEqual(before);
  });

  it('lists releases per product with whitelisted sorts, filters and includes', async () => {
    for (const version of ['1.10.0', '1.9.0', '2.0.0-beta.1', '2.0.0-beta.2']) {
      await createRelease(ctx.db, { productId: other.id, version, platform: 'windows' });
    }
    const res = await admin.get(`/api/admin/releases?filter[product_id]=${other.id}&include=product`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((r: { version: string }) => r.version)).toEqual([
      '2.0.0-beta.2',
      '2.0.0-beta.1',
      '1.10.0',
      '1.9.0',
    ]);
    expect(body.data[0].product).toEqual({ id: other.id, name: 'LapSkills Suturing' });
    const asc = await admin.get(`/api/admin/releases?filter[product_id]=${other.id}&sort=version`);
    expect(asc.json().data.map((r: { version: string }) => r.version)).toEqual([
      '1.9.0',
      '1.10.0',
      '2.0.0-beta.1',
      '2.0.0-beta.2',
    ]);
    const linux = await admin.get(`/api/admin/releases?filter[product_id]=${game.id}&filter[platform]=linux`);
    expect(linux.json().meta.total).toBe(1);
    const unpublished = await admin.get(`/api/admin/releases?filter[product_id]=${game.id}&filter[published]=false`);
    expect(unpublished.json().meta.total).toBe(3);
    for (const sort of ['platform', '-published_at', 'created_at']) {
      expect((await admin.get(`/api/admin/releases?sort=${sort}`)).statusCode).toBe(200);
    }
    for (const query of [
      'sort=url',
      'include=themes',
      'filter[url]=x',
      'filter[platform]=webgl',
      'filter[published]=maybe',
      'filter[product_id]=nope',
    ]) {
      expect((await admin.get(`/api/admin/releases?${query}`)).statusCode, query).toBe(422);
    }
  });

  it('deletes a release and answers 404 for unknown or malformed ids', async () => {
    const row = await createRelease(ctx.db, { productId: other.id, version: '0.1.0' });
    expect((await admin.request('DELETE', `/api/admin/releases/${row.id}`)).statusCode).toBe(200);
    for (const id of [row.id, 'not-a-uuid']) {
      expect((await admin.get(`/api/admin/releases/${id}`)).statusCode).toBe(404);
      expect((await admin.request('DELETE', `/api/admin/releases/${id}`)).statusCode).toBe(404);
    }
  });

  it("is closed to users without 'manage product'", async () => {
    const res = await trainee.get('/api/admin/releases');
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/downloads', () => {
  it("shows each active software product's latest published release per platform by semver, never by date", async () => {
    const product = await createProduct(ctx.db, { name: 'AAA Semver Check', type: 'software' });
    const early = new Date('2026-01-01T00:00:00Z');
    const late = new Date('2026-02-01T00:00:00Z');
    // 1.10.0 was published before 1.9.1 (a patch of the old line): 1.10.0 is still the latest.
    await createRelease(ctx.db, { productId: product.id, version: '1.10.0', published: true, publishedAt: early });
    await createRelease(ctx.db, { productId: product.id, version: '1.9.1', published: true, publishedAt: late });
    await createRelease(ctx.db, { productId: product.id, version: '2.0.0', published: false });
    // A release wins over its own prerelease.
    await createRelease(ctx.db, { productId: product.id, platform: 'macos', version: '3.0.0-rc.1', published: true });
    await createRelease(ctx.db, {
      productId: product.id,
      platform: 'macos',
      version: '3.0.0',
      published: true,
      notes: 'Hello <script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
    });
    await createRelease(ctx.db, { productId: product.id, platform: 'linux', version: '0.9.0', published: true });
    for (const p of [hidden, soon]) await createRelease(ctx.db, { productId: p.id, version: '5.0.0', published: true });
    for (const p of [product, hidden, soon, game]) await seatFor(p.id);

    const res = await trainee.get('/api/downloads');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{
      product: { id: string; name: string };
      releases: Array<{ platform: string; version: string; notes_html: string; sha256: string }>;
    }>;
    const names = data.map((d) => d.product.name);
    expect(names).not.toContain('Old Edition');
    expect(names).not.toContain('Next Edition');
    expect(names).not.toContain('Instrument box');
    const mine = data.find((d) => d.product.id === product.id);
    expect(mine?.releases.map((r) => [r.platform, r.version])).toEqual([
      ['windows', '1.10.0'],
      ['macos', '3.0.0'],
      ['linux', '0.9.0'],
    ]);
    const notes = mine?.releases[1]?.notes_html ?? '';
    expect(notes).toContain('Hello');
    expect(notes).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(mine?.releases[0]).not.toHaveProperty('notes');
    // Unpublished releases never show: the game has none published, so it is not offered.
    expect(data.find((d) => d.product.id === game.id)).toBeUndefined();
  });

  it('offers only products the user holds an attached seat of a license active today (admins who manage products: all)', async () => {
    const unlicensed = await createProduct(ctx.db, { name: 'AAB Unlicensed' });
    const lapsed = await createProduct(ctx.db, { name: 'AAC Lapsed' });
    for (const p of [unlicensed, lapsed])
      await createRelease(ctx.db, { productId: p.id, version: '1.0.0', published: true });
    await seatFor(lapsed.id, { startsOn: '2025-01-01', endsOn: '2026-03-01' });
    const names = ((await trainee.get('/api/downloads')).json().data as Array<{ product: { name: string } }>).map(
      (d) => d.product.name,
    );
    expect(names).not.toContain('AAB Unlicensed');
    expect(names).not.toContain('AAC Lapsed');
    const all = ((await admin.get('/api/downloads')).json().data as Array<{ product: { name: string } }>).map(
      (d) => d.product.name,
    );
    expect(all).toEqual(expect.arrayContaining(['AAB Unlicensed', 'AAC Lapsed']));
  });

  it('needs a session', async () => {
    expect((await ctx.client().get('/api/downloads')).statusCode).toBe(401);
  });
});

describe('the demo world', () => {
  it("publishes the main product's 1.4.2 on three platforms, keeps 1.5.0 a draft, audits it, and is idempotent", async () => {
    await createUser(ctx.db, { email: 'admin@example.com', roles: ['super-admin'] });
    const core = await createProduct(ctx.db, { name: 'LapSkills Core (12 months)', sku: 'LS-CORE-12' });
    await seedDemoShippingAndDownloads(ctx.db, ctx.clock.now());
    await seedDemoShippingAndDownloads(ctx.db, ctx.clock.now());
    await seatFor(core.id);
    const rows = await ctx.db.select().from(releases).where(eq(releases.productId, core.id));
    expect(rows).toHaveLength(6);
    const data = (await trainee.get('/api/downloads')).json().data as Array<{
      product: { id: string };
      releases: Array<{ platform: string; version: string; sha256: string }>;
    }>;
    const offered = data.find((d) => d.product.id === core.id);
    expect(offered?.releases.map((r) => `${r.platform} ${r.version}`)).toEqual([
      'windows 1.4.2',
      'macos 1.4.2',
      'linux 1.4.2',
    ]);
    expect(offered?.releases[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'release.created'));
    expect(audit.filter((a) => a.actorEmail === 'admin@example.com')).toHaveLength(6);
    const costs = await ctx.db.select().from(shippingCosts);
    expect(costs.map((c) => c.country ?? 'default').sort()).toEqual(['BE', 'DE', 'FR', 'GB', 'NL', 'US', 'default']);
  });
});
