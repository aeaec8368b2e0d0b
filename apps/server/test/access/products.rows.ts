import type { Actor } from '../helpers/world.js';
import { type AccessRow, manageProduct, manageUser, signedIn, UNKNOWN_ID } from './rows.js';

const product = `/api/admin/products/${UNKNOWN_ID}`;
const theme = `${product}/themes/${UNKNOWN_ID}`;

/** Everyone, signed in or not, gets `status` (stored images are public). */
const anyone = (status: number): Record<Actor, number> => ({ ...signedIn(status), anonymous: status });

export const rows: AccessRow[] = [
  // The admin catalogue: 'manage product'.
  { method: 'GET', route: '/api/admin/products', expect: manageProduct(200) },
  { method: 'POST', route: '/api/admin/products', body: {}, expect: manageProduct(422) },
  { method: 'GET', route: '/api/admin/products/:id', url: () => product, expect: manageProduct(404) },
  { method: 'PUT', route: '/api/admin/products/:id', url: () => product, body: {}, expect: manageProduct(422) },
  { method: 'DELETE', route: '/api/admin/products/:id', url: () => product, expect: manageProduct(404) },
  {
    method: 'POST',
    route: '/api/admin/products/:id/image',
    url: () => `${product}/image`,
    expect: manageProduct(422),
  },
  {
    method: 'DELETE',
    route: '/api/admin/products/:id/image',
    url: () => `${product}/image`,
    expect: manageProduct(404),
  },
  {
    method: 'GET',
    route: '/api/admin/products/:id/themes',
    url: () => `${product}/themes`,
    expect: manageProduct(404),
  },
  {
    method: 'POST',
    route: '/api/admin/products/:id/themes',
    url: () => `${product}/themes`,
    body: {},
    expect: manageProduct(422),
  },
  { method: 'GET', route: '/api/admin/products/:id/themes/:themeId', url: () => theme, expect: manageProduct(404) },
  {
    method: 'PUT',
    route: '/api/admin/products/:id/themes/:themeId',
    url: () => theme,
    body: {},
    expect: manageProduct(422),
  },
  { method: 'DELETE', route: '/api/admin/products/:id/themes/:themeId', url: () => theme, expect: manageProduct(404) },
  {
    method: 'POST',
    route: '/api/admin/products/:id/themes/:themeId/image',
    url: () => `${theme}/image`,
    expect: manageProduct(422),
  },
  {
    method: 'DELETE',
    route: '/api/admin/products/:id/themes/:themeId/image',
    url: () => `${theme}/image`,
    expect: manageProduct(404),
  },
  // The public catalogue: any signed-in user.
  { method: 'GET', route: '/api/products', expect: signedIn(200) },
  { method: 'GET', route: '/api/products/:id', url: () => `/api/products/${UNKNOWN_ID}`, expect: signedIn(404) },
  // Per-user available products: 'manage user'.
  {
    method: 'GET',
    route: '/api/admin/users/:id/available-products',
    url: (w) => `/api/admin/users/${w.users.trainee.id}/available-products`,
    expect: manageUser(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/available-products',
    url: (w) => `/api/admin/users/${w.users.trainee.id}/available-products`,
    body: {},
    expect: manageUser(422),
  },
  // Stored images are public: a name no file has is a 404 for everyone.
  { method: 'GET', route: '/api/files/:name', url: () => `/api/files/${'0'.repeat(64)}.webp`, expect: anyone(404) },
];
