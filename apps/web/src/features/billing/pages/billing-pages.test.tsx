import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billing, billingAdmin, invoice, LAZY, ORG_ID, server } from '../../../test/billing-fixtures';
import { jsonResponse } from '../../../test/http';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('billing screens', () => {
  it('billing details: a canceled billing offers no renewal and does not read as auto renewing', async () => {
    const { handler } = server({ billing });
    renderApp({ path: `/admin/organizations/${ORG_ID}/billing-details`, user: billingAdmin, handler });
    const period = await screen.findByRole('region', { name: 'Current period' }, LAZY);
    expect(within(period).getByText('Canceled')).toBeInTheDocument();
    expect(within(period).getByText(/Changes to 6 months when this period ends/)).toBeInTheDocument();
    expect(within(period).getByText('Auto renew').nextSibling).toHaveTextContent('No');
    expect(within(period).queryByRole('button', { name: 'Renew now' })).toBeNull();
    expect(within(period).getByRole('button', { name: 'Reactivate billing' })).toBeInTheDocument();
  });

  it('a billing not due offers no renewal', async () => {
    const { handler } = server({ billing: { ...billing, status: 'active', canceled_at: null, renews: true } });
    renderApp({ path: `/admin/organizations/${ORG_ID}/billing-details`, user: billingAdmin, handler });
    const period = await screen.findByRole('region', { name: 'Current period' }, LAZY);
    expect(within(period).getByRole('button', { name: 'Cancel billing' })).toBeInTheDocument();
    expect(within(period).queryByRole('button', { name: 'Renew now' })).toBeNull();
  });
  it("billing details: a due billing's renewal shows the server's refusal in the question", async () => {
    const { handler, calls } = server({
      billing: { ...billing, status: 'active', canceled_at: null, renews: true, renewable: true },
      renew: jsonResponse(409, {
        message: 'This billing is not due for renewal yet: its period ends on 2027-12-31.',
        code: 'billing_not_due',
      }),
    });
    renderApp({ path: `/admin/organizations/${ORG_ID}/billing-details`, user: billingAdmin, handler });
    const period = await screen.findByRole('region', { name: 'Current period' }, LAZY);
    expect(within(period).getByText('Auto renew').nextSibling).toHaveTextContent('Yes');
    await userEvent.click(within(period).getByRole('button', { name: 'Renew now' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renew now' }));
    expect(await within(dialog).findByText(/not due for renewal yet/)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/renew'))).toBe(true));
  });

  it("billing details: lists the billing's invoices, each with its PDF under the admin's invoices", async () => {
    const { handler } = server({ billing: { ...billing, status: 'active', canceled_at: null } });
    renderApp({ path: `/admin/organizations/${ORG_ID}/billing-details`, user: billingAdmin, handler });
    const table = await screen.findByRole('table', { name: 'Invoices' }, LAZY);
    const row = within(table).getByText('2026-000042').closest('tr') as HTMLElement;
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Download invoice 2026-000042 as PDF' })).toHaveAttribute(
      'href',
      `/api/admin/invoices/${invoice.id}/pdf`,
    );
  });
});
