import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';
import { listAnswer, listed, ORG_B, organizationsApi } from '../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const usersAdmin = { ...users.superAdmin, roles: ['admin'], permissions: ['manage user'] };

function api(overrides: (call: RecordedCall) => Response | undefined = () => undefined) {
  return (call: RecordedCall) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.url.startsWith('/api/admin/organizations')) return jsonResponse(200, organizationsApi(call.url));
    if (call.url.startsWith('/api/admin/users')) return jsonResponse(200, listAnswer(listed, 42));
    return jsonResponse(404, { message: 'The selected resource does not exist.' });
  };
}

function listCalls(app: { http: { calls: RecordedCall[] } }) {
  return app.http.calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/admin/users'));
}

const query = (call: RecordedCall | undefined) => Object.fromEntries(new URL(`http://x${call?.url}`).searchParams);

describe('users list', { timeout: 60_000 }, () => {
  it('offers no delete for a user holding a permission the admin lacks', async () => {
    const pieter = {
      ...listed[0],
      id: '00000000-0000-4000-8000-000000000103',
      email: 'pieter@example.com',
      first_name: 'Pieter',
      last_name: 'Prins',
      roles: ['admin'],
      permissions: ['manage product'],
    } as (typeof listed)[number];
    renderApp({
      path: '/admin/users',
      user: usersAdmin,
      handler: api((call) =>
        call.url.startsWith('/api/admin/users') ? jsonResponse(200, listAnswer([...listed, pieter])) : undefined,
      ),
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('pieter@example.com');
    expect(within(table).getByRole('link', { name: 'Edit Pieter Prins' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Delete Pieter Prins' })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete Tara Trainee' })).toBeInTheDocument();
  });

  it('asks the API for the view in the URL and shows the rows, total and pages', async () => {
    const app = renderApp({
      path: '/admin/users?filter[search]=ta&filter[role]=trainee&filter[two_factor]=disabled&sort=-created_at&page=2',
      user: usersAdmin,
      handler: api(),
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('tara@example.com')).toBeInTheDocument();
    expect(query(listCalls(app)[0])).toEqual({
      'filter[search]': 'ta',
      'filter[role]': 'trainee',
      'filter[two_factor]': 'disabled',
      sort: '-created_at',
      page: '2',
      include: 'organization',
    });
    expect(screen.getByLabelText('Search')).toHaveValue('ta');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Trainee');
    expect(within(table).getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: /Last name/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByText('16–30 of 42')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Edit Max Manager' })).toHaveAttribute(
      'href',
      '/admin/users/00000000-0000-4000-8000-000000000102/edit',
    );
  });

  it('keeps filters in the URL: a filter resets the page, a header sorts', async () => {
    const app = renderApp({ path: '/admin/users?page=3', user: usersAdmin, handler: api() });
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('tara@example.com');

    await userEvent.type(screen.getByRole('combobox', { name: 'Organization' }), 'North');
    // jsdom has no layout: Floating UI takes the field for detached and hides the open dropdown.
    await userEvent.click(await screen.findByRole('option', { name: ORG_B.name, hidden: true }));
    await waitFor(() =>
      expect(decodeURIComponent(app.location())).toBe(`/admin/users?filter[organization_id]=${ORG_B.id}`),
    );

    await userEvent.click(within(table).getByRole('button', { name: /Email/ }));
    await waitFor(() =>
      expect(decodeURIComponent(app.location())).toBe(`/admin/users?filter[organization_id]=${ORG_B.id}&sort=email`),
    );
    await waitFor(() => expect(query(listCalls(app).at(-1))).toMatchObject({ sort: 'email' }));
  });

  it('debounces the search into filter[search]', async () => {
    const app = renderApp({ path: '/admin/users', user: usersAdmin, handler: api() });
    await screen.findByText('tara@example.com');
    await userEvent.type(screen.getByLabelText('Search'), 'smi');
    await waitFor(() => expect(decodeURIComponent(app.location())).toBe('/admin/users?filter[search]=smi'));
    await waitFor(() => expect(query(listCalls(app).at(-1))).toMatchObject({ 'filter[search]': 'smi' }));
    // Typing replaces the history entry: Back leaves the list instead of stepping through keystrokes.
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('says when nothing matches and clears the filters', async () => {
    const app = renderApp({
      path: '/admin/users?filter[search]=zzz',
      user: usersAdmin,
      handler: api((call) =>
        call.url.startsWith('/api/admin/users') && call.url.includes('zzz')
          ? jsonResponse(200, listAnswer([]))
          : undefined,
      ),
    });
    expect(await screen.findByText('No users match')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(clear[clear.length - 1]!);
    await waitFor(() => expect(app.location()).toBe('/admin/users'));
    expect(await screen.findByText('tara@example.com')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    renderApp({
      path: '/admin/users',
      user: usersAdmin,
      handler: api((call) =>
        call.url.startsWith('/api/admin/users') && fail
          ? jsonResponse(500, { message: 'A server error occurred. Please try again later.' })
          : undefined,
      ),
    });
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('tara@example.com')).toBeInTheDocument();
  });

  it("shows the server's reason when a delete is refused, and the catalogue message when it fails", async () => {
    let answer = jsonResponse(422, { message: 'You cannot delete your own account.', code: 'delete_self' });
    renderApp({
      path: '/admin/users',
      user: usersAdmin,
      handler: api((call) => (call.method === 'DELETE' ? answer : undefined)),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Tara Trainee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await within(dialog).findByText('You cannot delete your own account.')).toBeInTheDocument();

    answer = jsonResponse(500, { message: 'A server error occurred. Please try again later.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await within(dialog).findByText('Failed to delete the user. Please try again.')).toBeInTheDocument();
  });

  it('sends an admin without "manage user" to /unauthorized', async () => {
    const app = renderApp({
      path: '/admin/users',
      user: { ...usersAdmin, permissions: ['manage product'] },
      handler: api(),
    });
    await screen.findByRole('heading', { name: 'Access denied' });
    expect(app.location()).toBe('/unauthorized');
  });
});
