import { expect } from 'vitest';
import { type AccessWorld, type Actor, organizationOf } from '../helpers/world.js';
import { type AccessRow, manageBilling, signedIn, statuses, UNKNOWN_ID } from './rows.js';

/**
 * Invoices (docs/decisions/0011): every invoice for 'manage billing'; the manager section's own
 * organization's (another organization's invoice is a 404, never its PDF); the signed-in user's
 * personal billing's (nobody in the cast has one: empty lists, 404 for an organization's invoice).
 * Calls change nothing: an unknown status answers 422.
 */
const section = (a: number, b: number = a): Record<Actor, number> =>
  statuses(403, { anonymous: 401, managerA: a, managerB: b, superAdmin: 409 });

type Data<T> = { data: T };
const invoiceA = (w: AccessWorld) => w.licensing.invoiceA.id;

export const rows: AccessRow[] = [
  {
    method: 'GET',
    route: '/api/admin/invoices',
    expect: manageBilling(200),
    check: (body, w) =>
      expect((body as Data<Array<{ id: string }>>).data.map((i) => i.id)).toEqual(
        expect.arrayContaining([w.licensing.invoiceA.id, w.licensing.invoiceB.id]),
      ),
  },
  {
    method: 'GET',
    route: '/api/admin/invoices/:id',
    url: (w) => `/api/admin/invoices/${invoiceA(w)}`,
    expect: manageBilling(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/invoices/:id',
    url: (w) => `/api/admin/invoices/${invoiceA(w)}`,
    body: { status: 'refunded' },
    expect: manageBilling(422),
  },
  {
    method: 'GET',
    route: '/api/admin/invoices/:id/pdf',
    url: () => `/api/admin/invoices/${UNKNOWN_ID}/pdf`,
    expect: manageBilling(404),
  },
  {
    method: 'GET',
    route: '/api/admin/invoices/:id/pdf',
    url: (w) => `/api/admin/invoices/${invoiceA(w)}/pdf`,
    expect: manageBilling(200),
  },
  {
    method: 'GET',
    route: '/api/admin/billings/:id/invoices',
    url: (w) => `/api/admin/billings/${w.licensing.billingA}/invoices`,
    expect: manageBilling(200),
    check: (body, w) =>
      expect((body as Data<Array<{ id: string }>>).data.map((i) => i.id)).toEqual([w.licensing.invoiceA.id]),
  },
  {
    method: 'GET',
    route: '/api/manager/invoices',
    expect: section(200),
    check: (body, w, actor) => {
      const own = organizationOf(w, actor)?.id === w.orgA.id ? w.licensing.invoiceA : w.licensing.invoiceB;
      expect((body as Data<Array<{ id: string }>>).data.map((i) => i.id)).toEqual([own.id]);
    },
  },
  // A's invoice: A's manager gets the PDF, B's manager a 404.
  {
    method: 'GET',
    route: '/api/manager/invoices/:id/pdf',
    url: (w) => `/api/manager/invoices/${invoiceA(w)}/pdf`,
    expect: section(200, 404),
  },
  {
    method: 'GET',
    route: '/api/trainee/invoices',
    expect: signedIn(200),
    check: (body) => expect((body as Data<unknown[]>).data).toEqual([]),
  },
  {
    method: 'GET',
    route: '/api/trainee/invoices/:id/pdf',
    url: (w) => `/api/trainee/invoices/${invoiceA(w)}/pdf`,
    expect: signedIn(404),
  },
];
