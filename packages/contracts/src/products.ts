import { z } from 'zod';
import { IMAGE_UPLOAD_MAX_BYTES, LICENSE_DURATIONS_MONTHS } from './constants.js';
import { multilineString, normalizeWebUrl, optionalText, plainText, requiredString, webUrl } from './fields.js';
import { defineList } from './lists.js';
import { CURRENCIES, type Currency } from './shipping-costs.js';

/** The catalogue (seed §3): software licenses, hardware and add-ons. */
export const PRODUCT_TYPES = ['software', 'hardware', 'add-on'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Seed §4: active, coming soon, unlisted. Unlisted products never reach the public catalogue. */
export const PRODUCT_STATUSES = ['active', 'coming_soon', 'unlisted'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** What the public catalogue shows. */
export const PUBLIC_PRODUCT_STATUSES = ['active', 'coming_soon'] as const;

export const DURATION_TYPES = ['month', 'year'] as const;
export type DurationType = (typeof DURATION_TYPES)[number];

/** The most a price may be: 10,000,000.00 in minor units. */
export const PRICE_MAX_MINOR = 1_000_000_000;
export const SKU_MAX_LENGTH = 64;
export const PRODUCT_NAME_MAX_LENGTH = 120;
export const VARIANT_MAX_LENGTH = 60;
export const DETAILS_URL_MAX_LENGTH = 2000;
/** Rich-text HTML as sent; the server stores it sanitized. */
export const DESCRIPTION_MAX_LENGTH = 20_000;
export const THEME_DESCRIPTION_MAX_LENGTH = 2000;
/** Image types recognised by their content (magic bytes), never by name or declared type. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Most software products a user may be given, in one request. */
export const AVAILABLE_PRODUCTS_MAX = 500;

/**
 * A price in minor units (cents): a whole number from 0 to 10,000,000.00.
 * A form post sends digits as text; they are read as the number they spell.
 */
export const price = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d{1,16}$/.test(value.trim()) ? Number(value.trim()) : value),
    z
      .number({ error: 'validation.price' })
      .int({ error: 'validation.price' })
      .min(0, { error: 'validation.price' })
      .max(PRICE_MAX_MINOR, { error: 'validation.price' }),
  );

/**
 * A product's price in each currency it is sold in (minor units); a currency without a key is not sold
 * in, so no license goes on a billing in it and no invoice line is made in it (docs/decisions/0011).
 */
export type ProductPrices = Partial<Record<Currency, number>>;

/** One currency's price on the form: empty (or null) means "not sold in this currency". */
const currencyPrice = () =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), price().nullable()).optional();

/**
 * The prices of a product, one per currency (EUR, USD, GBP, CHF), at least one: stored without the
 * empty ones. A billable product always has a price (422 `validation.prices_required` otherwise).
 */
export const productPrices = () =>
  z
    .strictObject(
      { EUR: currencyPrice(), USD: currencyPrice(), GBP: currencyPrice(), CHF: currencyPrice() },
      { error: 'validation.prices_required' },
    )
    .transform(
      (prices): ProductPrices =>
        Object.fromEntries(
          CURRENCIES.flatMap((currency) =>
            typeof prices[currency] === 'number' ? [[currency, prices[currency]]] : [],
          ),
        ),
    )
    .refine((prices) => Object.keys(prices).length > 0, { error: 'validation.prices_required' });

/**
 * The list price the catalogue shows and sorts by: the price in the first of `CURRENCIES` the product
 * is sold in (EUR before USD, GBP and CHF).
 */
export function listPriceOf(prices: ProductPrices): { price: number; currency: Currency } | null {
  for (const currency of CURRENCIES) {
    const amount = prices[currency];
    if (amount !== undefined) return { price: amount, currency };
  }
  return null;
}

/** Decimal amount as typed (12.5) → minor units (1250); null when it is not a valid amount. */
export function toMinorUnits(amount: number | string | null | undefined): number | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const text = typeof amount === 'number' ? String(amount) : amount.trim().replace(',', '.');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) {
    // A float such as 0.1 + 0.2 prints with many digits; round numbers that are cents apart from a cent.
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null;
    const cents = Math.round(amount * 100);
    return Math.abs(cents - amount * 100) < 1e-6 ? cents : null;
  }
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Minor units (1250) → the decimal amount (12.5). */
export function fromMinorUnits(minor: number): number {
  return minor / 100;
}

/** An SKU number: letters, digits, dots, dashes and underscores; unique whatever the letter case. */
export const sku = () =>
  requiredString(SKU_MAX_LENGTH).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: 'validation.sku' });

/** True for an absolute http(s) URL with a host; `javascript:`, `data:` and the rest are refused. */
export function isHttpUrl(value: string): boolean {
  return normalizeWebUrl(value) !== null;
}

/** An optional http(s) link, stored normalised (`webUrl`); empty means none. */
export const httpUrl = () =>
  z
    .union([webUrl(DETAILS_URL_MAX_LENGTH, { optional: true }), z.null()])
    .optional()
    .transform((value) => value || null);

/** Rich text (HTML from the editor); the server keeps only what its allow-list permits. */
export const richText = () =>
  plainText(z.string({ error: 'validation.invalid' }).max(DESCRIPTION_MAX_LENGTH, { error: 'validation.max_length' }), {
    multiline: true,
  }).default('');

/**
 * Duration rules per type: a software license runs 3, 6 or 12 months; hardware
 * and add-ons may have a duration (1-120 of a type) or none. Returns the
 * problems as `{ field: key }`, empty when the pair is fine.
 */
export function durationProblems(
  type: ProductType,
  duration: number | null | undefined,
  durationType: DurationType | null | undefined,
): Partial<Record<'duration' | 'duration_type', 'validation.required' | 'validation.duration_software'>> {
  const problems: ReturnType<typeof durationProblems> = {};
  if (type === 'software') {
    if (duration === null || duration === undefined) problems.duration = 'validation.required';
    else if (!(LICENSE_DURATIONS_MONTHS as readonly number[]).includes(duration)) {
      problems.duration = 'validation.duration_software';
    }
    if (!durationType) problems.duration_type = 'validation.required';
    else if (durationType !== 'month') problems.duration_type = 'validation.duration_software';
    return problems;
  }
  const hasDuration = duration !== null && duration !== undefined;
  if (hasDuration && !durationType) problems.duration_type = 'validation.required';
  if (!hasDuration && durationType) problems.duration = 'validation.required';
  return problems;
}

const productFields = {
  name: requiredString(PRODUCT_NAME_MAX_LENGTH),
  prices: productPrices(),
  duration: z.preprocess(
    (value) =>
      value === '' ? null : typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value) : value,
    z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.integer' })
      .min(1, { error: 'validation.min_number' })
      .max(120, { error: 'validation.max_number' })
      .nullable()
      .optional()
      .transform((value) => value ?? null),
  ),
  duration_type: z
    .union([z.enum(DURATION_TYPES, { error: 'validation.invalid' }), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
  sku: sku(),
  description: richText(),
  details_url: httpUrl(),
  status: z.enum(PRODUCT_STATUSES, { error: 'validation.invalid' }).default('active'),
  variant: optionalText(VARIANT_MAX_LENGTH),
};

const withDurationRules =
  (typeOf: (value: { type?: ProductType }) => ProductType | undefined) =>
  (
    value: { type?: ProductType; duration: number | null; duration_type: DurationType | null },
    ctx: z.RefinementCtx,
  ) => {
    const type = typeOf(value);
    if (!type) return;
    for (const [field, message] of Object.entries(durationProblems(type, value.duration, value.duration_type))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  };

/** The product fields of one type (the web form knows its type and checks durations as the server does). */
export const productBodyFor = (type: ProductType) =>
  z.strictObject(productFields).superRefine(withDurationRules(() => type));

/** `POST /api/admin/products`: a new product of a type. */
export const createProductBody = z
  .strictObject({ type: z.enum(PRODUCT_TYPES, { error: 'validation.invalid' }), ...productFields })
  .superRefine(withDurationRules((value) => value.type));
export type CreateProductBody = z.input<typeof createProductBody>;

/**
 * `PUT /api/admin/products/{id}` (also `POST` with `_method=PUT`): every field
 * but the type, which stays as created (themes belong to software). The
 * duration rules of the product's type are checked by the server.
 */
export const updateProductBody = z.strictObject(productFields);
export type UpdateProductBody = z.input<typeof updateProductBody>;
export type ProductFormValues = z.input<typeof updateProductBody>;

/** A theme of a software product (the look of the training scene). */
export const THEME_NAME_MAX_LENGTH = 120;
export const themeBody = z.strictObject({
  name: requiredString(THEME_NAME_MAX_LENGTH),
  description: z
    .union([multilineString(THEME_DESCRIPTION_MAX_LENGTH), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
  status: z.enum(PRODUCT_STATUSES, { error: 'validation.invalid' }).default('active'),
});
export type ThemeBody = z.input<typeof themeBody>;

export const productTheme = z.object({
  id: z.uuid(),
  product_id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  image_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductTheme = z.infer<typeof productTheme>;

/** A product as admins see it. */
export const adminProduct = z.object({
  id: z.uuid(),
  type: z.enum(PRODUCT_TYPES),
  name: z.string(),
  /** The list price: minor units of `currency`, the first of EUR, USD, GBP, CHF it is sold in. */
  price: z.number().int(),
  currency: z.string(),
  /** Minor units per currency it is sold in (`{ "EUR": 159000, "USD": 172000 }`). */
  prices: z.object({
    EUR: z.number().int().optional(),
    USD: z.number().int().optional(),
    GBP: z.number().int().optional(),
    CHF: z.number().int().optional(),
  }),
  duration: z.number().int().nullable(),
  duration_type: z.enum(DURATION_TYPES).nullable(),
  sku: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  details_url: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  variant: z.string().nullable(),
  image_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  /** Themes of a software product (0 for the others). */
  theme_count: z.number().int(),
  themes: z.array(productTheme).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

/** `GET /api/admin/products`: `filter[type]` picks software, hardware or add-ons. */
export const productList = defineList({
  includes: ['themes'],
  sorts: ['name', 'price', 'sku', 'status', 'created_at'],
  filters: {
    type: z.enum(PRODUCT_TYPES),
    status: z.enum(PRODUCT_STATUSES),
    search: z.string(),
    currency: z.enum(CURRENCIES),
  },
  defaultSort: 'name',
});

/** `GET /api/admin/products/{id}/themes`. */
export const themeList = defineList({
  includes: [],
  sorts: ['name', 'status', 'created_at'],
  filters: { status: z.enum(PRODUCT_STATUSES), search: z.string() },
  defaultSort: 'name',
});

/** A theme in the public catalogue. */
export const publicTheme = productTheme.pick({
  id: true,
  name: true,
  description: true,
  status: true,
  image_url: true,
  thumbnail_url: true,
});

/** A product in the public catalogue (`GET /api/products`): no internal fields, never unlisted. */
export const publicProduct = adminProduct
  .pick({
    id: true,
    type: true,
    name: true,
    price: true,
    currency: true,
    duration: true,
    duration_type: true,
    sku: true,
    description: true,
    details_url: true,
    variant: true,
    image_url: true,
    thumbnail_url: true,
  })
  .extend({
    status: z.enum(PUBLIC_PRODUCT_STATUSES),
    themes: z.array(publicTheme).optional(),
  });
export type PublicProduct = z.infer<typeof publicProduct>;

/** `GET /api/products`: active and coming-soon products. */
export const catalogueList = defineList({
  includes: ['themes'],
  sorts: ['name', 'price'],
  filters: { type: z.enum(PRODUCT_TYPES), status: z.enum(PUBLIC_PRODUCT_STATUSES), search: z.string() },
  defaultSort: 'name',
});

/** One software product on a user's available-products checklist. */
export const availableProduct = z.object({
  id: z.uuid(),
  name: z.string(),
  sku: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  variant: z.string().nullable(),
  duration: z.number().int().nullable(),
  duration_type: z.enum(DURATION_TYPES).nullable(),
  thumbnail_url: z.string().nullable(),
  /** True when this user may be given the product. */
  available: z.boolean(),
});
export type AvailableProduct = z.infer<typeof availableProduct>;

/** `PUT /api/admin/users/{id}/available-products`: the whole set of software products the user may be given. */
export const availableProductsBody = z.strictObject({
  product_ids: z
    .array(z.uuid({ error: 'validation.invalid' }), { error: 'validation.invalid' })
    .max(AVAILABLE_PRODUCTS_MAX, { error: 'validation.max_length' }),
});
export type AvailableProductsBody = z.input<typeof availableProductsBody>;

/** Path of a product's theme. */
export const themeParams = z.strictObject({
  id: z.uuid({ error: 'error.not_found' }),
  themeId: z.uuid({ error: 'error.not_found' }),
});

/**
 * A stored image's name: the SHA-256 of its bytes and its extension. Release
 * files are not served by name (`GET /api/downloads/releases/{id}/file` checks
 * the caller).
 */
export const fileParams = z.strictObject({
  name: z.string().regex(/^[0-9a-f]{64}\.(webp|png|jpg)$/, {
    error: 'error.not_found',
  }),
});

/** True when a file chosen on the client is small enough to upload ('Image size should be less than 2 MB!'). */
export function imageSizeOk(file: { size: number }): boolean {
  return file.size <= IMAGE_UPLOAD_MAX_BYTES;
}
