import type { ProductType } from '@portal/contracts';
import { href } from '../../../lib/screens';

/**
 * The three kinds of product and where their screens live:
 * `admin/products-software` and `admin/products-hardware` (the specification's
 * routes) and `admin/products-add-ons`; the paths are the registry's (`../screens.ts`).
 */
export const PRODUCT_KINDS = {
  software: {
    type: 'software',
    key: 'software',
    list: 'admin/products-software',
    create: 'admin/products-software/create',
    edit: 'admin/products-software/:id/edit',
  },
  hardware: {
    type: 'hardware',
    key: 'hardware',
    list: 'admin/products-hardware',
    create: 'admin/products-hardware/create',
    edit: 'admin/products-hardware/:id/edit',
  },
  'add-on': {
    type: 'add-on',
    key: 'addOn',
    list: 'admin/products-add-ons',
    create: 'admin/products-add-ons/create',
    edit: 'admin/products-add-ons/:id/edit',
  },
} as const satisfies Record<
  ProductType,
  { type: ProductType; key: string; list: string; create: string; edit: string }
>;

export type ProductKind = (typeof PRODUCT_KINDS)[ProductType];

export const listHref = (type: ProductType) => href(PRODUCT_KINDS[type].list);
export const editHref = (type: ProductType, id: string) => href(PRODUCT_KINDS[type].edit, { id });
export const themesHref = (productId: string) =>
  href('admin/products-software/:product_id/themes', { product_id: productId });
export const themeEditHref = (productId: string, id: string) =>
  href('admin/products-software/:product_id/themes/:id/edit', { product_id: productId, id });
