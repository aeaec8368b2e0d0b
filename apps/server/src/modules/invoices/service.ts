import { INVOICE_TRANSITIONS, type InvoiceStatus } from '@portal/contracts';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { diffChanges } from '../../lib/changes.js';
import type { ClientInfo } from '../../lib/client-info.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import { markHardwareInvoiced, type UninvoicedHardware, uninvoicedHardware } from '../hardware/index.js';
import {
  type BillingRow,
  insertInvoice,
  licensesForPeriod,
  lockInvoice,
  periodInvoiceExists,
  takeInvoiceSequence,
  updateInvoiceStatusRow,
} from './queries.js';
import { PAYMENT_TERM_DAYS, vatAmount, vatOf } from './tax.js';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const plusDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
};

/** `2026-000123`: the year and the sequence of the invoice in it. */
export const invoiceNumberOf = (year: number, sequence: number) => `${year}-${String(sequence).padStart(6, '0')}`;

/**
 * A seat's price for a period of `cycleMonths`: the product's list price is for its own duration (3, 6
 * or 12 months), so it is scaled to the billing's cycle and rounded to a minor unit.
 */
export function seatPriceFor(product: { price: number; durationMonths: number | null }, cycleMonths: number) {
  const duration = product.durationMonths && product.durationMonths > 0 ? product.durationMonths : cycleMonths;
  return Math.round((product.price * cycleMonths) / duration);
}

/** Lines of one kind, numbered after `after`: an item's price and, when it cost any, its shipping. */
function hardwareLines(items: UninvoicedHardware[], currency: string, after: number) {
  const lines = items.flatMap((item) => {
    const priced = item.priceCurrency === currency;
    const name = `${item.productName}, serial ${item.serialNumber}`;
    const unitPriceMinor = priced ? item.price : 0;
    const shippingPriced = item.shippingCurrency === currency;
    const shippingMinor = shippingPriced ? item.shippingCost : 0;
    return [
      {
        kind: 'hardware' as const,
        productId: item.productId,
        description: priced ? name : `${name} (no ${currency} price)`,
        unitPriceMinor,
      },
      ...(item.shippingCost > 0
        ? [
            {
              kind: 'shipping' as const,
              productId: null,
              description: `Shipping of ${item.serialNumber} to ${item.shippingCountry}${shippingPriced ? '' : ` (no ${currency} price)`}`,
              unitPriceMinor: shippingMinor,
            },
          ]
        : []),
    ];
  });
  return lines.map((line, index) => ({
    ...line,
    position: after + index + 1,
    licenseId: null,
    quantity: 1,
    amountMinor: line.unitPriceMinor,
    periodStart: null,
    periodEnd: null,
  }));
}

/**
 * The invoice of a billing's period (docs/decisions/0011): one line per license that runs in the
 * period (its seats, or 1 for a site license, at the seat price for the billing's cycle), then the
 * hardware the billing's organization or user got recorded before the invoice is made (the period that
 * ended; for a first invoice, before it) and no invoice charged yet: the product's price and the
 * shipping cost stored on the item, each item marked invoiced here, so it is charged once. VAT by
 * `vatOf`, a number taken from the year's counter. Runs in the caller's transaction, which holds the
 * billing's row locked; none is made when the period has one already or nothing to invoice.
 */
export async function issuePeriodInvoice(
  tx: Executor,
  billing: BillingRow,
  at: Date,
): Promise<{ id: string; number: string } | null> {
  const { periodStart, periodEnd } = billing;
  if (await periodInvoiceExists(tx, billing.id, periodStart)) return null;
  const licenses = await licensesForPeriod(tx, billing.id, periodStart, periodEnd);
  const hardware = await uninvoicedHardware(tx, billing, at);
  if (licenses.length === 0 && hardware.length === 0) return null;
  const licenseLines = licenses.map((license, index) => {
    const quantity = license.amountType === 'unlimited' ? 1 : (license.amount ?? 1);
    // A product priced in another currency has no price in the billing's: the line says so at 0.
    const priced = license.priceCurrency === billing.currency;
    const unitPriceMinor = priced ? seatPriceFor(license, billing.cycleMonths) : 0;
    const name = license.amountType === 'unlimited' ? `${license.productName} (site license)` : license.productName;
    return {
      position: index + 1,
      kind: 'license' as const,
      licenseId: license.id,
      productId: license.productId,
      description: priced ? name : `${name} (no ${billing.currency} price)`,
      quantity,
      unitPriceMinor,
      amountMinor: unitPriceMinor * quantity,
      periodStart: license.startsOn > periodStart ? license.startsOn : periodStart,
      periodEnd: license.endsOn < periodEnd ? license.endsOn : periodEnd,
    };
  });
  const lines = [...licenseLines, ...hardwareLines(hardware, billing.currency, licenseLines.length)];
  const netMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const { reverseCharge, rateBp } = vatOf(billing);
  const vatMinor = vatAmount(netMinor, rateBp);
  const issuedOn = dayOf(at);
  const year = Number(issuedOn.slice(0, 4));
  const sequence = await takeInvoiceSequence(tx, year);
  const number = invoiceNumberOf(year, sequence);
  const row = await insertInvoice(
    tx,
    {
      number,
      year,
      sequence,
      billingAccountId: billing.id,
      issuedOn,
      dueOn: plusDays(issuedOn, PAYMENT_TERM_DAYS),
      periodStart,
      periodEnd,
      currency: billing.currency,
      legalName: billing.legalName,
      billingEmail: billing.billingEmail,
      vatNumber: billing.vatNumber,
      street: billing.street,
      houseNumber: billing.houseNumber,
      addition: billing.addition,
      zipcode: billing.zipcode,
      city: billing.city,
      country: billing.country,
      purchaseOrder: billing.purchaseOrder,
      netMinor,
      vatRateBp: rateBp,
      vatMinor,
      totalMinor: netMinor + vatMinor,
      reverseCharge,
      createdAt: at,
    },
    lines,
  );
  await markHardwareInvoiced(
    tx,
    hardware.map((item) => item.id),
    row.id,
  );
  await recordAudit(tx, {
    action: 'invoice.issued',
    details: { id: row.id, number, billing_id: billing.id, total: row.totalMinor, currency: row.currency },
    at,
  });
  return { id: row.id, number };
}

/** `PUT /api/admin/invoices/{id}`: open → paid or open → void; anything else 409 `invoice_transition`. */
export async function setInvoiceStatus(
  ctx: ServiceContext,
  actor: AuthUser,
  id: string,
  status: InvoiceStatus,
  client: ClientInfo,
) {
  const at = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const before = await lockInvoice(tx, id);
    if (!before) throw notFound();
    if (before.status === status) return;
    if (!INVOICE_TRANSITIONS[before.status].includes(status)) {
      throw new AppError('conflict', 'error.invoice_transition');
    }
    await updateInvoiceStatusRow(tx, id, status, at);
    await recordAudit(tx, {
      action: 'invoice.status_changed',
      actorId: actor.id,
      ...client,
      details: { id, number: before.number, changes: diffChanges({ status: before.status }, { status }) },
      at,
    });
  });
}
