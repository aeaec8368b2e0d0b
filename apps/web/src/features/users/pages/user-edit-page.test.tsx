import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';
import { adminUserFixture, ORG_A, organizationsApi } from '../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const tara = adminUserFixture();
/** The demo's hanna.hofstra@: an admin with 'manage user' only. */
const hanna = {
  ...users.superAdmin,
  first_name: 'Hanna',
  last_name: 'Hofstra',
  roles: ['admin'],
  permissions: ['manage user'],
};
const USER_URL = `/api/admin/users/${tara.id}`;

function api(overrides: (call: RecordedCall) => Response | undefined = () => undefined) {
  return (call: RecordedCall) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.url.startsWith('/api/admin/organizations')) return jsonResponse(200, organizationsApi(call.url));
    if (call.method === 'GET' && call.url.startsWith(USER_URL)) return jsonResponse(200, { data: tara });
    if (call.method === 'POST' && call.url === USER_URL) {
      const body = JSON.parse(String(call.body));
      return jsonResponse(200, { data: { ...tara, ...body, permissions: body.permissions } });
    }
    return jsonResponse(404, { message: 'The selected resource does not exist.' });
  };
}

const LAZY = { timeout: 10_000 };

describe('user edit', { timeout: 60_000 }, () => {
  it("saves with POST and _method: 'PUT' in a JSON body, permissions included", async () => {
    const app = renderApp({ path: `/admin/users/${tara.id}/edit`, user: users.superAdmin, handler: api() });
    const firstName = await screen.findByRole('textbox', { name: /^First name/ }, LAZY);
    expect(app.http.calls.find((c) => c.url.startsWith(USER_URL))?.url).toBe(`${USER_URL}?include=organization`);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Tamara');
    await userEvent.type(screen.getByRole('textbox', { name: /^User name/ }), 'tamara.t');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Manage billing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    const call = app.http.calls.find((c) => c.method === 'POST' && c.url === USER_URL);
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(call?.body))).toEqual({
      _method: 'PUT',
      email: 'tara@example.com',
      first_name: 'Tamara',
      last_name: 'Trainee',
      user_name: 'tamara.t',
      role: 'trainee',
      organization_id: ORG_A.id,
      permissions: ['manage billing'],
    });
  });

  it('puts a 422 under its field', async () => {
    const app = renderApp({
      path: `/admin/users/${tara.id}/edit`,
      user: users.superAdmin,
      handler: api((call) =>
        call.method === 'POST' && call.url === USER_URL
          ? jsonResponse(422, {
              message: 'The given data was invalid.',
              code: 'validation',
              errors: { email: ['The email has already been taken.'] },
            })
          : undefined,
      ),
    });
    const organization = await screen.findByRole('combobox', { name: /^Organization/ }, LAZY);
    await waitFor(() => expect(organization).toHaveValue(ORG_A.name));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(app.http.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('resets two-factor after a confirmation', async () => {
    const withTwoFactor = { ...tara, two_factor_enabled: true };
    const app = renderApp({
      path: `/admin/users/${tara.id}/edit`,
      user: users.superAdmin,
      handler: api((call) => {
        if (call.url.endsWith('/two-factor/reset')) return jsonResponse(200, { data: tara });
        if (call.method === 'GET' && call.url.startsWith(USER_URL)) return jsonResponse(200, { data: withTwoFactor });
        return undefined;
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reset two-factor' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor authentication?' });
    expect(app.http.calls.some((c) => c.url.endsWith('/two-factor/reset'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText('Two-factor authentication has been reset.')).toBeInTheDocument();
    await waitFor(() =>
      expect(app.http.calls.some((c) => c.method === 'POST' && c.url === `${USER_URL}/two-factor/reset`)).toBe(true),
    );
  });

  it("offers an admin with 'manage user' only the permissions they hold", async () => {
    renderApp({ path: `/admin/users/${tara.id}/edit`, user: hanna, handler: api() });
    const group = await screen.findByRole('group', { name: 'Direct permissions' }, LAZY);
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['manage user']);
    expect(screen.getByText(/You can give only permissions you hold yourself\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Set a password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete user' })).toBeInTheDocument();
  });

  it('shows an admin holding what the editor lacks without the ways to change them, and says why', async () => {
    const pieter = adminUserFixture({
      email: 'pieter@example.com',
      first_name: 'Pieter',
      last_name: 'Prins',
      organization_id: null,
      organization: null,
      roles: ['admin'],
      permissions: ['manage product'],
      two_factor_enabled: true,
    });
    const app = renderApp({
      path: `/admin/users/${tara.id}/edit`,
      user: hanna,
      handler: api((call) =>
        call.method === 'GET' && call.url.startsWith(USER_URL) ? jsonResponse(200, { data: pieter }) : undefined,
      ),
    });
    expect(
      await screen.findByText(
        'Pieter Prins holds “Manage products”, which you do not. Only an admin who holds it can change this user, set their password, reset their two-factor authentication or delete them.',
        {},
        LAZY,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^First name/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Manage products' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Manage products' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Manage billing' })).not.toBeInTheDocument();
    for (const name of ['Save changes', 'Set a password', 'Reset two-factor', 'Delete user']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(app.http.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('names the super-admin role when the user is a super-admin', async () => {
    const root = adminUserFixture({ first_name: 'Ada', last_name: 'Root', roles: ['super-admin'], organization: null });
    renderApp({
      path: `/admin/users/${tara.id}/edit`,
      user: { ...hanna, permissions: ['manage organization', 'manage user', 'manage billing', 'manage product'] },
      handler: api((call) =>
        call.method === 'GET' && call.url.startsWith(USER_URL) ? jsonResponse(200, { data: root }) : undefined,
      ),
    });
    expect(await screen.findByText(/^Ada Root holds “Super admin”, which you do not\./, {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete user' })).not.toBeInTheDocument();
  });

  it('says so when the user does not exist', async () => {
    renderApp({
      path: '/admin/users/00000000-0000-4000-8000-00000000dead/edit',
      user: users.superAdmin,
      handler: api(),
    });
    expect(await screen.findByText('This user does not exist (any more).', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/admin/users');
  });

  it('from an organization: the organization is fixed and the way back leads to it', async () => {
    renderApp({
      path: `/admin/organizations/${ORG_A.id}/user/${tara.id}/edit`,
      user: users.superAdmin,
      handler: api(),
    });
    expect(await screen.findByRole('combobox', { name: /^Organization/ }, LAZY)).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to the organization' })).toHaveAttribute(
      'href',
      `/admin/organizations/${ORG_A.id}/edit`,
    );
  });

  it('erases after a confirmation that names what is removed and what is kept, and shows a refusal in place', async () => {
    let refuse = true;
    const app = renderApp({
      path: `/admin/users/${tara.id}/edit`,
      user: users.superAdmin,
      handler: api((call) => {
        if (call.method !== 'POST' || call.url !== `${USER_URL}/erase`) return undefined;
        if (refuse) {
          return jsonResponse(409, {
            message: 'Clinic A needs another license manager first.',
            code: 'erase_license_manager',
          });
        }
        return jsonResponse(200, { data: { id: tara.id, pseudonym: 'Erased user 7F3A' } });
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Erase personal data' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data?' });
    expect(within(dialog).getByText(/Tara Trainee \(tara@example.com\) will be erased/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Training sessions, results and readiness, as anonymous records/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/legal retention period of 10 years/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await within(dialog).findByText('Clinic A needs another license manager first.')).toBeInTheDocument();
    expect(within(dialog).getByText('Not erased')).toBeInTheDocument();

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('Tara Trainee was erased.')).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/admin/users'));
    expect(app.http.calls.filter((c) => c.url === `${USER_URL}/erase`)).toHaveLength(2);
  });
});
