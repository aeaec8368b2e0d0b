import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';
import { adminUserFixture, listAnswer, ORG_B, organizationsApi } from '../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const LAZY = { timeout: 10_000 };

/** Paste rather than type key by key: the same events for the form, far less work on a busy machine. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

describe('invite user', { timeout: 60_000 }, () => {
  it('asks for an organization for a trainee, then invites and goes back to the list', async () => {
    const app = renderApp({
      path: '/admin/users/invite',
      user: users.superAdmin,
      handler: (call) => {
        if (call.url.startsWith('/api/admin/organizations')) return jsonResponse(200, organizationsApi(call.url));
        if (call.method === 'POST' && call.url === '/api/admin/users') {
          return jsonResponse(201, { data: adminUserFixture({ email: 'nina@example.com' }) });
        }
        return jsonResponse(200, listAnswer([]));
      },
    });
    await fill(await screen.findByRole('textbox', { name: /^Email/ }, LAZY), 'Nina@Example.com');
    await fill(screen.getByRole('textbox', { name: /^First name/ }), 'Nina');
    await fill(screen.getByRole('textbox', { name: /^Last name/ }), 'Novak');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(app.http.calls.some((c) => c.method === 'POST' && c.url === '/api/admin/users')).toBe(false);

    await userEvent.type(screen.getByRole('combobox', { name: /^Organization/ }), 'North');
    await userEvent.click(await screen.findByRole('option', { name: ORG_B.name, hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to nina@example.com.')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/admin/users'));
    const call = app.http.calls.find((c) => c.method === 'POST' && c.url === '/api/admin/users');
    expect(JSON.parse(String(call?.body))).toEqual({
      email: 'nina@example.com',
      first_name: 'Nina',
      last_name: 'Novak',
      role: 'trainee',
      organization_id: ORG_B.id,
    });
  });

  it('from an organization: presets it, offers its roles only and leads back to it', async () => {
    renderApp({
      path: `/admin/organizations/${ORG_B.id}/user/create`,
      user: users.superAdmin,
      handler: (call) =>
        call.url.startsWith('/api/admin/organizations')
          ? jsonResponse(200, organizationsApi(call.url))
          : jsonResponse(404, { message: 'The selected resource does not exist.' }),
    });
    expect(await screen.findByRole('heading', { name: `Invite a user to ${ORG_B.name}` }, LAZY)).toBeInTheDocument();
    const organization = screen.getByRole('combobox', { name: /^Organization/ });
    expect(organization).toBeDisabled();
    await waitFor(() => expect(organization).toHaveValue(ORG_B.name));
    expect(screen.getByRole('link', { name: 'Back to the organization' })).toHaveAttribute(
      'href',
      `/admin/organizations/${ORG_B.id}/edit`,
    );
    expect(screen.queryByRole('option', { name: 'Admin', hidden: true })).not.toBeInTheDocument();
  });
});
