import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billing, billingAdmin, LAZY, license, ORG_ID, page, server } from '../../../test/billing-fixtures';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('licensing screens', () => {
  it('product licenses without billing: the notice links to the billing tab and adding is off', async () => {
    const { handler } = server({ billing: null });
    renderApp({ path: `/admin/organizations/${ORG_ID}/product-licenses`, user: billingAdmin, handler });
    expect(
      await screen.findByText('No billing information. Please add a billing profile first.', {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add billing details' })).toHaveAttribute(
      'href',
      `/admin/organizations/${ORG_ID}/billing-details`,
    );
    expect(screen.getByRole('button', { name: 'Add license' })).toBeDisabled();
    // The tabs of the organization include this feature's two, from the registry.
    const tabs = screen.getByRole('navigation', { name: 'Organization' });
    expect(within(tabs).getByRole('link', { name: 'Billing details' })).toBeInTheDocument();
  });

  it('shows seats used of the amount with the pending amount', async () => {
    const { handler } = server({ billing: { ...billing, status: 'active', canceled_at: null } });
    renderApp({ path: `/admin/organizations/${ORG_ID}/product-licenses`, user: billingAdmin, handler });
    const table = await screen.findByRole('table', { name: 'Licenses' }, LAZY);
    const row = await within(table).findByText('LapSkills Core (12 months)');
    const cells = row.closest('tr') as HTMLElement;
    expect(within(cells).getByText('10 of 25')).toBeInTheDocument();
    expect(within(cells).getByText('30 from next period')).toBeInTheDocument();
  });

  it("an admin without 'manage billing' reads the licenses but cannot add, change or remove them", async () => {
    const { handler } = server({ billing: { ...billing, status: 'active', canceled_at: null } });
    renderApp({
      path: `/admin/organizations/${ORG_ID}/product-licenses`,
      user: { ...billingAdmin, permissions: ['manage organization'] },
      handler,
    });
    const table = await screen.findByRole('table', { name: 'Licenses' }, LAZY);
    expect(await within(table).findByText('LapSkills Core (12 months)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add license' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('the licenses list reads a license of a canceled billing as ending', async () => {
    const { handler } = server({ billing });
    const canceledLicense = { ...license, renews: false };
    const withCanceled = (call: RecordedCall) =>
      new URL(call.url, 'http://portal.test').pathname === `/api/admin/organizations/${ORG_ID}/licenses`
        ? jsonResponse(200, page([canceledLicense]))
        : handler(call);
    renderApp({ path: `/admin/organizations/${ORG_ID}/product-licenses`, user: billingAdmin, handler: withCanceled });
    const table = await screen.findByRole('table', { name: 'Licenses' }, LAZY);
    const row = (await within(table).findByText('LapSkills Core (12 months)')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ends')).toBeInTheDocument();
    expect(within(row).queryByText('Renews')).toBeNull();
  });
});
