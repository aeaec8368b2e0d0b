import type { ShippingCost } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const billingAdmin = { ...users.superAdmin, roles: ['admin'], permissions: ['manage billing'] };

const cost = (id: string, country: string | null, amount: number): ShippingCost => ({
  id: `00000000-0000-4000-8000-0000000000${id}`,
  country,
  is_default: country === null,
  amount,
  currency: 'EUR',
  created_at: '2026-02-01T09:00:00.000Z',
  updated_at: '2026-02-01T09:00:00.000Z',
});
const rows = [cost('d0', null, 3900), cost('d1', 'DE', 1495), cost('d2', 'NL', 995)];

function api(call: RecordedCall) {
  if (call.method === 'GET' && call.url.startsWith('/api/admin/shipping-costs')) {
    return jsonResponse(200, {
      data: rows,
      meta: { page: 1, per_page: 15, total: 3, total_capped: false, last_page: 1 },
    });
  }
  if (call.method === 'PUT' && call.url === `/api/admin/shipping-costs/${rows[1]?.id}`) {
    const body = JSON.parse(String(call.body));
    if (body.amount > 100_000) {
      return jsonResponse(422, {
        message: 'The given data was invalid.',
        code: 'validation',
        errors: { amount: ['Too much.'] },
      });
    }
    return jsonResponse(200, { data: { ...rows[1], ...body } });
  }
  return jsonResponse(404, { message: 'The selected resource does not exist.' });
}

describe('shipping costs', { timeout: 30_000 }, () => {
  it('lists the default first and edits a row in place, in minor units', async () => {
    const app = renderApp({ path: '/admin/shipping-costs', user: billingAdmin, handler: api });
    const table = await screen.findByRole('table', { name: 'Shipping costs' });
    expect(await within(table).findByText('All other countries')).toBeInTheDocument();
    expect(within(table).getByText('€39.00')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'The default cannot be deleted, only changed' })).toBeDisabled();

    await userEvent.click(within(table).getByRole('button', { name: 'Edit the shipping cost for Germany' }));
    const amount = within(table).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('14.95');
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000');
    await userEvent.click(within(table).getByRole('button', { name: 'Save the shipping cost for Germany' }));
    expect(await within(table).findByText('Too much.')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '17.50');
    await userEvent.click(within(table).getByRole('button', { name: 'Save the shipping cost for Germany' }));
    await waitFor(() => {
      const put = app.http.calls.filter((c) => c.method === 'PUT').at(-1);
      expect(JSON.parse(String(put?.body))).toEqual({ amount: 1750, currency: 'EUR' });
    });
    expect(await screen.findByText('Shipping cost for Germany saved.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('textbox', { name: 'Amount' })).toBeNull());
  });
});
