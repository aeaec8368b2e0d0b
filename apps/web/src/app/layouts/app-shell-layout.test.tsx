import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { users } from '../../test/users';

afterEach(() => vi.unstubAllGlobals());

function navigation() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

describe('app shell', () => {
  it('shows a trainee only the trainee section, with the training screens', async () => {
    renderApp({ path: '/getting-started', user: users.trainee });
    await screen.findByRole('heading', { name: 'Getting started' });
    const nav = within(navigation());
    expect(nav.getByRole('heading', { name: 'Trainee' })).toBeInTheDocument();
    expect(nav.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
    expect(nav.queryByRole('heading', { name: 'Manager' })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Getting started' })).toHaveAttribute('href', '/getting-started');
    expect(nav.getByRole('link', { name: /Training activity/ })).toHaveAttribute('href', '/trainee/training-activity');
    expect(navigation().querySelector('[aria-disabled="true"]')).toBeNull();
  });

  it('shows a super-admin without an organization the admin section and no empty manager section', async () => {
    renderApp({ path: '/getting-started', user: users.superAdmin });
    await screen.findByRole('heading', { name: 'Getting started' });
    const nav = within(navigation());
    expect(nav.getByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(nav.queryByRole('heading', { name: 'Manager' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'License manager' })).not.toBeInTheDocument();
    expect(nav.queryByRole('heading', { name: 'Trainee' })).not.toBeInTheDocument();
    expect(nav.getByText('Shipping costs')).toBeInTheDocument();
  });

  it('signs out from the user menu and lands on the login page', async () => {
    const app = renderApp({
      path: '/profile',
      user: users.trainee,
      handler: (call) => (call.url === '/api/auth/logout' ? jsonResponse(200, { data: null }) : jsonResponse(404, {})),
    });
    await screen.findByRole('heading', { name: 'Profile' });
    await userEvent.click(screen.getByRole('button', { name: 'Tara Trainee' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(app.http.calls.some((c) => c.method === 'POST' && c.url === '/api/auth/logout')).toBe(true);
  });
});
