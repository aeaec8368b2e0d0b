import { listPriceOf } from '@portal/contracts';
import type { Executor } from '../client.js';
import { products, productThemes } from '../schema/products.js';
import { releases } from '../schema/releases.js';
import { shippingCosts } from '../schema/shipping-costs.js';
import { next } from './sequence.js';

/** Row builders of the catalogue (shipping costs, products, themes, releases) for the demo seed and the tests. */

/** A destination country's shipping cost (minor units, EUR unless given). The default row exists already. */
export async function createShippingCost(
  db: Executor,
  values: { country: string; amount?: number; currency?: string },
) {
  const [row] = await db
    .insert(shippingCosts)
    .values({ amount: 1500, currency: 'EUR', ...values })
    .returning();
  if (!row) throw new Error('shipping cost insert returned nothing');
  return row;
}

export type NewProduct = Partial<typeof products.$inferInsert>;

/**
 * A product: software (a 12-month license) unless told otherwise; a unique SKU per call. Priced 99.00 EUR
 * unless told: `prices` per currency (the list price is the first of them), or one `price` and `currency`.
 */
export async function createProduct(db: Executor, values: NewProduct = {}) {
  const n = next();
  const type = values.type ?? 'software';
  const prices = values.prices ?? { [values.currency ?? 'EUR']: values.price ?? 9900 };
  const listPrice = listPriceOf(prices);
  if (!listPrice) throw new Error('a product needs a price');
  const [row] = await db
    .insert(products)
    .values({
      type,
      name: `Product ${n}`,
      duration: type === 'software' ? 12 : null,
      durationType: type === 'software' ? 'month' : null,
      sku: `SKU-${n}-${Date.now().toString(36)}`,
      status: 'active',
      ...values,
      ...listPrice,
      prices,
    })
    .returning();
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

/** A theme of a software product (one is created when no product is given). */
export async function createProductTheme(
  db: Executor,
  values: Partial<Omit<typeof productThemes.$inferInsert, 'productType'>> = {},
) {
  const n = next();
  const productId = values.productId ?? (await createProduct(db)).id;
  const [row] = await db
    .insert(productThemes)
    .values({ name: `Theme ${n}`, status: 'active', ...values, productId, productType: 'software' })
    .returning();
  if (!row) throw new Error('theme insert returned nothing');
  return row;
}

export interface NewRelease {
  productId?: string;
  version?: string;
  platform?: (typeof releases.$inferInsert)['platform'];
  url?: string;
  sizeBytes?: number;
  sha256?: string;
  notes?: string;
  published?: boolean;
  publishedAt?: Date | null;
}

/**
 * A release of a software product (one is created when no product is given):
 * windows 1.0.0 unless told, published now when `published`.
 */
export async function createRelease(db: Executor, values: NewRelease = {}) {
  const n = next();
  const version = values.version ?? '1.0.0';
  const [core = '0.0.0', prerelease] = version.split('+')[0]?.split(/-(.*)/s) ?? [];
  const [major = 0, minor = 0, patch = 0] = core.split('.').map(Number);
  const published = values.published ?? false;
  const productId = values.productId ?? (await createProduct(db)).id;
  const [row] = await db
    .insert(releases)
    .values({
      productId,
      version,
      versionMajor: major,
      versionMinor: minor,
      versionPatch: patch,
      versionPrerelease: prerelease || null,
      platform: values.platform ?? 'windows',
      url: values.url ?? `https://downloads.example.test/lapskills-${n}-${version}.zip`,
      sizeBytes: values.sizeBytes ?? 734_003_200,
      sha256: values.sha256 ?? n.toString(16).padStart(64, '0'),
      notes: values.notes ?? '',
      published,
      publishedAt: published ? (values.publishedAt ?? new Date()) : null,
    })
    .returning();
  if (!row) throw new Error('release insert returned nothing');
  return row;
}
