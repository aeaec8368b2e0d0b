import type { ProductType } from '@portal/contracts';

/**
 * The three kinds of product and where their screens live:
 * `admin/products-software` and `admin/products-hardware` (the specification's
 * routes) and `admin/products-add-ons`.
 */
export interface ProductKind {
  type: ProductType;
  /** The list's path, with a leading slash. */
  base: string;
  /** The `products.kinds.<key>` group of texts. */
  key: 'software' | 'hardware' | 'addOn';
}

export const PRODUCT_KINDS: Record<ProductType, ProductKind> = {
  software: { type: 'software', base: '/admin/products-software', key: 'software' },
  hardware: { type: 'hardware', base: '/admin/products-hardware', key: 'hardware' },
  'add-on': { type: 'add-on', base: '/admin/products-add-ons', key: 'addOn' },
};

export const editPath = (type: ProductType, id: string) => `${PRODUCT_KINDS[type].base}/${id}/edit`;
export const themesPath = (productId: string) => `/admin/products-software/${productId}/themes`;
export const themeEditPath = (productId: string, id: string) => `${themesPath(productId)}/${id}/edit`;
