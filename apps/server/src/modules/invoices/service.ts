import { type Currency, INVOICE_TRANSITIONS, type InvoiceStatus, type ProductPrices } from '@portal/contracts';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { addDays, dayOf } from '../../lib/calendar-day.js';
import { diffChanges } from '../../lib/changes.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { addressOf } from '../../lib/postal-address.js';
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
import { buyerVat, PAYMENT_TERM_DAYS, vatAmount, vatRuleOf } from './tax.js';

/** `2026-000123`: the year and the sequence of the invoice in it. */
export const invoiceNumberOf = (year: number, sequence: number) => `${year}-${String(sequence).padStart(6, '0')}`;

/**
 * A seat's price for a period of `cycleMonths`: the product's price is for its own duration (3, 6 or 12
 * months), so it is scaled to the billing's cycle and rounded to a minor unit.
 */
export function seatPriceFor(price: number, durationMonths: number | null, cycleMonths: number) {
  const duration = durationMonths && durationMonths > 0 ? durationMonths : cycleMonths;
  return Math.round((price * cycleMonths) / duration);
}

/**
 * A product's price in the billing's currency. There is no line without a price (docs/decisions/0011,
 * "Lines"): a product not sold in the currency refuses the whole invoice, so the renewal that makes it is
 * rolled back (the manual renew answers 409 naming the product and the currency; the billing job logs it
 * and tries again on its next run, after the admin added the price).
 */
function priceIn(prices: ProductPrices, currency: string, item: string): number {
  const price = prices[currency as Currency];
  if (price === undefined) throw new AppError('conflict', 'error.invoice_unpriced', { item, currency });
  return price;
}

/** An item's price and, when it cost any, its shipping (stored on the item in its own currency). */
function hardwareLines(items: UninvoicedHardware[], currency: string) {
  return items.flatMap((item) => {
    const name = `${item.productName}, serial ${item.serialNumber}`;
    const shipping = `Shipping of ${item.serialNumber} to ${item.shippingCountry}`;
    if (item.shippingCost > 0 && item.shippingCurrency !== currency) {
      throw new AppError('conflict', 'error.invoice_unpriced', { item: shipping, currency });
    }
    return [
      {
        kind: 'hardware' as const,
        productId: item.productId,
        description: name,
        unitPriceMinor: priceIn(item.prices, currency, name),
      },
      ...(item.shippingCost > 0
        ? [{ kind: 'shipping' as const, productId: null, description: shipping, unitPriceMinor: item.shippingCost }]
        : []),
    ].map((line) => ({ ...line, licenseId: null, quantity: 1, periodStart: null, periodEnd: null }));
  });
}

/**
 * The invoice of a billing's period (docs/decisions/0011): one line per license that runs in the
 * period (its seats, or 1 for a site license, at the seat price for the billing's cycle), then the
 * hardware the billing's organization or user got recorded before the invoice is made (the period that
 * ended; for a first invoice, before it) and no invoice charged yet: the product's price and the
 * shipping cost stored on the item, each item marked invoiced here, so it is charged once. Every price is
 * the one in the billing's currency (`priceIn`). VAT by place of supply (`buyerVat`, `vatRuleOf`): one
 * rate for the buyer, a rule per line (licenses are services, hardware and shipping goods), stored as
 * issued. A number taken from the year's counter. Runs in the caller's transaction, which holds the
 * billing's row locked; none is made when the period has one already or nothing to invoice.
 */
export async function issuePeriodInvoice(
  tx: Executor,
  billing: BillingRow,
  at: Date,
): Promise<{ id: string; number: string } | null> {
  const { periodStart, periodEnd, currency } = billing;
  if (await periodInvoiceExists(tx, billing.id, periodStart)) return null;
  const licenses = await licensesForPeriod(tx, billing.id, periodStart, periodEnd);
  const hardware = await uninvoicedHardware(tx, billing, at);
  if (licenses.length === 0 && hardware.length === 0) return null;
  const licenseLines = licenses.map((license) => {
    const quantity = license.amountType === 'unlimited' ? 1 : (license.amount ?? 1);
    const name = license.amountType === 'unlimited' ? `${license.productName} (site license)` : license.productName;
    const price = priceIn(license.prices, currency, license.productName);
    return {
      kind: 'license' as const,
      licenseId: license.id,
      productId: license.productId,
      description: name,
      quantity,
      unitPriceMinor: seatPriceFor(price, license.durationMonths, billing.cycleMonths),
      periodStart: license.startsOn > periodStart ? license.startsOn : periodStart,
      periodEnd: license.endsOn < periodEnd ? license.endsOn : periodEnd,
    };
  });
  const vat = buyerVat(billing);
  const lines = [...licenseLines, ...hardwareLines(hardware, currency)].map((line, index) => ({
    ...line,
    position: index + 1,
    amountMinor: line.unitPriceMinor * line.quantity,
    vatRule: vatRuleOf(vat, line.kind === 'license' ? 'service' : 'goods'),
  }));
  const netMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const vatMinor = vatAmount(netMinor, vat.rateBp);
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
      dueOn: addDays(issuedOn, PAYMENT_TERM_DAYS),
      periodStart,
      periodEnd,
      currency,
      legalName: billing.legalName,
      billingEmail: billing.billingEmail,
      vatNumber: billing.vatNumber,
      ...addressOf(billing),
      purchaseOrder: billing.purchaseOrder,
      netMinor,
      vatRateBp: vat.rateBp,
      vatCountry: vat.country,
      vatMinor,
      totalMinor: netMinor + vatMinor,
      reverseCharge: vat.place === 'eu_business',
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
