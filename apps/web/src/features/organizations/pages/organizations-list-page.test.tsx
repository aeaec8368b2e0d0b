import type { Organization } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const LAZY = { timeout: 15_000 };

const organization = (values: Partial<Organization> & Pick<Organization, 'id' | 'name'>): Organization => ({
  street: 'Main Street',
  house_number: '1',
  addition: null,
  zipcode: '10115',
  city: 'Berlin',
  country: 'DE',
  members_count: 0,
  license_manager: null,
  created_at: '2026-01-12T09:00:00.000Z',
  updated_at: '2026-01-12T09:00:00.000Z',
  ...values,
});

const elisabeth = organization({
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'St. Elisabeth Teaching Hospital',
  city: 'Tilburg',
  country: 'NL',
  zipcode: '5022 GC',
  members_count: 14,
  license_manager: {
    id: '00000000-0000-4000-8000-0000000000b1',
    email: 'manager@example.com',
    first_name: 'Maya',
    last_name: 'Manager',
    status: 'active',
  },
});
const rheinMain = organization({
  id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Rhein-Main Center',
  city: 'Frankfurt am Main',
});

/** The list endpoint: answers every query with the two organizations, and records what was asked. */
function listServer(rows: Organization[] = [elisabeth, rheinMain]) {
  const asked: URLSearchParams[] = [];
  const handler = (call: RecordedCall) => {
    const url = new URL(call.url, 'http://portal.test');
    if (url.pathname === '/api/admin/organizations' && call.method === 'GET') {
      asked.push(url.searchParams);
      return jsonResponse(200, {
        data: rows,
        meta: { page: 1, per_page: 15, total: rows.length, total_capped: false, last_page: 1 },
      });
    }
    return jsonResponse(404, { message: 'The selected resource does not exist.', code: 'not_found' });
  };
  return { handler, asked };
}

// Lazy screens and typed input are slow on a busy 2-core machine.
describe('organizations list', { timeout: 60_000 }, () => {
  it('shows each organization with its country in the UI language, manager and members', async () => {
    const server = listServer();
    renderApp({ path: '/admin/organizations', user: users.superAdmin, handler: server.handler });
    const table = await screen.findByRole('table', { name: 'Organizations' }, LAZY);
    await within(table).findByRole('link', { name: 'St. Elisabeth Teaching Hospital' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByRole('link', { name: 'St. Elisabeth Teaching Hospital' })).toHaveAttribute(
      'href',
      '/admin/organizations/00000000-0000-4000-8000-0000000000a1/account-details',
    );
    expect(first.getByText('Netherlands')).toBeInTheDocument();
    expect(first.getByText('Maya Manager')).toBeInTheDocument();
    expect(first.getByText('14')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('None yet')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(server.asked[0]?.get('include')).toBe('license_manager');
  });

  it('keeps search, country filter and sort in the URL with the API names, and asks the API for them', async () => {
    const server = listServer();
    const view = renderApp({
      path: '/admin/organizations?filter[country]=DE',
      user: users.superAdmin,
      handler: server.handler,
    });
    await screen.findByRole('link', { name: 'Rhein-Main Center' }, LAZY);
    expect(server.asked.at(-1)?.get('filter[country]')).toBe('DE');
    expect(screen.getByLabelText('Country', { selector: 'input' })).toHaveValue('Germany');

    await userEvent.click(screen.getByRole('button', { name: /City/ }));
    await waitFor(() => expect(view.location()).toContain('sort=city'));
    expect(view.location()).toContain('filter[country]=DE');
    await waitFor(() => expect(server.asked.at(-1)?.get('sort')).toBe('city'));

    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'tilburg' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(view.location()).toContain('filter[search]=tilburg'));
    await waitFor(() => expect(server.asked.at(-1)?.get('filter[search]')).toBe('tilburg'));
    // A new search starts at page 1 and keeps the other filters and the sort.
    expect(view.location()).toContain('sort=city');
    expect(view.location()).toContain('filter[country]=DE');
  });

  it('says what to do when nothing matches, and clears the filters', async () => {
    const server = listServer([]);
    const view = renderApp({
      path: '/admin/organizations?filter[search]=zzz',
      user: users.superAdmin,
      handler: server.handler,
    });
    expect(await screen.findByText('No organization matches', undefined, LAZY)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(view.location()).toBe('/admin/organizations'));
  });

  it('is closed to an admin without "manage organization"', async () => {
    const server = listServer();
    const view = renderApp({
      path: '/admin/organizations',
      user: { ...users.superAdmin, roles: ['admin'], permissions: ['manage user'] },
      handler: server.handler,
    });
    await waitFor(() => expect(view.location()).toBe('/unauthorized'), LAZY);
  });
});
