import type { AdminProduct, AvailableProduct, ProductTheme, PublicProduct } from '@portal/contracts';
import { fileUrl } from '../../lib/storage.js';
import type { ProductListItem, softwareChecklist, ThemeRow } from './queries.js';

const urlOf = (key: string | null) => (key ? fileUrl(key) : null);

export function presentTheme(row: ThemeRow): ProductTheme {
  return {
    id: row.id,
    product_id: row.productId,
    name: row.name,
    description: row.description,
    status: row.status,
    image_url: urlOf(row.imageKey),
    thumbnail_url: urlOf(row.thumbnailKey),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentAdminProduct(row: ProductListItem): AdminProduct {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    price: row.price,
    currency: row.currency,
    prices: row.prices,
    duration: row.duration,
    duration_type: row.durationType,
    sku: row.sku,
    description: row.description,
    details_url: row.detailsUrl,
    status: row.status,
    variant: row.variant,
    image_url: urlOf(row.imageKey),
    thumbnail_url: urlOf(row.thumbnailKey),
    theme_count: row.themeCount,
    ...(row.themes ? { themes: row.themes.map(presentTheme) } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The catalogue's view: public fields only (no creator, no timestamps, no unlisted status). */
export function presentPublicProduct(row: ProductListItem): PublicProduct {
  if (row.status === 'unlisted') throw new Error('an unlisted product reached the public catalogue');
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    price: row.price,
    currency: row.currency,
    duration: row.duration,
    duration_type: row.durationType,
    sku: row.sku,
    description: row.description,
    details_url: row.detailsUrl,
    status: row.status,
    variant: row.variant,
    image_url: urlOf(row.imageKey),
    thumbnail_url: urlOf(row.thumbnailKey),
    ...(row.themes
      ? {
          themes: row.themes.map((theme) => ({
            id: theme.id,
            name: theme.name,
            description: theme.description,
            status: theme.status,
            image_url: urlOf(theme.imageKey),
            thumbnail_url: urlOf(theme.thumbnailKey),
          })),
        }
      : {}),
  };
}

export function presentAvailableProduct(row: Awaited<ReturnType<typeof softwareChecklist>>[number]): AvailableProduct {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    status: row.status,
    variant: row.variant,
    duration: row.duration,
    duration_type: row.durationType,
    thumbnail_url: urlOf(row.thumbnailKey),
    available: row.available,
  };
}
