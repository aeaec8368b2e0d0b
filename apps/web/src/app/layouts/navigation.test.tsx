import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { users } from '../../test/users';

afterEach(() => vi.unstubAllGlobals());

const LAZY = { timeout: 10_000 };
const adminWith = (permissions: string[]) => ({ ...users.superAdmin, roles: ['admin'], permissions });

function open(user: typeof users.trainee) {
  renderApp({ path: '/getting-started', user, handler: () => jsonResponse(200, { data: [] }) });
  return screen.findByRole('navigation', { name: 'Main navigation' }, LAZY);
}

describe('navigation from the screen registry', { timeout: 30_000 }, () => {
  it("links an admin with 'manage user' to the users screen, the card too", async () => {
    const nav = within(await open(adminWith(['manage user'])));
    expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: /Manage users/ })).toHaveAttribute('href', '/admin/users');
  });

  it("shows an admin without 'manage product' no product navigation and no product cards", async () => {
    const nav = within(await open(adminWith(['manage user'])));
    expect(nav.queryByText('Software products')).not.toBeInTheDocument();
    expect(nav.queryByText('Hardware products')).not.toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.queryByText('Manage software')).not.toBeInTheDocument();
    expect(main.queryByText('Manage hardware')).not.toBeInTheDocument();
  });

  it("hides the users link from an admin without 'manage user'", async () => {
    const nav = within(await open(adminWith(['manage product'])));
    expect(nav.getByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it("links a trainee's analytics, and a trainer's team only for trainers", async () => {
    const nav = within(await open(users.trainee));
    expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/trainee/overview');
    expect(nav.getByRole('link', { name: 'Training activity' })).toHaveAttribute('href', '/trainee/training-activity');
    expect(nav.getByRole('link', { name: 'Licenses' })).toHaveAttribute('href', '/trainee/licenses-overview');
    expect(nav.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
  });

  it("links a trainer's team", async () => {
    const nav = within(await open({ ...users.trainee, roles: ['trainer'] }));
    expect(nav.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/trainee/team');
  });

  it('shows the manager section to a super-admin with an organization to manage', async () => {
    const nav = within(await open({ ...users.superAdmin, organization: users.manager.organization }));
    expect(nav.getByRole('heading', { name: 'Manager' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'License manager' })).toHaveAttribute('href', '/manager/license-manager');
  });
});
