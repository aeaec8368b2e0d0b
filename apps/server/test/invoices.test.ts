import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, invoices } from '../src/db/schema/index.js';
import {
  createBilling,
  createInvoice,
  createLicense,
  createOrganization,
  createProduct,
  createUser,
} from '../src/db/seed/factories.js';
import { setupTestApp } from './helpers/app.js';
import { pdfText } from './helpers/pdf-text.js';

const ctx = await setupTestApp();
const admin = await createUser(ctx.db, { email: 'inv@admin.test', roles: ['admin'], permissions: ['manage billing'] });
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
      vat: 79_800,
      total: 499_800,
      reverse_charge: false,
      status: 'open',
      lines: [expect.objectContaining({ description: 'LapSkills Core', quantity: 7, unit_price: 60_000 })],
    });

    const filtered = async (query: string) =>
      ((await adminClient.get(`/api/admin/invoices?${query}`)).json().data as Array<{ id: string }>).map((i) => i.id);
    expect(await filtered(`filter[billing_id]=${billing.id}&filter[status]=open&filter[year]=2026`)).toEqual([
      invoiceId,
    ]);
    expect(await filtered(`filter[billing_id]=${billing.id}&filter[status]=paid`)).toEqual([]);
    expect(await filtered(`filter[billing_id]=${billing.id}&filter[year]=2025`)).toEqual([]);
    for (const bad of ['filter[status]=late', 'filter[year]=26', 'filter[billing_id]=x', 'sort=legal_name']) {
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
    expect(text).toContain('VAT 19 %');
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

describe('demo world', () => {
  it("has each billing's current invoice (one paid from last year, the canceled billing's void), and seeds again without more", async () => {
    const { seedDemo } = await import('../src/db/seed/demo.js');
    await seedDemo(ctx.db);
    const demo = async () =>
      (await adminClient.get('/api/admin/invoices?per_page=100')).json().data as Array<{
        entity_name: string;
        status: string;
        lines: unknown[];
      }>;
    const seeded = (await demo()).filter((i) => /Elisabeth|Northbridge|Rhein-Main/.test(i.entity_name));
    expect(seeded.map((i) => i.status).sort()).toEqual(['open', 'open', 'paid', 'void']);
    expect(seeded.every((i) => i.lines.length > 0)).toBe(true);
    await seedDemo(ctx.db);
    expect((await demo()).filter((i) => /Elisabeth|Northbridge|Rhein-Main/.test(i.entity_name))).toHaveLength(4);
  });
});
