import { eq, sql } from 'drizzle-orm';
import { shippingCostFor } from '../../modules/shipping-costs/index.js';
import type { Executor } from '../client.js';
import { hardwareItems, organizations, products } from '../schema/index.js';
import { dayAfter as day } from './demo-dates.js';
import { createHardwareItem } from './factories.js';

const plusYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

type Status = 'ordered' | 'shipped' | 'active' | 'returned';

/**
 * Per organization: product SKU, serial prefix and number (the purchase year goes between), age in days (after
 * the organization became a customer, demo.ts), status, and warranty in years (2 unless given).
 */
const ITEMS: Array<{
  organization: string;
  items: Array<[sku: string, serial: `${string}-${string}`, ageDays: number, Status, warrantyYears?: number]>;
}> = [
  {
    organization: 'St. Elisabeth Teaching Hospital',
    items: [
      ['HW-BOX-PRO', 'LTB-PRO-0117', 210, 'active'],
      ['HW-BOX-STD', 'LTB-STD-0342', 400, 'returned', 1],
      ['HW-INSTR-SET', 'INS-5MM-1021', 210, 'active'],
      ['HW-INSTR-SET', 'INS-5MM-1022', 210, 'active'],
      ['HW-INSTR-SET', 'INS-5MM-0088', 12, 'shipped'],
    ],
  },
  {
    organization: 'Northbridge University Surgical Skills Lab',
    items: [
      ['HW-BOX-STD', 'LTB-STD-0815', 420, 'active'],
      ['HW-INSTR-SET', 'INS-5MM-0733', 420, 'active'],
      ['HW-INSTR-SET', 'INS-5MM-0102', 3, 'ordered'],
    ],
  },
  {
    organization: 'Rhein-Main Center for Minimally Invasive Surgery',
    items: [
      ['HW-BOX-PRO', 'LTB-PRO-0064', 380, 'active'],
      ['HW-INSTR-SET', 'INS-5MM-0519', 380, 'active'],
    ],
  },
];

/**
 * The demo world's hardware items (docs/decisions/0012), so the hardware tabs and the manager's
 * hardware-details open on real data: trainer boxes and instrument sets in three organizations, in every
 * status, one with its warranty over. The shipping cost is what the demo's shipping-cost table says for
 * the organization's country. Idempotent: an organization that owns hardware already is left as it is.
 */
export async function seedDemoHardware(tx: Executor, now = new Date()) {
  for (const { organization, items } of ITEMS) {
    const [owner] = await tx.select().from(organizations).where(eq(organizations.name, organization));
    if (!owner) continue;
    const [existing] = await tx
      .select({ id: hardwareItems.id })
      .from(hardwareItems)
      .where(eq(hardwareItems.organizationId, owner.id))
      .limit(1);
    if (existing) continue;
    const shipping = await shippingCostFor(tx, owner.country);
    for (const [sku, serial, ageDays, status, warrantyYears = 2] of items) {
      const [product] = await tx.select().from(products).where(sql`lower(${products.sku}) = ${sku.toLowerCase()}`);
      if (product?.type !== 'hardware') continue;
      const purchaseDate = day(now, -ageDays);
      const cut = serial.lastIndexOf('-');
      const serialNumber = `${serial.slice(0, cut)}-${purchaseDate.slice(0, 4)}${serial.slice(cut)}`;
      await createHardwareItem(tx, {
        productId: product.id,
        organizationId: owner.id,
        serialNumber,
        purchaseDate,
        warrantyEndsOn: plusYears(purchaseDate, warrantyYears),
        shippingCountry: owner.country,
        shippingCost: shipping.amount,
        shippingCurrency: shipping.currency,
        status,
      });
    }
  }
}
