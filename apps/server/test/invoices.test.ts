import type { ProductPrices } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, billingAccounts, invoices, licenseNotices, licenses, products } from '../src/db/schema/index.js';
import {
  createBilling,
  createHardwareItem,
  createInvoice,
  createLicense,
  createOrganization,
  createProduct,
  createUser,
} from '../src/db/seed/factories.js';
import { runBillingJobs } from '../src/modules/billing/index.js';
import { issuePeriodInvoice } from '../src/modules/invoices/index.js';
import { setupTestApp } from './helpers/app.js';
import { pdfText } from './helpers/pdf-text.js';

const ctx = await setupTestApp();
const admin = await createUser(ctx.db, {
  email: 'inv@admin.test',
  roles: ['admin'],
  permissions: ['manage billing', 'manage organization'],
});
const adminClient = ctx.client();
await adminClient.login(admin.email);

const org = await createOrganization(ctx.db, { name: 'Klinikum Süd' });
const manager = await createUser(ctx.db, { email: 'lm@sued.test', roles: ['license-manager'], organizationId: org.id });
const managerClient = ctx.client();
await managerClient.login(manager.email);
const billing = await createBilling(ctx.db, {
  organizationId: org.id,
  legalName: 'Klinikum Süd gGmbH',
  vatNumber: 'DE123456789',
  country: 'DE',
  purchaseOrder: 'PO-4711',
  periodStart: '2025-09-01',
  periodEnd: '2026-03-01',
  cycleMonths: 6,
  autoRenew: false,
});
const product = await createProduct(ctx.db, { name: 'LapSkills Core', price: 120_000, duration: 12 });
await createLicense(ctx.db, { billingAccountId: billing.id, productId: product.id, amount: 7 });

const invoiceRow = async (id: string) => {
  const [row] = await ctx.db.select().from(invoices).where(eq(invoices.id, id));
  return row;
};

describe('invoices', () => {
  let invoiceId = '';

  it('a renewal makes the invoice; the admin lists it by status, year and billing', async () => {
    expect((await adminClient.post(`/api/admin/billings/${billing.id}/renew`)).statusCode).toBe(200);
    const list = await adminClient.get(`/api/admin/billings/${billing.id}/invoices`);
    expect(list.statusCode).toBe(200);
    const [invoice] = list.json().data;
    invoiceId = invoice.id;
    // 7 seats at 1,200.00 per 12 months, for 6 months: 600.00 each; German buyer: 19 % VAT.
    expect(invoice).toMatchObject({
      entity_name: 'Klinikum Süd',
      legal_name: 'Klinikum Süd gGmbH',
      period_start: '2026-03-02',
      period_end: '2026-09-01',
      purchase_order: 'PO-4711',
      net: 420_000,
      vat_rate_bp: 1900,
      vat_country: 'DE',
      vat_rules: ['domestic'],
      vat: 79_800,
      total: 499_800,
      reverse_charge: false,
      status: 'open',
      lines: [
        expect.objectContaining({
          description: 'LapSkills Core',
          quantity: 7,
          unit_price: 60_000,
          vat_rule: 'domestic',
        }),
      ],
    });

    const filtered = async (query: string) =>
      ((await adminClient.get(`/api/admin/invoices?${query}`)).json().data as Array<{ id: string }>).map((i) => i.id);
    expect(await filtered(`filter[billing_id]=${billing.id}&filter[status]=open&filter[year]=2026`)).toEqual([
      invoiceId,
    ]);
    expect(await filtered(`filter[billing_id]=${billing.id}&filter[status]=paid`)).toEqual([]);
    expect(await filtered(`filter[billing_id]=${billing.id}&filter[year]=2025`)).toEqual([]);
    for (const bad of [
      'filter[status]=late',
      'filter[status]=OVERDUE',
      'filter[year]=26',
      'filter[billing_id]=x',
      'sort=legal_name',
    ]) {
      expect((await adminClient.get(`/api/admin/invoices?${bad}`)).statusCode, bad).toBe(422);
    }
  });

  it('serves the PDF as an attachment whose text names the number, the lines and the total', async () => {
    const res = await adminClient.get(`/api/admin/invoices/${invoiceId}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = (await invoiceRow(invoiceId))?.number ?? '';
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Invoice ${number}`);
    expect(text).toContain('Klinikum Süd gGmbH');
    expect(text).toContain('LapSkills Core');
    expect(text).toContain('600.00 EUR');
    expect(text).toContain('4,200.00 EUR');
    expect(text).toContain('VAT 19 % (DE)');
    expect(text).toContain('VAT rule: German VAT. Place of supply: Germany');
    expect(text).toContain('4,998.00 EUR');
    expect(text).toContain('2026-03-02 – 2026-09-01');

    const german = await adminClient.raw({
      method: 'GET',
      url: `/api/admin/invoices/${invoiceId}/pdf`,
      headers: { 'accept-language': 'de' },
    });
    const deText = pdfText(german.rawPayload);
    expect(deText).toContain(`Rechnung ${number}`);
    expect(deText).toContain('4.998,00 EUR');
  });

  it('the manager gets their own invoices and PDFs; another organization gets 404', async () => {
    const list = await managerClient.get('/api/manager/invoices');
    expect(list.json().data.map((i: { id: string }) => i.id)).toEqual([invoiceId]);
    expect((await managerClient.get(`/api/manager/invoices/${invoiceId}/pdf`)).statusCode).toBe(200);
    const other = await createUser(ctx.db, {
      roles: ['license-manager'],
      organizationId: (await createOrganization(ctx.db)).id,
    });
    const otherClient = ctx.client();
    await otherClient.login(other.email);
    expect((await otherClient.get('/api/manager/invoices')).json().data).toEqual([]);
    expect((await otherClient.get(`/api/manager/invoices/${invoiceId}/pdf`)).statusCode).toBe(404);
    // The public files route never serves an invoice.
    expect((await otherClient.get(`/api/files/invoice-${invoiceId}.pdf`)).statusCode).toBe(404);
  });

  it("the trainee gets their personal billing's invoices only", async () => {
    const owner = await createUser(ctx.db, { email: 'own@inv.test' });
    const personal = await createBilling(ctx.db, { userId: owner.id });
    const own = await createInvoice(ctx.db, { billingAccountId: personal.id, seats: 1 });
    const client = ctx.client();
    await client.login(owner.email);
    expect((await client.get('/api/trainee/invoices')).json().data.map((i: { id: string }) => i.id)).toEqual([own.id]);
    expect((await client.get(`/api/trainee/invoices/${own.id}/pdf`)).statusCode).toBe(200);
    expect((await client.get(`/api/trainee/invoices/${invoiceId}/pdf`)).statusCode).toBe(404);
    expect((await managerClient.get(`/api/manager/invoices/${own.id}/pdf`)).statusCode).toBe(404);
  });

  it('status: open → paid, then no change from paid; open → void, then no change from void; bad input changes nothing', async () => {
    const put = (id: string, body: unknown) => adminClient.request('PUT', `/api/admin/invoices/${id}`, body);
    for (const body of [{ status: 'refunded' }, {}, { status: 'paid', total: 0 }, { status: 7 }]) {
      expect((await put(invoiceId, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await invoiceRow(invoiceId))?.status).toBe('open');

    const paid = await put(invoiceId, { status: 'paid' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid' });
    for (const status of ['open', 'void'] as const) {
      const refused = await put(invoiceId, { status });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('invoice_transition');
    }
    expect((await invoiceRow(invoiceId))?.status).toBe('paid');

    const other = await createInvoice(ctx.db, { billingAccountId: billing.id, periodStart: null, periodEnd: null });
    expect((await put(other.id, { status: 'void' })).json().data.status).toBe('void');
    for (const status of ['open', 'paid'] as const) {
      expect((await put(other.id, { status })).statusCode).toBe(409);
    }
    expect((await invoiceRow(other.id))?.status).toBe('void');
    expect((await put('7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11', { status: 'paid' })).statusCode).toBe(404);

    const audited = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'invoice.status_changed'));
    expect(audited).toHaveLength(2);
  });
});

const billingRow = async (id: string) =>
  (await ctx.db.select().from(billingAccounts).where(eq(billingAccounts.id, id)))[0];
const getInvoice = async (id: string) => (await adminClient.get(`/api/admin/invoices/${id}`)).json().data;
/** The PDF's text with its line breaks as spaces (a note wraps). */
const pdfOf = async (id: string) =>
  pdfText((await adminClient.get(`/api/admin/invoices/${id}/pdf`)).rawPayload).replace(/\s+/g, ' ');

/**
 * On a billing: a license of `seats` seats of a new 12-month product, and a box of a new hardware product
 * recorded the day before 2026-03-02, shipped to the billing's country.
 */
async function licenseAndBox(
  billing: { id: string; organizationId: string | null; country: string },
  item: { core: [string, ProductPrices]; seats: number; box: ProductPrices; serial: string; shippingCost: number },
) {
  const [name, prices] = item.core;
  const core = await createProduct(ctx.db, { name, prices, duration: 12 });
  await createLicense(ctx.db, { billingAccountId: billing.id, productId: core.id, amount: item.seats });
  const box = await createProduct(ctx.db, { type: 'hardware', name: 'Box', prices: item.box });
  await createHardwareItem(ctx.db, {
    organizationId: billing.organizationId,
    productId: box.id,
    serialNumber: item.serial,
    shippingCountry: billing.country,
    shippingCost: item.shippingCost,
    createdAt: new Date('2026-03-01T00:00:00Z'),
  });
  return { core };
}

/** A US organization billed in dollars for a 12-month period. */
async function usBilled(name: string, periodStart: string, periodEnd: string) {
  const org = await createOrganization(ctx.db, { name });
  const usd = await createBilling(ctx.db, {
    organizationId: org.id,
    country: 'US',
    zipcode: '10001',
    currency: 'USD',
    periodStart,
    periodEnd,
    cycleMonths: 12,
  });
  return { org, usd };
}

describe('prices per currency', () => {
  it('a license goes only on a billing in a currency its product has a price in: 422 naming it, nothing written', async () => {
    const { org: hudson, usd } = await usBilled('Hudson Valley Clinic', '2026-03-02', '2027-03-01');
    const euroOnly = await createProduct(ctx.db, { name: 'Core in euros', prices: { EUR: 120_000 } });
    const refused = await adminClient.post(`/api/admin/organizations/${hudson.id}/licenses`, {
      product_id: euroOnly.id,
      amount: 25,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.product_id).toEqual([
      'This product has no USD price, and this billing is in USD. Add a USD price to the product first.',
    ]);
    expect(await ctx.db.select().from(licenses).where(eq(licenses.billingAccountId, usd.id))).toEqual([]);

    const both = await createProduct(ctx.db, { name: 'Core in both', prices: { EUR: 120_000, USD: 130_000 } });
    const created = await adminClient.post(`/api/admin/organizations/${hudson.id}/licenses`, {
      product_id: both.id,
      amount: 25,
    });
    expect(created.statusCode).toBe(201);
  });

  it('renewal refuses, whole, an invoice that would need a missing price (409 naming it); with the price, it invoices it', async () => {
    const { usd } = await usBilled('Lakeside Hospital', '2025-03-02', '2026-03-01');
    // A license from before prices per currency: its product has no USD price.
    const { core } = await licenseAndBox(usd, {
      core: ['Lakeside Core', { EUR: 120_000 }],
      seats: 25,
      box: { USD: 50_000 },
      serial: 'LS-US-1',
      shippingCost: 0,
    });

    const refused = await adminClient.post(`/api/admin/billings/${usd.id}/renew`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'invoice_unpriced',
      message:
        'The invoice cannot be made: Lakeside Core has no USD price. Add a USD price to the product (or shipping cost in USD), then renew again.',
    });
    expect(await billingRow(usd.id)).toMatchObject({ periodStart: '2025-03-02', periodEnd: '2026-03-01' });
    expect(await ctx.db.select().from(invoices).where(eq(invoices.billingAccountId, usd.id))).toEqual([]);

    await ctx.db
      .update(products)
      .set({ prices: { EUR: 120_000, USD: 130_000 } })
      .where(eq(products.id, core.id));
    expect((await adminClient.post(`/api/admin/billings/${usd.id}/renew`)).statusCode).toBe(200);
    const [listed] = (await adminClient.get(`/api/admin/billings/${usd.id}/invoices`)).json().data;
    // A US hospital: no German VAT; the license is a service supplied outside the EU, the box an export.
    expect(listed).toMatchObject({
      currency: 'USD',
      net: 25 * 130_000 + 50_000,
      vat_rate_bp: 0,
      vat_country: null,
      vat: 0,
      vat_rules: ['outside_eu', 'export'],
      lines: [
        expect.objectContaining({
          description: 'Lakeside Core',
          quantity: 25,
          unit_price: 130_000,
          vat_rule: 'outside_eu',
        }),
        expect.objectContaining({ description: 'Box, serial LS-US-1', unit_price: 50_000, vat_rule: 'export' }),
      ],
    });
    const text = await pdfOf(listed.id);
    expect(text).toContain('VAT 0 %');
    expect(text).toContain('Place of supply outside the EU (Art. 44 and 59 Directive 2006/112/EC)');
    expect(text).toContain('VAT-exempt export of goods outside the EU (Art. 146 Directive 2006/112/EC)');
  });
});

describe('the billing job and a missing price', () => {
  it("fails that billing's first invoice alone, logged and retried; the run's expiries still go out", async () => {
    const { usd } = await usBilled('Pine Clinic', '2026-03-01', '2027-02-28');
    const { core } = await licenseAndBox(usd, {
      core: ['Pine Core', { EUR: 120_000 }],
      seats: 3,
      box: { USD: 50_000 },
      serial: 'LS-PINE-1',
      shippingCost: 0,
    });
    const ending = await createLicense(ctx.db, { startsOn: '2025-03-01', endsOn: '2026-03-01', autoRenew: false });

    await expect(runBillingJobs(ctx.app.services)).rejects.toThrow('1 billings failed to renew or invoice');
    expect(await ctx.db.select().from(invoices).where(eq(invoices.billingAccountId, usd.id))).toEqual([]);
    const notices = await ctx.db.select().from(licenseNotices).where(eq(licenseNotices.licenseId, ending.id));
    expect(notices).toEqual([expect.objectContaining({ kind: 'expired' })]);

    // The admin adds the price: the next run makes the invoice.
    await ctx.db
      .update(products)
      .set({ prices: { EUR: 120_000, USD: 130_000 } })
      .where(eq(products.id, core.id));
    expect(await runBillingJobs(ctx.app.services)).toMatchObject({ failed: 0, invoiced: 1 });
    expect(await ctx.db.select().from(invoices).where(eq(invoices.billingAccountId, usd.id))).toEqual([
      expect.objectContaining({ currency: 'USD', netMinor: 3 * 130_000 + 50_000 }),
    ]);
  });
});

describe('VAT by place of supply', () => {
  const at = new Date('2026-03-02T09:00:00Z');
  /** A billing of a new organization with a 6-month period from today, one license of 2 seats and a box. */
  async function billed(values: { country: string; vatNumber: string | null; zipcode?: string }) {
    const org = await createOrganization(ctx.db);
    const row = await createBilling(ctx.db, {
      organizationId: org.id,
      periodStart: '2026-03-02',
      periodEnd: '2026-09-01',
      cycleMonths: 6,
      ...values,
    });
    await licenseAndBox(row, {
      core: ['Core', { EUR: 120_000 }],
      seats: 2,
      box: { EUR: 45_000 },
      serial: `LS-${values.country}-${++serial}`,
      shippingCost: 1_500,
    });
    const made = await issuePeriodInvoice(ctx.db, row, at);
    if (!made) throw new Error('no invoice');
    return { billing: row, invoice: await getInvoice(made.id) };
  }
  const net = 2 * 60_000 + 45_000 + 1_500;
  let serial = 0;

  it("an Italian private customer pays Italy's 22 % (OSS, Art. 58; the box a distance sale, Art. 33), kept as issued", async () => {
    const { billing, invoice } = await billed({ country: 'IT', vatNumber: null, zipcode: '00100' });
    expect(invoice).toMatchObject({
      net,
      vat_rate_bp: 2200,
      vat_country: 'IT',
      vat: Math.round(net * 0.22),
      total: net + Math.round(net * 0.22),
      reverse_charge: false,
      vat_rules: ['oss', 'distance_sale'],
    });
    expect(invoice.lines.map((l: { kind: string; vat_rule: string }) => [l.kind, l.vat_rule])).toEqual([
      ['license', 'oss'],
      ['hardware', 'distance_sale'],
      ['shipping', 'distance_sale'],
    ]);
    const text = await pdfOf(invoice.id);
    expect(text).toContain('VAT 22 % (IT)');
    expect(text).toContain('(Art. 58 Directive 2006/112/EC)');
    expect(text).toContain('(Art. 33 Directive 2006/112/EC)');

    // The buyer moves to France and gives a VAT number: the issued invoice keeps its rate, rules and notes.
    await ctx.db
      .update(billingAccounts)
      .set({ country: 'FR', vatNumber: 'FR40303265045' })
      .where(eq(billingAccounts.id, billing.id));
    expect(await getInvoice(invoice.id)).toMatchObject({
      vat_rate_bp: 2200,
      vat_country: 'IT',
      vat_rules: ['oss', 'distance_sale'],
    });
  });

  it('a Dutch hospital without a VAT number pays 21 %; with one, the reverse charge (Art. 196) and an intra-community supply (Art. 138)', async () => {
    expect((await billed({ country: 'NL', vatNumber: null })).invoice).toMatchObject({
      vat_rate_bp: 2100,
      vat_country: 'NL',
      vat: Math.round(net * 0.21),
      vat_rules: ['oss', 'distance_sale'],
    });
    const { invoice } = await billed({ country: 'NL', vatNumber: 'NL851234567B01' });
    expect(invoice).toMatchObject({
      vat_rate_bp: 0,
      vat_country: null,
      vat: 0,
      total: net,
      reverse_charge: true,
      vat_rules: ['reverse_charge', 'intra_community'],
    });
    const text = await pdfOf(invoice.id);
    expect(text).toContain(
      'Reverse charge: VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC).',
    );
    expect(text).toContain('VAT-exempt intra-community supply of goods (Art. 138 Directive 2006/112/EC).');
  });

  it('a British university pays no German VAT: supplied outside the EU', async () => {
    const { invoice } = await billed({ country: 'GB', vatNumber: 'GB123456789', zipcode: 'SW1A 1AA' });
    expect(invoice).toMatchObject({ vat_rate_bp: 0, vat: 0, total: net, vat_rules: ['outside_eu', 'export'] });
  });
});

describe('overdue invoices', () => {
  it('an open invoice past its due date reads overdue everywhere, and the lists filter by it', async () => {
    const org = await createOrganization(ctx.db, { name: 'Overdue Clinic' });
    const lm = await createUser(ctx.db, { roles: ['license-manager'], organizationId: org.id });
    const lmClient = ctx.client();
    await lmClient.login(lm.email);
    const own = await createBilling(ctx.db, {
      organizationId: org.id,
      periodStart: '2026-01-01',
      periodEnd: '2026-06-30',
    });
    const invoice = (issuedOn: string, values: Partial<typeof invoices.$inferInsert> = {}) =>
      createInvoice(ctx.db, { billingAccountId: own.id, issuedOn, periodStart: null, periodEnd: null, ...values });
    // Today is 2026-03-02: due 30 days after issue.
    const late = await invoice('2026-01-15'); // due 2026-02-14
    const dueToday = await invoice('2026-01-31'); // due 2026-03-02: not yet overdue
    const notDue = await invoice('2026-03-01'); // due 2026-03-31
    const paidLate = await invoice('2026-01-01', { status: 'paid', statusChangedAt: new Date('2026-02-20T00:00:00Z') });

    const statuses = async () =>
      Object.fromEntries(
        (
          (await adminClient.get(`/api/admin/billings/${own.id}/invoices`)).json().data as Array<{
            id: string;
            status: string;
          }>
        ).map((i) => [i.id, i.status]),
      );
    expect(await statuses()).toEqual({
      [late.id]: 'overdue',
      [dueToday.id]: 'open',
      [notDue.id]: 'open',
      [paidLate.id]: 'paid',
    });
    const ids = async (client: typeof adminClient, url: string) =>
      ((await client.get(url)).json().data as Array<{ id: string }>).map((i) => i.id).sort();
    const admin = (status: string) => `/api/admin/invoices?filter[billing_id]=${own.id}&filter[status]=${status}`;
    expect(await ids(adminClient, admin('overdue'))).toEqual([late.id]);
    expect(await ids(adminClient, admin('open'))).toEqual([dueToday.id, notDue.id].sort());
    expect(await ids(adminClient, admin('paid'))).toEqual([paidLate.id]);
    expect((await adminClient.get(admin('overdue'))).json().meta.total).toBe(1);
    expect(await ids(lmClient, '/api/manager/invoices?filter[status]=overdue')).toEqual([late.id]);
    expect(pdfText((await adminClient.get(`/api/admin/invoices/${late.id}/pdf`)).rawPayload)).toContain(
      'Status: Overdue',
    );

    // Derived from the day when read, never stored: the row still says open.
    expect((await invoiceRow(late.id))?.status).toBe('open');

    // An overdue invoice is still open: it is marked paid.
    const paid = await adminClient.request('PUT', `/api/admin/invoices/${late.id}`, { status: 'paid' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.status).toBe('paid');
  });
});

describe('demo world', () => {
  it("has each billing's current invoice (one paid from last year, the canceled billing's void), and seeds again without more", async () => {
    const { seedDemo } = await import('../src/db/seed/demo.js');
    await seedDemo(ctx.db);
    const demo = async () =>
      (await adminClient.get('/api/admin/invoices?per_page=100')).json().data as Array<{
        entity_name: string;
        status: string;
        currency: string;
        lines: Array<{ description: string; unit_price: number }>;
      }>;
    const seeded = (await demo()).filter((i) => /Elisabeth|Northbridge|Rhein-Main/.test(i.entity_name));
    expect(seeded.map((i) => i.status).sort()).toEqual(['open', 'open', 'paid', 'void']);
    expect(seeded.every((i) => i.lines.length > 0)).toBe(true);
    // Every product is priced in every currency the demo bills in: the US team's invoice is in dollars.
    const dollars = (await demo()).filter((i) => i.entity_name.startsWith('Riverside'));
    expect(dollars.map((i) => i.currency)).toEqual(['USD']);
    expect(dollars.flatMap((i) => i.lines).map((l) => [l.description, l.unit_price])).toEqual([
      ['LapSkills Core (12 months)', 172_000],
    ]);
    await seedDemo(ctx.db);
    expect((await demo()).filter((i) => /Elisabeth|Northbridge|Rhein-Main/.test(i.entity_name))).toHaveLength(4);
  });
});
