import type { AuditEntry } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const usersAdmin = { ...users.superAdmin, roles: ['admin'], permissions: ['manage user'] };

const entries: AuditEntry[] = [
  {
    id: '00000000-0000-4000-8000-00000000a001',
    occurred_at: '2026-03-01T10:15:00.000Z',
    action: 'shipping_cost.updated',
    user_id: null,
    user_email: null,
    actor_id: '00000000-0000-4000-8000-000000000002',
    actor_email: 'admin@example.com',
    ip: '192.0.2.10',
    user_agent: 'Mozilla/5.0',
    details: { id: 'x', country: 'DE', changes: { amount: { from: 1500, to: 1750 } } },
  },
  {
    id: '00000000-0000-4000-8000-00000000a002',
    occurred_at: '2026-02-28T08:00:00.000Z',
    action: 'auth.login',
    user_id: '00000000-0000-4000-8000-000000000101',
    user_email: 'tara@example.com',
    actor_id: null,
    actor_email: null,
    ip: '10.0.0.1',
    user_agent: null,
    details: { method: 'password' },
  },
];

function api(call: RecordedCall) {
  if (call.url === '/api/admin/audit-log/actions') {
    return jsonResponse(200, { data: ['auth.login', 'auth.logout', 'shipping_cost.updated'] });
  }
  if (call.url.startsWith('/api/admin/audit-log')) {
    return jsonResponse(200, {
      data: entries,
      meta: { page: 1, per_page: 15, total: 2, total_capped: false, last_page: 1 },
    });
  }
  return jsonResponse(404, { message: 'The selected resource does not exist.' });
}

const listCalls = (app: { http: { calls: RecordedCall[] } }) =>
  app.http.calls.filter((c) => c.url.startsWith('/api/admin/audit-log?'));
const query = (call: RecordedCall | undefined) => Object.fromEntries(new URL(`http://x${call?.url}`).searchParams);

describe('audit log', { timeout: 30_000 }, () => {
  it('asks the API for the filtered view in the URL, date range included, and exports the same filters', async () => {
    const app = renderApp({
      path: '/admin/audit-log?filter[action]=auth.&filter[occurred_at][from]=2026-02-01&filter[occurred_at][to]=2026-02-28&page=2',
      user: usersAdmin,
      handler: api,
    });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('tara@example.com')).toBeInTheDocument();
    expect(query(listCalls(app)[0])).toEqual({
      'filter[action]': 'auth.',
      'filter[occurred_at][from]': '2026-02-01',
      'filter[occurred_at][to]': '2026-02-28',
      page: '2',
    });
    expect(screen.getByLabelText('From')).toHaveValue('2026-02-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-02-28');
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    expect(decodeURIComponent(exportLink.getAttribute('href') ?? '')).toBe(
      '/api/admin/audit-log/export.csv?filter[action]=auth.&filter[occurred_at][from]=2026-02-01&filter[occurred_at][to]=2026-02-28',
    );
  });

  it('keeps the date range when another filter changes, and narrows to one person by id', async () => {
    const app = renderApp({
      path: '/admin/audit-log?filter[occurred_at][from]=2026-02-01',
      user: usersAdmin,
      handler: api,
    });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await userEvent.click(await within(table).findByRole('button', { name: 'tara@example.com' }));
    await waitFor(() =>
      expect(decodeURIComponent(app.location())).toBe(
        '/admin/audit-log?filter[occurred_at][from]=2026-02-01&filter[user]=00000000-0000-4000-8000-000000000101',
      ),
    );
    await waitFor(() =>
      expect(query(listCalls(app).at(-1))).toEqual({
        'filter[user]': '00000000-0000-4000-8000-000000000101',
        'filter[occurred_at][from]': '2026-02-01',
      }),
    );
  });

  it('shows a total beyond the count cap as "10,000+" with its pages', async () => {
    renderApp({
      path: '/admin/audit-log?page=2',
      user: usersAdmin,
      handler: (call) =>
        call.url.startsWith('/api/admin/audit-log?')
          ? jsonResponse(200, {
              data: entries,
              meta: { page: 2, per_page: 15, total: 10_000, total_capped: true, last_page: 667 },
            })
          : api(call),
    });
    expect(await screen.findByText('16–30 of 10,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 667' })).toBeInTheDocument();
  });

  it('says so before asking when the start date comes after the end date', async () => {
    renderApp({
      path: '/admin/audit-log?filter[occurred_at][from]=2026-03-02&filter[occurred_at][to]=2026-03-01',
      user: usersAdmin,
      handler: api,
    });
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeInTheDocument();
  });

  it('shows the change set of an admin change in the details drawer', async () => {
    renderApp({ path: '/admin/audit-log', user: usersAdmin, handler: api });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('Shipping cost changed')).toBeInTheDocument();
    await userEvent.click(
      within(table).getAllByRole('button', { name: /^Details of Shipping cost changed/ })[0] as HTMLElement,
    );
    const changes = await screen.findByRole('table', { name: 'Changes' });
    const row = within(changes).getByRole('row', { name: /amount/ });
    expect(within(row).getByText('1500')).toBeInTheDocument();
    expect(within(row).getByText('1750')).toBeInTheDocument();
    expect(screen.getByText(/"country": "DE"/)).toBeInTheDocument();
  });

  it('is not offered to an admin without manage user', async () => {
    const app = renderApp({
      path: '/admin/audit-log',
      user: { ...users.superAdmin, roles: ['admin'], permissions: ['manage product'] },
      handler: api,
    });
    await waitFor(() => expect(app.location()).toBe('/unauthorized'));
  });
});
