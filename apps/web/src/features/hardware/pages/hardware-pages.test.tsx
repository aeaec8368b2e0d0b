import type { HardwareItem } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const ORG = '00000000-0000-4000-8000-0000000000aa';
const item = (n: string, serial: string, status: HardwareItem['status'], next: HardwareItem['next_statuses']) =>
  ({
    id: `00000000-0000-4000-8000-0000000001${n}`,
    product: { id: '00000000-0000-4000-8000-000000000200', name: 'Instrument set', sku: 'HW-INSTR-SET' },
    serial_number: serial,
    purchase_date: '2026-01-10',
    warranty_ends_on: '2028-01-10',
    under_warranty: true,
    owner_type: 'ORGANIZATION',
    organization_id: ORG,
    user_id: null,
    owner_name: 'St. Elisabeth Hospital',
    shipping_country: 'NL',
    shipping_cost: 995,
    shipping_currency: 'EUR',
    status,
    next_statuses: next,
    created_at: '2026-01-10T09:00:00.000Z',
    updated_at: '2026-01-10T09:00:00.000Z',
  }) satisfies HardwareItem;

const listOf = (data: HardwareItem[]) =>
  jsonResponse(200, { data, meta: { page: 1, per_page: 15, total: data.length, total_capped: false, last_page: 1 } });

describe('hardware screens', { timeout: 30_000 }, () => {
  it("shows the manager the organization's items to read, and searches by serial number", async () => {
    const app = renderApp({
      path: '/manager/hardware-details',
      user: users.manager,
      handler: (call: RecordedCall) =>
        call.url.startsWith('/api/manager/hardware')
          ? listOf([item('01', 'INS-0001', 'active', []), item('02', 'INS-0002', 'shipped', [])])
          : jsonResponse(404, { message: 'The selected resource does not exist.' }),
    });
    const table = await screen.findByRole('table', { name: 'Hardware items' });
    expect(await within(table).findByText('INS-0001')).toBeInTheDocument();
    expect(within(table).getByText('Shipped')).toBeInTheDocument();
    expect(within(table).getAllByText('€9.95')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record hardware item' })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Serial number' }), 'ins-2');
    await waitFor(() =>
      expect(app.http.calls.some((c) => decodeURIComponent(c.url).includes('filter[search]=ins-2'))).toBe(true),
    );
  });

  it('offers only the allowed next statuses and shows a refused change under its field', async () => {
    const shipped = item('03', 'INS-0003', 'shipped', ['active', 'returned']);
    const app = renderApp({
      path: `/admin/organizations/${ORG}/product-hardware`,
      user: users.superAdmin,
      handler: (call: RecordedCall) => {
        if (call.method === 'GET' && call.url.startsWith(`/api/admin/organizations/${ORG}/hardware`)) {
          return listOf([shipped]);
        }
        if (call.method === 'GET' && call.url.startsWith(`/api/admin/organizations/${ORG}`)) {
          return jsonResponse(200, {
            data: {
              id: ORG,
              name: 'St. Elisabeth Hospital',
              street: 'Hilvarenbeekse Weg',
              house_number: '60',
              addition: null,
              zipcode: '5022 GC',
              city: 'Tilburg',
              country: 'NL',
              members_count: 3,
              created_at: '2026-01-01T09:00:00.000Z',
              updated_at: '2026-01-01T09:00:00.000Z',
            },
          });
        }
        if (call.method === 'PUT') {
          return jsonResponse(422, {
            message: 'The given data was invalid.',
            code: 'validation',
            errors: { status: ['This status change is not allowed.'] },
          });
        }
        return jsonResponse(404, { message: 'The selected resource does not exist.' });
      },
    });
    const table = await screen.findByRole('table', { name: 'Hardware items' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Edit INS-0003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit hardware item INS-0003' });
    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    await userEvent.click(status);
    // The dialog's own listbox (the filter bar has a status picker too).
    const listbox = await waitFor(() => {
      const found = document.getElementById(status.getAttribute('aria-controls') ?? '');
      if (!found) throw new Error('no listbox yet');
      return found;
    });
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Shipped', 'Active', 'Returned']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Returned', hidden: true }));
    const serial = within(dialog).getByRole('textbox', { name: /^Serial number/ });
    await userEvent.clear(serial);
    await userEvent.type(serial, 'ins-0003b');
    expect(serial).toHaveValue('INS-0003B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This status change is not allowed.')).toBeInTheDocument();
    const put = app.http.calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/admin/hardware/${shipped.id}`);
    expect(JSON.parse(String(put?.body))).toMatchObject({ status: 'returned', serial_number: 'INS-0003B' });
  });
});
