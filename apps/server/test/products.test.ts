import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, products } from '../src/db/schema/index.js';
import { createProduct, createProductTheme, createUser } from '../src/db/seed/factories.js';
import { setupTestApp, type TestClient } from './helpers/app.js';

const ctx = await setupTestApp({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'products-test-')) });
await createUser(ctx.db, { email: 'catalogue@x.test', roles: ['admin'], permissions: ['manage product'] });
await createUser(ctx.db, { email: 'people@x.test', roles: ['admin'], permissions: ['manage user'] });
await createUser(ctx.db, { email: 'plain@x.test', roles: ['admin'] });
const trainee = await createUser(ctx.db, { email: 'learner@x.test', roles: ['trainee'] });

const signIn = async (email: string) => {
  const client = ctx.client();
  await client.login(email);
  return client;
};
const admin = await signIn('catalogue@x.test');
const userAdmin = await signIn('people@x.test');
const plainAdmin = await signIn('plain@x.test');
const learner = await signIn('learner@x.test');

const put = (client: TestClient, url: string, body: unknown) => client.request('PUT', url, body);
const del = (client: TestClient, url: string) => client.request('DELETE', url);

let sequence = 0;
/** A valid software product body with a fresh SKU. */
const software = (overrides: Record<string, unknown> = {}) => ({
  type: 'software',
  name: `LapSkills Core ${++sequence}`,
  prices: { EUR: 49_900 },
  duration: 12,
  duration_type: 'month',
  sku: `LSC-${sequence}`,
  description: '<p>Full curriculum</p>',
  status: 'active',
  ...overrides,
});
const hardware = (overrides: Record<string, unknown> = {}) => ({
  type: 'hardware',
  name: `Trainer box ${++sequence}`,
  prices: { EUR: 129_000 },
  sku: `HW-${sequence}`,
  ...overrides,
});

const productCount = async () => (await ctx.db.select({ n: count() }).from(products))[0]?.n ?? 0;
const fieldsOf = (res: { json(): { errors?: Record<string, string[]> } }) => Object.keys(res.json().errors ?? {});

describe('POST /api/admin/products', () => {
  it('creates a software product (active by default) and records the change', async () => {
    const res = await admin.post('/api/admin/products', software({ status: undefined }));
    expect(res.statusCode).toBe(201);
    const product = res.json().data;
    expect(product).toMatchObject({
      type: 'software',
      price: 49_900,
      currency: 'EUR',
      prices: { EUR: 49_900 },
      duration: 12,
      duration_type: 'month',
      status: 'active',
      details_url: null,
      variant: null,
      image_url: null,
      thumbnail_url: null,
      theme_count: 0,
    });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.created'), sql`${auditLog.details}->>'id' = ${product.id}`));
    expect((audit?.details as { changes: Record<string, unknown> } | undefined)?.changes).toMatchObject({
      sku: { from: null, to: product.sku },
      prices: { from: null, to: { EUR: 49_900 } },
    });
  });

  it('creates hardware and add-ons without a duration, with a variant and a details link', async () => {
    const box = await admin.post(
      '/api/admin/products',
      hardware({ variant: 'Standard', details_url: 'https://example.com/box', prices: { GBP: 99_000 } }),
    );
    expect(box.statusCode).toBe(201);
    expect(box.json().data).toMatchObject({ duration: null, variant: 'Standard', price: 99_000, currency: 'GBP' });
    const addOn = await admin.post('/api/admin/products', {
      type: 'add-on',
      name: 'Suturing module',
      prices: { EUR: 9900 },
      duration: 12,
      duration_type: 'month',
      sku: 'ADD-SUTURE',
    });
    expect(addOn.statusCode).toBe(201);
  });

  it('accepts form posts with digits as text', async () => {
    const res = await admin.post(
      '/api/admin/products',
      new URLSearchParams({
        type: 'software',
        name: 'Form product',
        'prices[EUR]': '1500',
        'prices[USD]': '1700',
        'prices[GBP]': '',
        duration: '6',
        duration_type: 'month',
        sku: 'FORM-1',
      }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ price: 1500, prices: { EUR: 1500, USD: 1700 }, duration: 6 });
  });

  it('reads grouped form fields as objects, and refuses odd ones with a 422, never touching prototypes', async () => {
    const form = (fields: string) =>
      admin.post('/api/admin/products', fields, { 'content-type': 'application/x-www-form-urlencoded' });
    const base = `type=software&name=Grouped&duration=12&duration_type=month&sku=FORM-${++sequence}`;
    for (const odd of [
      'prices[EUR][x]=1',
      '__proto__[EUR]=1&prices[EUR]=1',
      'prices=1&prices[EUR]=1',
      'prices[EUR]=1&prices[EUR]=2',
    ]) {
      const res = await form(`${base}&${odd}`);
      expect(res.statusCode, odd).toBe(422);
    }
    expect(({} as Record<string, unknown>).EUR).toBeUndefined();
    const ok = await form(`${base}&prices[CHF]=4200&prices[EUR]=`);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ price: 4200, currency: 'CHF', prices: { CHF: 4200 } });
  });

  it('refuses bad input with a 422 on the field and stores nothing', async () => {
    const before = await productCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [software({ prices: { EUR: -1 } }), 'prices.EUR'],
      [software({ prices: { EUR: 12.5 } }), 'prices.EUR'],
      [software({ prices: { EUR: 1_000_000_001 } }), 'prices.EUR'],
      [software({ prices: { USD: '12.50' } }), 'prices.USD'],
      [software({ prices: undefined }), 'prices'],
      [software({ prices: {} }), 'prices'],
      [software({ prices: { EUR: '', USD: null } }), 'prices'],
      [software({ prices: { XYZ: 100 } }), 'prices'],
      [software({ prices: 49_900 }), 'prices'],
      [software({ price: 49_900 }), 'price'],
      [software({ currency: 'EUR' }), 'currency'],
      [software({ details_url: 'javascript:alert(1)' }), 'details_url'],
      [software({ details_url: 'data:text/html,<script>alert(1)</script>' }), 'details_url'],
      [software({ details_url: 'ftp://example.com/x' }), 'details_url'],
      [software({ details_url: '//example.com' }), 'details_url'],
      [software({ duration: 5 }), 'duration'],
      [software({ duration: null }), 'duration'],
      [software({ duration_type: 'year' }), 'duration_type'],
      [software({ status: 'retired' }), 'status'],
      [software({ sku: 'has spaces' }), 'sku'],
      [software({ sku: '' }), 'sku'],
      [software({ name: ' ' }), 'name'],
      [software({ name: 'a\u0000b' }), 'name'],
      [software({ type: 'service' }), 'type'],
      [software({ created_by: trainee.id }), 'created_by'],
      [hardware({ duration: 3 }), 'duration_type'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.post('/api/admin/products', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(fieldsOf(res), JSON.stringify(body)).toContain(field);
    }
    expect(await productCount()).toBe(before);
  });

  it('says what a price must be', async () => {
    const res = await admin.post('/api/admin/products', software({ prices: { CHF: 1_000_000_001 } }));
    expect(res.json().errors['prices.CHF']).toEqual([
      'Enter a price from 0.00 to 10,000,000.00 with at most two decimals.',
    ]);
    const none = await admin.post('/api/admin/products', software({ prices: { EUR: '' } }));
    expect(none.json().errors.prices).toEqual(['Enter a price in at least one currency.']);
    const max = await admin.post('/api/admin/products', software({ prices: { CHF: 1_000_000_000 } }));
    expect(max.statusCode).toBe(201);
  });

  it('refuses a SKU that exists in any letter case', async () => {
    await admin.post('/api/admin/products', software({ sku: 'CASE-sku-1' }));
    const before = await productCount();
    const res = await admin.post('/api/admin/products', software({ sku: 'case-SKU-1' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ sku: ['This SKU number is already in use.'] });
    expect(await productCount()).toBe(before);
  });

  it('creates exactly one of 20 parallel products with the same SKU in different letter case', async () => {
    const variants = Array.from({ length: 20 }, (_, i) =>
      [...'burst-sku-x'].map((c, j) => ((i >> (j % 5)) & 1 ? c.toUpperCase() : c)).join(''),
    );
    const results = await Promise.all(variants.map((sku) => admin.post('/api/admin/products', software({ sku }))));
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    const [row] = await ctx.db.select({ n: count() }).from(products).where(sql`lower(${products.sku}) = 'burst-sku-x'`);
    expect(row?.n).toBe(1);
  });
});

describe('rich text', () => {
  it('keeps the allow-list and drops scripts, event handlers and javascript: links', async () => {
    const description = [
      '<h1>Title</h1><p onclick="steal()">Intro <strong>bold</strong> <em>it</em> <u>u</u></p>',
      '<script>alert(1)</script><img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">bad</a> <a href="https://lapskills.example/more" onmouseover="x()">good</a>',
      '<ul><li>one</li></ul><iframe src="https://evil.example"></iframe><style>p{}</style>',
      '<p style="color:red" class="x">styled</p><a href="data:text/html,hi">data</a>',
    ].join('');
    const res = await admin.post('/api/admin/products', software({ description }));
    expect(res.statusCode).toBe(201);
    const html: string = res.json().data.description;
    expect(html).not.toMatch(/script|onerror|onclick|onmouseover|javascript:|iframe|style=|<style|<img|data:|class=/i);
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<ul><li>one</li></ul>');
    expect(html).toContain(
      '<a href="https://lapskills.example/more" target="_blank" rel="noopener noreferrer nofollow">good</a>',
    );
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer nofollow">bad</a>');
  });

  it('stores an empty editor document as an empty description', async () => {
    const res = await admin.post('/api/admin/products', software({ description: '<p></p>' }));
    expect(res.json().data.description).toBe('');
  });
});

describe('GET /api/admin/products (the list)', async () => {
  const seeded = {
    alpha: await createProduct(ctx.db, {
      name: 'Alpha list',
      sku: 'LIST-A',
      prices: { EUR: 300, USD: 330 },
      type: 'hardware',
      durationType: null,
      duration: null,
    }),
    beta: await createProduct(ctx.db, {
      name: 'Beta list',
      sku: 'LIST-B',
      price: 100,
      type: 'hardware',
      durationType: null,
      duration: null,
      status: 'unlisted',
    }),
    gamma: await createProduct(ctx.db, {
      name: 'Gamma list',
      sku: 'LIST-C',
      price: 200,
      type: 'hardware',
      durationType: null,
      duration: null,
      status: 'coming_soon',
      currency: 'USD',
    }),
  };
  await createProductTheme(ctx.db, {
    productId: (await createProduct(ctx.db, { name: 'Themed list', sku: 'LIST-T' })).id,
  });
  const names = (res: { json(): { data: Array<{ name: string }> } }) => res.json().data.map((p) => p.name);
  const list = (query: string) => admin.get(`/api/admin/products?filter[search]=list&${query}`);

  it('filters by type, status, currency and search', async () => {
    expect(names(await list('filter[type]=hardware'))).toEqual(['Alpha list', 'Beta list', 'Gamma list']);
    expect(names(await list('filter[type]=software'))).toEqual(['Themed list']);
    expect(names(await list('filter[status]=unlisted'))).toEqual(['Beta list']);
    // Sold in a currency: a price in it, the list price's currency or another.
    expect(names(await list('filter[currency]=USD'))).toEqual(['Alpha list', 'Gamma list']);
    expect(names(await list('filter[currency]=EUR'))).toEqual(['Alpha list', 'Beta list', 'Themed list']);
    expect(names(await list('filter[currency]=CHF'))).toEqual([]);
    expect(names(await admin.get('/api/admin/products?filter[search]=LIST-B'))).toEqual(['Beta list']);
    expect(names(await admin.get('/api/admin/products?filter[search]=%25'))).toEqual([]);
  });

  it('searches the variant too, whatever its letter case, and follows a renamed product', async () => {
    const product = await createProduct(ctx.db, { name: 'Trocar Trainer', variant: 'Southpaw Edition' });
    expect(names(await admin.get('/api/admin/products?filter[search]=SOUTHPAW'))).toEqual(['Trocar Trainer']);
    await ctx.db.update(products).set({ name: 'Needle Driver Trainer' }).where(eq(products.id, product.id));
    expect(names(await admin.get('/api/admin/products?filter[search]=needle driver'))).toEqual([
      'Needle Driver Trainer',
    ]);
  });

  it('sorts by every whitelisted field, both ways', async () => {
    const hw = 'filter[type]=hardware';
    expect(names(await list(`${hw}&sort=price`))).toEqual(['Beta list', 'Gamma list', 'Alpha list']);
    expect(names(await list(`${hw}&sort=-price`))).toEqual(['Alpha list', 'Gamma list', 'Beta list']);
    expect(names(await list(`${hw}&sort=-name`))).toEqual(['Gamma list', 'Beta list', 'Alpha list']);
    expect(names(await list(`${hw}&sort=-sku`))).toEqual(['Gamma list', 'Beta list', 'Alpha list']);
    expect(names(await list(`${hw}&sort=status,name`))).toEqual(['Alpha list', 'Gamma list', 'Beta list']);
    expect(names(await list(`${hw}&sort=created_at`))).toEqual(['Alpha list', 'Beta list', 'Gamma list']);
  });

  it('counts themes and includes them on request', async () => {
    const plain = (await list('filter[type]=software')).json().data[0];
    expect(plain.theme_count).toBe(1);
    expect(plain).not.toHaveProperty('themes');
    const included = (await list('filter[type]=software&include=themes')).json().data[0];
    expect(included.themes).toHaveLength(1);
    const one = await admin.get(`/api/admin/products/${seeded.alpha.id}?include=themes`);
    expect(one.json().data).toMatchObject({ name: 'Alpha list', themes: [] });
  });

  it('pages', async () => {
    const res = await list('per_page=2&page=2&sort=name');
    expect(res.json().meta).toEqual({ page: 2, per_page: 2, total: 4, total_capped: false, last_page: 2 });
    expect(names(res)).toEqual(['Gamma list', 'Themed list']);
  });

  it('answers 422 for anything not whitelisted', async () => {
    const cases: Array<[string, string]> = [
      ['sort=created_by', 'sort'],
      ['sort=description', 'sort'],
      ['include=users', 'include'],
      ['filter[created_by]=x', 'filter[created_by]'],
      ['filter[type]=service', 'filter[type]'],
      ['filter[status]=retired', 'filter[status]'],
      ['filter[currency]=XYZ', 'filter[currency]'],
      ['per_page=101', 'per_page'],
      ['type=software', 'type'],
    ];
    for (const [query, field] of cases) {
      const res = await admin.get(`/api/admin/products?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(fieldsOf(res), query).toContain(field);
    }
    expect((await admin.get(`/api/admin/products/${seeded.alpha.id}?include=users`)).statusCode).toBe(422);
  });
});

describe('GET, PUT and DELETE /api/admin/products/{id}', () => {
  it('answers 404 for an unknown id and for one that is not a UUID', async () => {
    const { type: _type, ...body } = software();
    for (const id of ['7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11', 'not-a-uuid', '1']) {
      for (const res of [
        await admin.get(`/api/admin/products/${id}`),
        await put(admin, `/api/admin/products/${id}`, body),
        await del(admin, `/api/admin/products/${id}`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'The selected resource does not exist.', code: 'not_found' });
      }
    }
  });

  it('updates every field but the type and records what changed', async () => {
    const created = (await admin.post('/api/admin/products', software())).json().data;
    const { type: _type, ...body } = software({
      sku: created.sku,
      name: 'Renamed',
      prices: { EUR: 19_900, USD: 21_900 },
      duration: 3,
    });
    const res = await put(admin, `/api/admin/products/${created.id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      type: 'software',
      name: 'Renamed',
      price: 19_900,
      prices: { EUR: 19_900, USD: 21_900 },
      duration: 3,
    });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.updated'), sql`${auditLog.details}->>'id' = ${created.id}`));
    expect((audit?.details as { changes: Record<string, unknown> } | undefined)?.changes).toEqual({
      name: { from: created.name, to: 'Renamed' },
      prices: { from: { EUR: 49_900 }, to: { EUR: 19_900, USD: 21_900 } },
      duration: { from: 12, to: 3 },
    });
    const withType = await put(admin, `/api/admin/products/${created.id}`, { ...body, type: 'hardware' });
    expect(withType.statusCode).toBe(422);
    expect(fieldsOf(withType)).toEqual(['type']);
  });

  it("checks the durations of the product's own type on update, and the SKU's uniqueness", async () => {
    const box = (await admin.post('/api/admin/products', hardware())).json().data;
    const { type: _t, ...body } = hardware({ sku: box.sku });
    expect(
      (await put(admin, `/api/admin/products/${box.id}`, { ...body, duration: 24, duration_type: 'month' })).statusCode,
    ).toBe(200);
    const lic = (await admin.post('/api/admin/products', software())).json().data;
    const { type: _s, ...licBody } = software({ sku: lic.sku });
    const noDuration = await put(admin, `/api/admin/products/${lic.id}`, {
      ...licBody,
      duration: null,
      duration_type: null,
    });
    expect(noDuration.statusCode).toBe(422);
    expect(fieldsOf(noDuration).sort()).toEqual(['duration', 'duration_type']);
    const taken = await put(admin, `/api/admin/products/${lic.id}`, { ...licBody, sku: box.sku.toLowerCase() });
    expect(taken.json().errors).toEqual({ sku: ['This SKU number is already in use.'] });
    expect((await admin.get(`/api/admin/products/${lic.id}`)).json().data.sku).toBe(lic.sku);
  });

  it('takes PUT as POST with _method=PUT', async () => {
    const created = (await admin.post('/api/admin/products', hardware())).json().data;
    const { type: _type, ...body } = hardware({ sku: created.sku, name: 'Overridden' });
    const res = await admin.post(`/api/admin/products/${created.id}`, { ...body, _method: 'PUT' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Overridden');
  });

  it('deletes a product with its themes', async () => {
    const product = await createProduct(ctx.db);
    const theme = await createProductTheme(ctx.db, { productId: product.id });
    expect((await del(admin, `/api/admin/products/${product.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/admin/products/${product.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/products/${product.id}/themes/${theme.id}`)).statusCode).toBe(404);
  });
});

describe('details links', () => {
  /** Forms the WHATWG parser (and so every browser) reads as an absolute http(s) URL: stored as it reads them. */
  const normalised: Array<[string, string]> = [
    ['https:evil.example', 'https://evil.example/'],
    ['http:\\\\evil.example', 'http://evil.example/'],
    ['HTTPS://EXAMPLE.COM/Box', 'https://example.com/Box'],
    ['https:\\\\example.com\\a b', 'https://example.com/a%20b'],
    ['  https://example.com  ', 'https://example.com/'],
  ];
  /** Not an absolute http(s) URL with a host, or holding what no text field may hold. */
  const refused: Array<[string, string]> = [
    ['https://', 'Enter a link that starts with http:// or https://.'],
    ['http:', 'Enter a link that starts with http:// or https://.'],
    ['https://exa mple.com', 'Enter a link that starts with http:// or https://.'],
    ['mailto:ann@example.com', 'Enter a link that starts with http:// or https://.'],
    [
      'https://example.com/\u202Eexe.pdf',
      'This field may not contain invisible formatting characters (text direction or zero-width characters).',
    ],
    ['https://example.com/\u0000', 'This field may not contain control characters.'],
    [`https://example.com/${' '.repeat(1000)}x`, 'This field may not be longer than 2000 characters.'],
  ];

  it('stores the normalised URL on create and update, never a 500', async () => {
    for (const [typed, stored] of normalised) {
      const created = await admin.post('/api/admin/products', hardware({ details_url: typed }));
      expect(created.statusCode, typed).toBe(201);
      expect(created.json().data.details_url, typed).toBe(stored);
      const [row] = await ctx.db.select().from(products).where(eq(products.id, created.json().data.id));
      expect(row?.detailsUrl, typed).toBe(stored);

      const { type: _type, ...body } = hardware({ sku: created.json().data.sku, details_url: typed });
      const updated = await put(admin, `/api/admin/products/${created.json().data.id}`, {
        ...body,
        details_url: 'https://other.example/',
      });
      expect(updated.json().data.details_url).toBe('https://other.example/');
      const again = await put(admin, `/api/admin/products/${created.json().data.id}`, body);
      expect(again.statusCode, typed).toBe(200);
      expect(again.json().data.details_url, typed).toBe(stored);
    }
  });

  it('refuses what is no absolute http(s) URL with a 422 on the field, changing nothing', async () => {
    const existing = (
      await admin.post('/api/admin/products', hardware({ details_url: 'https://kept.example/' }))
    ).json().data;
    const { type: _type, ...body } = hardware({ sku: existing.sku });
    const [before] = await ctx.db.select().from(products).where(eq(products.id, existing.id));
    const count = await productCount();
    for (const [typed, message] of refused) {
      const created = await admin.post('/api/admin/products', hardware({ details_url: typed }));
      expect(created.statusCode, typed).toBe(422);
      expect(created.json().errors, typed).toEqual({ details_url: [message] });
      const updated = await put(admin, `/api/admin/products/${existing.id}`, { ...body, details_url: typed });
      expect(updated.statusCode, typed).toBe(422);
      expect(updated.json().errors, typed).toEqual({ details_url: [message] });
    }
    expect(await productCount()).toBe(count);
    const [after] = await ctx.db.select().from(products).where(eq(products.id, existing.id));
    expect(after).toEqual(before);
  });
});

describe('themes', async () => {
  const product = await createProduct(ctx.db, { name: 'Themed product' });
  const box = await createProduct(ctx.db, { type: 'hardware', duration: null, durationType: null });
  const base = `/api/admin/products/${product.id}/themes`;

  it('creates, reads, lists, updates and deletes a theme', async () => {
    const created = await admin.post(base, { name: 'Operating theatre', description: 'Bright OR lights.' });
    expect(created.statusCode).toBe(201);
    const theme = created.json().data;
    expect(theme).toMatchObject({ product_id: product.id, status: 'active', image_url: null });
    expect((await admin.get(`${base}/${theme.id}`)).json().data.name).toBe('Operating theatre');
    ctx.clock.advance(1000);
    await admin.post(base, { name: 'Training lab', status: 'coming_soon' });
    ctx.clock.advance(1000);
    await admin.post(base, { name: 'Night shift', status: 'unlisted' });
    const names = async (query: string) =>
      ((await admin.get(`${base}?${query}`)).json().data as Array<{ name: string }>).map((t) => t.name);
    expect(await names('')).toEqual(['Night shift', 'Operating theatre', 'Training lab']);
    expect(await names('sort=-name')).toEqual(['Training lab', 'Operating theatre', 'Night shift']);
    expect(await names('sort=status')).toEqual(['Operating theatre', 'Training lab', 'Night shift']);
    expect(await names('sort=-created_at')).toEqual(['Night shift', 'Training lab', 'Operating theatre']);
    expect(await names('filter[status]=coming_soon')).toEqual(['Training lab']);
    expect(await names('filter[search]=THEATRE')).toEqual(['Operating theatre']);
    for (const query of ['sort=product_id', 'filter[product_id]=x', 'include=product', 'filter[status]=gone']) {
      expect((await admin.get(`${base}?${query}`)).statusCode, query).toBe(422);
    }
    expect((await admin.get(`/api/admin/products/${product.id}`)).json().data.theme_count).toBe(3);

    const updated = await put(admin, `${base}/${theme.id}`, { name: 'Theatre', status: 'unlisted', description: '' });
    expect(updated.json().data).toMatchObject({ name: 'Theatre', status: 'unlisted', description: null });
    expect((await del(admin, `${base}/${theme.id}`)).statusCode).toBe(200);
    expect((await admin.get(`${base}/${theme.id}`)).statusCode).toBe(404);
  });

  it('refuses a second theme of the same name in any letter case', async () => {
    await admin.post(base, { name: 'Duplicate me' });
    const res = await admin.post(base, { name: 'DUPLICATE ME' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['This product already has a theme with this name.'] });
  });

  it('refuses themes for hardware and add-ons, and changes nothing', async () => {
    const res = await admin.post(`/api/admin/products/${box.id}/themes`, { name: 'Nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Only software products have themes.', code: 'themes_software_only' });
    expect((await admin.get(`/api/admin/products/${box.id}/themes`)).statusCode).toBe(422);
  });

  it("answers 404 for an unknown product, an unknown theme, and another product's theme", async () => {
    const other = await createProductTheme(ctx.db);
    const unknown = '7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11';
    expect((await admin.post(`/api/admin/products/${unknown}/themes`, { name: 'x' })).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/products/${unknown}/themes`)).statusCode).toBe(404);
    expect((await admin.get(`${base}/${other.id}`)).statusCode).toBe(404);
    expect((await put(admin, `${base}/${other.id}`, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await del(admin, `${base}/${other.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${base}/not-a-uuid`)).statusCode).toBe(404);
  });
});

describe('GET /api/products (the public catalogue)', async () => {
  const active = await createProduct(ctx.db, { name: 'Cat active', sku: 'CAT-1', price: 500 });
  const soon = await createProduct(ctx.db, { name: 'Cat soon', sku: 'CAT-2', status: 'coming_soon', price: 100 });
  const hidden = await createProduct(ctx.db, { name: 'Cat hidden', sku: 'CAT-3', status: 'unlisted' });
  await createProductTheme(ctx.db, { productId: active.id, name: 'Public theme' });
  await createProductTheme(ctx.db, { productId: active.id, name: 'Hidden theme', status: 'unlisted' });

  it('shows active and coming-soon products to any signed-in user, never unlisted ones', async () => {
    const res = await learner.get('/api/products?filter[search]=cat&sort=price');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { name: string }) => p.name)).toEqual(['Cat soon', 'Cat active']);
    expect((await learner.get(`/api/products/${hidden.id}`)).statusCode).toBe(404);
    expect((await learner.get(`/api/products/${soon.id}`)).json().data.status).toBe('coming_soon');
    expect((await ctx.client().get('/api/products')).statusCode).toBe(401);
  });

  it('never shows internal fields', async () => {
    const product = (await learner.get(`/api/products/${active.id}?include=themes`)).json().data;
    expect(Object.keys(product).sort()).toEqual(
      [
        'id',
        'type',
        'name',
        'price',
        'currency',
        'duration',
        'duration_type',
        'sku',
        'description',
        'details_url',
        'status',
        'variant',
        'image_url',
        'thumbnail_url',
        'themes',
      ].sort(),
    );
    expect(product.themes.map((t: { name: string }) => t.name)).toEqual(['Public theme']);
    expect(Object.keys(product.themes[0]).sort()).toEqual(
      ['id', 'name', 'description', 'status', 'image_url', 'thumbnail_url'].sort(),
    );
  });

  it('refuses an unlisted status filter and anything not whitelisted', async () => {
    for (const query of [
      'filter[status]=unlisted',
      'sort=sku',
      'sort=created_at',
      'filter[currency]=EUR',
      'include=users',
    ]) {
      expect((await learner.get(`/api/products?${query}`)).statusCode, query).toBe(422);
    }
    expect((await learner.get('/api/products?filter[type]=software&sort=-name')).statusCode).toBe(200);
  });
});

describe('/api/admin/users/{id}/available-products', async () => {
  const licenseA = await createProduct(ctx.db, { name: 'Avail A', sku: 'AV-A' });
  const licenseB = await createProduct(ctx.db, { name: 'Avail B', sku: 'AV-B', status: 'unlisted' });
  const box = await createProduct(ctx.db, { type: 'hardware', sku: 'AV-HW', duration: null, durationType: null });
  const person = await createUser(ctx.db, { email: 'avail@x.test' });
  const url = `/api/admin/users/${person.id}/available-products`;
  const availableIds = (res: { json(): { data: Array<{ id: string; available: boolean }> } }) =>
    res
      .json()
      .data.filter((p) => p.available)
      .map((p) => p.id)
      .sort();

  it('lists every software product (unlisted too, no hardware) with whether the user may be given it', async () => {
    const res = await userAdmin.get(url);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((p: { id: string }) => p.id);
    expect(ids).toContain(licenseA.id);
    expect(ids).toContain(licenseB.id);
    expect(ids).not.toContain(box.id);
    expect(availableIds(res)).toEqual([]);
  });

  it('sets exactly the listed products and records the change', async () => {
    const res = await put(userAdmin, url, { product_ids: [licenseA.id, licenseB.id, licenseA.id] });
    expect(res.statusCode).toBe(200);
    expect(availableIds(res)).toEqual([licenseA.id, licenseB.id].sort());
    const narrowed = await put(userAdmin, url, { product_ids: [licenseB.id] });
    expect(availableIds(narrowed)).toEqual([licenseB.id]);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.available_products_changed'), eq(auditLog.userId, person.id)));
    expect(audits).toHaveLength(2);
  });

  it('refuses hardware, unknown products and malformed ids, and changes nothing', async () => {
    for (const product_ids of [[box.id], ['7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11'], ['nope'], 'x']) {
      const res = await put(userAdmin, url, { product_ids });
      expect(res.statusCode, JSON.stringify(product_ids)).toBe(422);
      expect(Object.keys(res.json().errors)[0]).toMatch(/^product_ids/);
    }
    expect(availableIds(await userAdmin.get(url))).toEqual([licenseB.id]);
  });

  it('answers 404 for an unknown user', async () => {
    for (const id of ['7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11', 'nope']) {
      expect((await userAdmin.get(`/api/admin/users/${id}/available-products`)).statusCode).toBe(404);
      expect((await put(userAdmin, `/api/admin/users/${id}/available-products`, { product_ids: [] })).statusCode).toBe(
        404,
      );
    }
  });

  it("is 'manage user': an admin with 'manage product' only gets 403", async () => {
    expect((await admin.get(url)).statusCode).toBe(403);
  });
});

describe("'manage product'", () => {
  it('is needed for every admin product route', async () => {
    const res = await plainAdmin.get('/api/admin/products');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Access denied to products. Required permission level: manage product',
      code: 'forbidden',
    });
    expect((await userAdmin.post('/api/admin/products', software())).statusCode).toBe(403);
    expect((await learner.get('/api/admin/products')).statusCode).toBe(403);
  });
});
