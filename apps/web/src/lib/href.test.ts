import { describe, expect, it } from 'vitest';
import { href } from './screens';

describe('href', () => {
  it('fills a registered path with its parameters and adds a query', () => {
    expect(href('admin/users')).toBe('/admin/users');
    expect(href('admin/organizations/:orgId/user/:id/edit', { orgId: 'o 1', id: 'u1' })).toBe(
      '/admin/organizations/o%201/user/u1/edit',
    );
    expect(href('admin/releases', {}, { 'filter[product_id]': 'p1', page: null })).toBe(
      '/admin/releases?filter[product_id]=p1',
    );
    expect(href('')).toBe('/');
  });

  it('takes only registered paths, with exactly their parameters (checked by `npm run typecheck`)', () => {
    // @ts-expect-error: no such screen
    href('admin/userz');
    // @ts-expect-error: its parameter is missing
    href('admin/users/:id/edit');
    // @ts-expect-error: a parameter of another name
    href('admin/users/:id/edit', { userId: 'x' });
    expect(true).toBe(true);
  });
});
