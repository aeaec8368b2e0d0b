import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  billingAccounts,
  hardwareItems,
  invoiceLines,
  invoices,
  licenseNotices,
  licenses,
  mails,
} from '../src/db/schema/index.js';
import {
  createBilling,
  createHardwareItem,
  createLicense,
  createOrganization,
  createProduct,
  createUser,
} from '../src/db/seed/factories.js';
import { inTransaction } from '../src/db/transaction.js';
import { DAY_MS } from '../src/lib/calendar-day.js';
import { runBillingJobs } from '../src/modules/billing/index.js';
import { setupTestApp } from './helpers/app.js';
import { pdfText } from './helpers/pdf-text.js';

// The clock starts on 2026-03-02 (TestClock); tests that move it come last.
const ctx = await setupTestApp();
const services = ctx.app.services;
const admin = await createUser(ctx.db, {
  email: 'billing@jobs.test',
  roles: ['admin'],
  permissions: ['manage billing'],
});
const adminClient = ctx.client();
await adminClient.login(admin.email);

const billingOf = async (id: string) => {
  const [row] = await ctx.db.select().from(billingAccounts).where(eq(billingAccounts.id, id));
  if (!row) throw new Error('no billing');
  return row;
};
const licenseOf = async (id: string) => {
  const [row] = await ctx.db.select().from(licenses).where(eq(licenses.id, id));
  if (!row) throw new Error('no license');
  return row;
};
const invoicesOf = (billingId: string) =>
  ctx.db.select().from(invoices).where(eq(invoices.billingAccountId, billingId)).orderBy(asc(invoices.periodStart));
const mailsTo = (address: string) =>
  ctx.db
    .select()
    .from(mails)
    .where(and(eq(mails.toAddress, address), eq(mails.kind, 'license_ending')));

/** A billing whose period ended yesterday (2026-03-01), with a product at 99.00 EUR per 12 months. */
async function dueBilling(values: Parameters<typeof createBilling>[1] = {}) {
  const billing = await createBilling(ctx.db, {
    periodStart: '2025-09-01',
    periodEnd: '2026-03-01',
    cycleMonths: 6,
    ...values,
  });
  const product = await createProduct(ctx.db, { name: `Core ${billing.id.slice(0, 4)}`, price: 9900 });
  return { billing, product };
}

describe('renewal at the end of a period', () => {
  it('starts the next period from the old end, applies pending cycle and amounts, extends, invoices, expires the rest', async () => {
    const { billing, product } = await dueBilling({ pendingCycleMonths: 12 });
    const renewing = await createLicense(ctx.db, {
      billingAccountId: billing.id,
      productId: product.id,
      amount: 10,
      pendingAmount: 12,
    });
    const ending = await createLicense(ctx.db, { billingAccountId: billing.id, autoRenew: false, amount: 3 });

    const report = await runBillingJobs(services);
    expect(report.failed).toBe(0);
    expect(await billingOf(billing.id)).toMatchObject({
      periodStart: '2026-03-02',
      periodEnd: '2027-03-01',
      cycleMonths: 12,
      pendingCycleMonths: null,
    });
    expect(await licenseOf(renewing.id)).toMatchObject({
      amount: 12,
      pendingAmount: null,
      endsOn: '2027-03-01',
      activeTo: '2027-03-01',
    });
    expect(await licenseOf(ending.id)).toMatchObject({ endsOn: '2026-03-01', amount: 3 });

    const [invoice, ...more] = await invoicesOf(billing.id);
    expect(more).toEqual([]);
    // 12 seats at 99.00 for the 12-month cycle; NL without a VAT number: a consumer, the Dutch 21 % (OSS).
    expect(invoice).toMatchObject({
      periodStart: '2026-03-02',
      periodEnd: '2027-03-01',
      issuedOn: '2026-03-02',
      dueOn: '2026-04-01',
      netMinor: 118_800,
      vatRateBp: 2100,
      vatCountry: 'NL',
      vatMinor: 24_948,
      totalMinor: 143_748,
      reverseCharge: false,
      status: 'open',
    });
    expect(invoice?.number).toMatch(/^2026-\d{6}$/);
    const lines = await ctx.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice?.id ?? ''));
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'license',
        licenseId: renewing.id,
        quantity: 12,
        unitPriceMinor: 9900,
        amountMinor: 118_800,
        periodStart: '2026-03-02',
        periodEnd: '2027-03-01',
      }),
    ]);

    // The license that did not renew is recorded as expired, once.
    const notices = await ctx.db.select().from(licenseNotices).where(eq(licenseNotices.licenseId, ending.id));
    expect(notices).toEqual([expect.objectContaining({ kind: 'expired', endsOn: '2026-03-01' })]);
    const audited = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'license.expired'));
    expect(audited.filter((row) => (row.details as { id: string }).id === ending.id)).toHaveLength(1);

    // A second run finds nothing to do for this billing.
    await runBillingJobs(services);
    expect((await billingOf(billing.id)).periodEnd).toBe('2027-03-01');
    expect(await invoicesOf(billing.id)).toHaveLength(1);
    expect(await ctx.db.select().from(licenseNotices).where(eq(licenseNotices.licenseId, ending.id))).toHaveLength(1);
  });

  it('two runs at once (and on two instances) make one period and one invoice', async () => {
    const { billing, product } = await dueBilling();
    await createLicense(ctx.db, { billingAccountId: billing.id, productId: product.id });
    const other = await ctx.anotherInstance();
    const reports = await Promise.all([
      runBillingJobs(services),
      runBillingJobs(services),
      runBillingJobs(other.services),
      runBillingJobs(other.services),
    ]);
    expect(reports.every((r) => r.failed === 0)).toBe(true);
    expect(await billingOf(billing.id)).toMatchObject({ periodStart: '2026-03-02', periodEnd: '2026-09-01' });
    expect(await invoicesOf(billing.id)).toHaveLength(1);
    const renewedAudits = (await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'billing.renewed'))).filter(
      (row) => (row.details as { id: string }).id === billing.id,
    );
    expect(renewedAudits).toHaveLength(1);
  });

  it('catches up several missed periods, each with its invoice, without gap or overlap', async () => {
    const billing = await createBilling(ctx.db, {
      periodStart: '2024-12-01',
      periodEnd: '2025-02-28',
      cycleMonths: 3,
    });
    const license = await createLicense(ctx.db, { billingAccountId: billing.id, amount: 2 });
    await runBillingJobs(services);
    const periods = (await invoicesOf(billing.id)).map((i) => [i.periodStart, i.periodEnd]);
    expect(periods).toEqual([
      ['2025-03-01', '2025-05-31'],
      ['2025-06-01', '2025-08-31'],
      ['2025-09-01', '2025-11-30'],
      ['2025-12-01', '2026-02-28'],
      ['2026-03-01', '2026-05-31'],
    ]);
    expect(await billingOf(billing.id)).toMatchObject({ periodStart: '2026-03-01', periodEnd: '2026-05-31' });
    expect(await licenseOf(license.id)).toMatchObject({ startsOn: '2024-12-01', endsOn: '2026-05-31' });
  });

  it('leaves a canceled or non-renewing billing alone (its licenses expire) and refuses a manual renewal of a canceled one', async () => {
    const { billing: canceled } = await dueBilling({ status: 'canceled', canceledAt: new Date('2026-02-01') });
    const ended = await createLicense(ctx.db, { billingAccountId: canceled.id });
    const { billing: manual } = await dueBilling({ autoRenew: false });
    await createLicense(ctx.db, { billingAccountId: manual.id });
    await runBillingJobs(services);
    expect(await billingOf(canceled.id)).toMatchObject({ periodEnd: '2026-03-01', status: 'canceled' });
    expect(await billingOf(manual.id)).toMatchObject({ periodEnd: '2026-03-01' });
    expect(await invoicesOf(canceled.id)).toEqual([]);
    expect(await invoicesOf(manual.id)).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(licenseNotices)
        .where(and(eq(licenseNotices.licenseId, ended.id), eq(licenseNotices.kind, 'expired'))),
    ).toHaveLength(1);

    const before = await billingOf(canceled.id);
    const res = await adminClient.post(`/api/admin/billings/${canceled.id}/renew`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'billing_inactive',
      message: 'Cannot renew billing cycle for inactive billing',
    });
    expect(await billingOf(canceled.id)).toEqual(before);
    expect(await invoicesOf(canceled.id)).toEqual([]);
  });

  it('invoices the manual renewal too, with reverse charge for a VAT number of another EU state', async () => {
    const { billing, product } = await dueBilling({ vatNumber: 'NL123456789B01', country: 'NL', autoRenew: false });
    await createLicense(ctx.db, { billingAccountId: billing.id, productId: product.id, amount: 4 });
    const res = await adminClient.post(`/api/admin/billings/${billing.id}/renew`);
    expect(res.statusCode).toBe(200);
    const [invoice] = await invoicesOf(billing.id);
    // 4 seats at 99.00 per 12 months, for 6 months: 49.50 each.
    expect(invoice).toMatchObject({
      netMinor: 19_800,
      vatRateBp: 0,
      vatMinor: 0,
      totalMinor: 19_800,
      reverseCharge: true,
    });

    const { billing: german } = await dueBilling({ vatNumber: 'DE123456789', country: 'DE', autoRenew: false });
    await createLicense(ctx.db, { billingAccountId: german.id, amount: 1 });
    await adminClient.post(`/api/admin/billings/${german.id}/renew`);
    expect((await invoicesOf(german.id))[0]).toMatchObject({ reverseCharge: false, vatRateBp: 1900 });
  });

  it("invoices a new billing's first period the day after it starts, once", async () => {
    const billing = await createBilling(ctx.db, { periodStart: '2026-03-01', periodEnd: '2026-08-31', cycleMonths: 6 });
    await createLicense(ctx.db, { billingAccountId: billing.id, amount: 5 });
    const fresh = await createBilling(ctx.db, { periodStart: '2026-03-02', periodEnd: '2026-09-01', cycleMonths: 6 });
    await createLicense(ctx.db, { billingAccountId: fresh.id, amount: 5 });
    await Promise.all([runBillingJobs(services), runBillingJobs(services)]);
    expect((await invoicesOf(billing.id)).map((i) => i.periodStart)).toEqual(['2026-03-01']);
    expect(await invoicesOf(fresh.id)).toEqual([]);
  });
});

describe('invoice numbers', () => {
  it('50 concurrent invoices get 50 consecutive numbers; a rolled-back one gives its number back', async () => {
    const billings = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const { billing } = await dueBilling({ autoRenew: false });
        await createLicense(ctx.db, { billingAccountId: billing.id, amount: 1 });
        return billing;
      }),
    );
    // A transaction that makes an invoice and then fails: its number is not used up.
    await expect(
      inTransaction(services.pool, async (tx) => {
        const { startNextPeriod } = await import('../src/modules/billing/service.js');
        const [row] = await tx
          .select()
          .from(billingAccounts)
          .where(eq(billingAccounts.id, billings[0]?.id ?? ''));
        if (row) await startNextPeriod(tx, row, ctx.clock.now());
        throw new Error('crash halfway');
      }),
    ).rejects.toThrow('crash halfway');
    expect(await invoicesOf(billings[0]?.id ?? '')).toEqual([]);

    const before = await ctx.db.select({ sequence: invoices.sequence }).from(invoices).where(eq(invoices.year, 2026));
    const last = Math.max(0, ...before.map((r) => r.sequence));
    const answers = await Promise.all(billings.map((b) => adminClient.post(`/api/admin/billings/${b.id}/renew`)));
    expect(answers.map((r) => r.statusCode)).toEqual(billings.map(() => 200));
    const made = await ctx.db
      .select({ sequence: invoices.sequence, number: invoices.number })
      .from(invoices)
      .where(
        inArray(
          invoices.billingAccountId,
          billings.map((b) => b.id),
        ),
      )
      .orderBy(asc(invoices.sequence));
    expect(made.map((r) => r.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => last + 1 + i));
    expect(made[0]?.number).toBe(`2026-${String(last + 1).padStart(6, '0')}`);
  });
});

describe('reminders before a license ends (the clock moves)', () => {
  it('mails the license manager (in their language) 30 and 7 days before, each once, and the personal owner', async () => {
    const org = await createOrganization(ctx.db, { name: 'Klinik Nord' });
    const manager = await createUser(ctx.db, {
      email: 'lm@nord.test',
      firstName: 'Greta',
      language: 'de',
      roles: ['license-manager'],
      organizationId: org.id,
    });
    const billing = await createBilling(ctx.db, {
      organizationId: org.id,
      periodStart: '2026-01-01',
      periodEnd: '2026-12-31',
    });
    const product = await createProduct(ctx.db, { name: 'LapSkills Suturing' });
    // Ends on 2026-04-01, 30 days from 2026-03-02, and does not auto-renew.
    const license = await createLicense(ctx.db, {
      billingAccountId: billing.id,
      productId: product.id,
      startsOn: '2026-01-01',
      endsOn: '2026-04-01',
      autoRenew: false,
    });
    // Renews with the period: no reminder.
    await createLicense(ctx.db, { billingAccountId: billing.id });

    const owner = await createUser(ctx.db, { email: 'solo@jobs.test', firstName: 'Sam', language: 'en' });
    const personal = await createBilling(ctx.db, {
      userId: owner.id,
      periodStart: '2026-01-01',
      periodEnd: '2026-03-20',
    });
    await createLicense(ctx.db, { billingAccountId: personal.id, productId: product.id, autoRenew: true });
    // The personal billing does not renew once canceled: its license ends with the period.
    await ctx.db.update(billingAccounts).set({ status: 'canceled' }).where(eq(billingAccounts.id, personal.id));

    await Promise.all([runBillingJobs(services), runBillingJobs(services)]);
    const first = await mailsTo(manager.email);
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe('Ihre LapSkills Suturing-Lizenz endet in 30 Tagen');
    expect(first[0]?.text).toContain('2026-04-01');
    // 18 days before its end: the 30-day reminder (the 7-day one comes later).
    const solo = await mailsTo(owner.email);
    expect(solo.map((m) => m.subject)).toEqual(['Your LapSkills Suturing license ends in 18 days']);

    ctx.clock.advance(DAY_MS);
    await runBillingJobs(services);
    expect(await mailsTo(manager.email)).toHaveLength(1);

    // 2026-03-15: the personal license has 5 days left.
    ctx.clock.advance(12 * DAY_MS);
    await Promise.all([runBillingJobs(services), runBillingJobs(services)]);
    expect((await mailsTo(owner.email)).map((m) => m.subject).sort()).toEqual([
      'Your LapSkills Suturing license ends in 18 days',
      'Your LapSkills Suturing license ends in 5 days',
    ]);
    expect(await mailsTo(manager.email)).toHaveLength(1);

    // 2026-03-25: 7 days left of the organization's license; the personal one has expired.
    ctx.clock.advance(10 * DAY_MS);
    await Promise.all([runBillingJobs(services), runBillingJobs(services), runBillingJobs(services)]);
    const both = await mailsTo(manager.email);
    expect(both.map((m) => m.subject).sort()).toEqual([
      'Ihre LapSkills Suturing-Lizenz endet in 30 Tagen',
      'Ihre LapSkills Suturing-Lizenz endet in 7 Tagen',
    ]);
    expect(await mailsTo(owner.email)).toHaveLength(2);
    expect(await ctx.db.select().from(licenseNotices).where(eq(licenseNotices.licenseId, license.id))).toHaveLength(2);
  });
});

// Moves the clock: keep it last.
describe('hardware on invoices', () => {
  it('charges an item recorded in a period on the next invoice, with its shipping, exactly once', async () => {
    const { billing, product } = await dueBilling();
    await createLicense(ctx.db, { billingAccountId: billing.id, productId: product.id, amount: 2 });
    const organizationId = billing.organizationId as string;
    const instruments = await createProduct(ctx.db, { type: 'hardware', name: 'Instrument set', price: 45_000 });
    const now = ctx.clock.now().getTime();
    const item = (values: Parameters<typeof createHardwareItem>[1]) =>
      createHardwareItem(ctx.db, { productId: instruments.id, organizationId, ...values });
    const shipped = await item({
      serialNumber: 'LS-1001',
      shippingCost: 1_500,
      createdAt: new Date(now - 40 * DAY_MS),
    });
    const local = await item({ serialNumber: 'LS-1002', shippingCost: 0, createdAt: new Date(now - 10 * DAY_MS) });
    const returned = await item({ serialNumber: 'LS-1003', status: 'returned', createdAt: new Date(now - 5 * DAY_MS) });
    const elsewhere = await createHardwareItem(ctx.db, {
      productId: instruments.id,
      createdAt: new Date(now - DAY_MS),
    });

    // The renewal run twice at once and once more: one invoice, each item on it once.
    await Promise.all([runBillingJobs(services), runBillingJobs(services)]);
    await runBillingJobs(services);
    const [first, ...others] = await invoicesOf(billing.id);
    expect(others).toEqual([]);
    const lines = await ctx.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, first?.id ?? ''))
      .orderBy(asc(invoiceLines.position));
    expect(lines.map((l) => [l.kind, l.description, l.quantity, l.unitPriceMinor, l.amountMinor])).toEqual([
      ['license', product.name, 2, 4_950, 9_900],
      ['hardware', 'Instrument set, serial LS-1001', 1, 45_000, 45_000],
      ['shipping', 'Shipping of LS-1001 to NL', 1, 1_500, 1_500],
      ['hardware', 'Instrument set, serial LS-1002', 1, 45_000, 45_000],
    ]);
    expect(first?.netMinor).toBe(9_900 + 45_000 + 1_500 + 45_000);
    const invoiceOf = async (id: string) =>
      (await ctx.db.select().from(hardwareItems).where(eq(hardwareItems.id, id)))[0]?.invoiceId;
    expect(await invoiceOf(shipped.id)).toBe(first?.id);
    expect(await invoiceOf(local.id)).toBe(first?.id);
    expect(await invoiceOf(returned.id)).toBeNull();
    expect(await invoiceOf(elsewhere.id)).toBeNull();

    // The PDF lists them. (The clock has moved past the first session's lifetime: sign in again.)
    const admin = ctx.client();
    await admin.login('billing@jobs.test');
    const pdf = await admin.get(`/api/admin/invoices/${first?.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Instrument set, serial LS-1001');
    expect(text).toContain('Shipping of LS-1001 to NL');
    const detail = await admin.get(`/api/admin/invoices/${first?.id}`);
    expect(detail.json().data.lines.slice(1)).toMatchObject([
      { kind: 'hardware', product_id: instruments.id, unit_price: 45_000, amount: 45_000, period_start: null },
      { kind: 'shipping', product_id: null, amount: 1_500 },
      { kind: 'hardware', product_id: instruments.id, amount: 45_000 },
    ]);

    // An item recorded in the new period waits for the invoice after it; the two above are not charged again.
    const later = await item({ serialNumber: 'LS-1004', shippingCost: 2_000, createdAt: new Date(now + 60_000) });
    // 20 days before the new period ends, the admin renews it by hand (a renewal is due 30 days before the end).
    const renewedEnd = Date.parse(`${(await billingOf(billing.id))?.periodEnd}T09:00:00Z`);
    ctx.clock.advance(renewedEnd - 20 * DAY_MS - ctx.clock.now().getTime());
    await admin.login('billing@jobs.test');
    expect((await admin.post(`/api/admin/billings/${billing.id}/renew`)).statusCode).toBe(200);
    await runBillingJobs(services);
    const [, second, ...rest] = await invoicesOf(billing.id);
    expect(rest).toEqual([]);
    const secondLines = await ctx.db
      .select({ kind: invoiceLines.kind, description: invoiceLines.description })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, second?.id ?? ''))
      .orderBy(asc(invoiceLines.position));
    expect(secondLines.filter((l) => l.kind !== 'license')).toEqual([
      { kind: 'hardware', description: 'Instrument set, serial LS-1004' },
      { kind: 'shipping', description: 'Shipping of LS-1004 to NL' },
    ]);
    expect(await invoiceOf(later.id)).toBe(second?.id);
    expect(await invoiceOf(shipped.id)).toBe(first?.id);
  });
});
