import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { jsonResponse } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { users } from '../../test/users';

afterEach(() => vi.unstubAllGlobals());

const forcedUser = { ...users.trainee, must_change_password: true };

describe('forced password change', () => {
  it('sends a user who must change the password to /change-password from any route', async () => {
    const app = renderApp({ path: '/profile', user: forcedUser });
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    expect(app.location()).toBe('/change-password');
    expect(screen.getByText('Please choose a new password before you continue.')).toBeInTheDocument();
    // Only the form and sign-out: no navigation of the portal.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('lets the user continue once the password is changed', async () => {
    const app = renderApp({
      path: '/getting-started',
      user: forcedUser,
      handler: (call) =>
        call.url === '/api/auth/change-password'
          ? jsonResponse(200, { data: users.trainee })
          : jsonResponse(403, {
              message: 'Please choose a new password before you continue.',
              code: 'password_change_required',
            }),
    });
    await screen.findByRole('heading', { name: 'Change your password' });
    await userEvent.type(screen.getByLabelText('Current password'), 'Admin-Set!2026');
    await userEvent.type(screen.getByLabelText('New password'), 'Admin-Set!2026');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Different!2027');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The new password must be different from the current one.')).toBeInTheDocument();
    expect(screen.getByText('The password confirmation does not match.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Different!2027');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    expect(app.location()).toBe('/getting-started');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    const call = app.http.calls.find((c) => c.url === '/api/auth/change-password');
    expect(JSON.parse(String(call?.body))).toEqual({
      current_password: 'Admin-Set!2026',
      password: 'Different!2027',
      password_confirmation: 'Different!2027',
    });
  });

  it('follows a 403 "choose a new password" answer to the change screen', async () => {
    let forced = false;
    const app = renderApp({
      path: '/getting-started',
      user: users.trainee,
      handler: () =>
        jsonResponse(403, {
          message: 'Please choose a new password before you continue.',
          code: 'password_change_required',
        }),
    });
    await screen.findByRole('heading', { name: 'Getting started' });
    // Any call answered so (here a read the screen would make) leads to the change screen.
    await api.get('/anything').catch(() => {
      forced = true;
    });
    expect(forced).toBe(true);
    await waitFor(() => expect(app.location()).toBe('/change-password'));
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
  });
});
