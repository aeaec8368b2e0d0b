import { defineScreens } from '../../lib/screens';
import { productsTexts } from './texts';

const list = () => import('./pages/products-list-page');
const create = () => import('./pages/product-create-page');
const edit = () => import('./pages/product-edit-page');
const themes = () => import('./pages/themes-list-page');
const themeForm = () => import('./pages/theme-form-page');

const product = { section: 'admin', permission: 'manage product' } as const;

/**
 * The catalogue ('manage product'): software (with themes), hardware and
 * add-ons, the last at `admin/products-add-ons` beside the specification's two
 * lists. Plus the per-user available products at `admin/users/:id/software`
 * ('manage user'), a tab of the user's screens.
 */
export const productsScreens = defineScreens([
  {
    path: 'admin/products-software',
    texts: productsTexts,
    ...product,
    nav: { group: 'admin', labelKey: 'nav.admin.softwareProducts', icon: 'software', order: 30 },
    card: 'manage-software',
    component: () => list().then((m) => m.SoftwareProductsPage),
  },
  {
    path: 'admin/products-software/create',
    texts: productsTexts,
    ...product,
    component: () => create().then((m) => m.SoftwareCreatePage),
  },
  {
    path: 'admin/products-software/:id/edit',
    texts: productsTexts,
    ...product,
    tab: { group: 'admin-product', labelKey: 'products.tabs.details', order: 10 },
    component: () => edit().then((m) => m.SoftwareEditPage),
  },
  {
    path: 'admin/products-software/:product_id/themes',
    texts: productsTexts,
    ...product,
    tab: { group: 'admin-product', labelKey: 'products.tabs.themes', order: 20 },
    component: () => themes().then((m) => m.ThemesListPage),
  },
  {
    path: 'admin/products-software/:product_id/themes/create',
    texts: productsTexts,
    ...product,
    component: () => themeForm().then((m) => m.ThemeCreatePage),
  },
  {
    path: 'admin/products-software/:product_id/themes/:id/edit',
    texts: productsTexts,
    ...product,
    component: () => themeForm().then((m) => m.ThemeEditPage),
  },
  {
    path: 'admin/products-add-ons',
    texts: productsTexts,
    ...product,
    nav: { group: 'admin', labelKey: 'nav.addOns', icon: 'add-ons', order: 35 },
    component: () => list().then((m) => m.AddOnsPage),
  },
  {
    path: 'admin/products-add-ons/create',
    texts: productsTexts,
    ...product,
    component: () => create().then((m) => m.AddOnCreatePage),
  },
  {
    path: 'admin/products-add-ons/:id/edit',
    texts: productsTexts,
    ...product,
    component: () => edit().then((m) => m.AddOnEditPage),
  },
  {
    path: 'admin/products-hardware',
    texts: productsTexts,
    ...product,
    nav: { group: 'admin', labelKey: 'nav.admin.hardwareProducts', icon: 'hardware', order: 40 },
    card: 'manage-hardware',
    component: () => list().then((m) => m.HardwareProductsPage),
  },
  {
    path: 'admin/products-hardware/create',
    texts: productsTexts,
    ...product,
    component: () => create().then((m) => m.HardwareCreatePage),
  },
  {
    path: 'admin/products-hardware/:id/edit',
    texts: productsTexts,
    ...product,
    component: () => edit().then((m) => m.HardwareEditPage),
  },
  {
    path: 'admin/users/:id/software',
    texts: productsTexts,
    section: 'admin',
    permission: 'manage user',
    tab: { group: 'admin-user', labelKey: 'products.userSoftware.tab', order: 30 },
    component: () => import('./pages/user-software-page').then((m) => m.UserSoftwarePage),
  },
]);
