import type { Invoice } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const billingAdmin = { ...users.superAdmin, roles: ['admin'], permissions: ['manage billing'] };

const invoice = (n: number, status: Invoice['status']): Invoice => ({
  id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  number: `2026-0000${String(n).padStart(2, '0')}`,
  billing_id: '00000000-0000-4000-8000-000000000200',
  entity_type: 'ORGANIZATION',
  entity_name: 'St. Elisabeth',
  issued_on: '2026-03-02',
  due_on: '2026-04-01',
  period_start: '2026-03-02',
  period_end: '2027-03-01',
  currency: 'EUR',
  legal_name: 'St. Elisabeth gGmbH',
  billing_email: 'billing@example.test',
  address: ['Main Street 1', '1000 AB Utrecht', 'NL'],
  vat_number: null,
  purchase_order: null,
  net: 100_000,
  vat_rate_bp: 1900,
  vat_country: 'DE',
  vat_rules: ['domestic'],
  vat: 19_000,
  total: 119_000,
  reverse_charge: false,
  status,
  status_changed_at: null,
  lines: [],
  created_at: '2026-03-02T09:00:00.000Z',
});
const rows = [invoice(2, 'open'), invoice(1, 'paid'), { ...invoice(3, 'overdue'), due_on: '2026-02-01' }];

function api(call: RecordedCall) {
  if (call.method === 'GET' && call.url.startsWith('/api/admin/invoices')) {
    const status = new URL(call.url, 'http://x').searchParams.get('filter[status]');
    const data = status ? rows.filter((r) => r.status === status) : rows;
    return jsonResponse(200, {
      data,
      meta: { page: 1, per_page: 15, total: data.length, total_capped: false, last_page: 1 },
    });
  }
  if (call.method === 'PUT' && call.url === `/api/admin/invoices/${rows[0]?.id}`) {
    return jsonResponse(200, { data: { ...rows[0], ...JSON.parse(String(call.body)) } });
  }
  return jsonResponse(404, { message: 'The selected resource does not exist.' });
}

describe('invoices', { timeout: 30_000 }, () => {
  it('lists invoices with PDF links, filters by status in the URL and marks an open one paid after confirming', async () => {
    const app = renderApp({ path: '/admin/invoices', user: billingAdmin, handler: api });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(await within(table).findByText('2026-000002')).toBeInTheDocument();
    expect(within(table).getAllByText('€1,190.00')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'Download invoice 2026-000001 as PDF' })).toHaveAttribute(
      'href',
      `/api/admin/invoices/${rows[1]?.id}/pdf`,
    );
    // Only the open invoice can change.
    expect(within(table).queryByRole('button', { name: 'Mark invoice 2026-000001 paid' })).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: 'Mark invoice 2026-000002 paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark invoice 2026-000002 paid?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => {
      const put = app.http.calls.filter((c) => c.method === 'PUT').at(-1);
      expect(JSON.parse(String(put?.body))).toEqual({ status: 'paid' });
    });
    expect(await screen.findByText('Invoice 2026-000002 marked paid')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    // jsdom has no layout: Floating UI takes the field for detached and hides the open dropdown.
    await userEvent.click(await screen.findByRole('option', { name: 'Paid', hidden: true }));
    await waitFor(() => expect(decodeURIComponent(app.location())).toBe('/admin/invoices?filter[status]=paid'));
    await waitFor(() => expect(within(table).queryByText('2026-000002')).toBeNull());
  });

  it('shows an overdue invoice as overdue, still open to mark paid, with its VAT rate and rule; filters by overdue', async () => {
    const app = renderApp({ path: '/admin/invoices', user: billingAdmin, handler: api });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = (await within(table).findByText('2026-000003')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(within(row).getByText('19 % (DE)')).toBeInTheDocument();
    expect(within(row).getByText('German VAT')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Mark invoice 2026-000003 paid' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Overdue', hidden: true }));
    await waitFor(() => expect(decodeURIComponent(app.location())).toBe('/admin/invoices?filter[status]=overdue'));
    await waitFor(() => expect(within(table).queryByText('2026-000002')).toBeNull());
    expect(within(table).getByText('2026-000003')).toBeInTheDocument();
  });
});
