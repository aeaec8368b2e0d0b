import type { CurrentUser, Permission, Section } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionUserContext } from '../../lib/session-user';
import { users } from '../../test/users';
import { RequireAccess } from './require-access';

function renderGuarded(user: CurrentUser, guard: { section?: Section; permission?: Permission }) {
  const router = createMemoryRouter(
    [
      { path: '/guarded', element: <RequireAccess {...guard} />, children: [{ index: true, element: <p>inside</p> }] },
      { path: '/unauthorized', element: <p>denied</p> },
    ],
    { initialEntries: ['/guarded'] },
  );
  render(
    <SessionUserContext value={user}>
      <RouterProvider router={router} />
    </SessionUserContext>,
  );
  return router;
}

describe('RequireAccess', () => {
  it('renders the route when section and permission are held', async () => {
    renderGuarded(
      { ...users.manager, roles: ['admin'], permissions: ['manage billing'] },
      {
        section: 'admin',
        permission: 'manage billing',
      },
    );
    expect(await screen.findByText('inside')).toBeInTheDocument();
  });

  it('sends a user missing the permission to /unauthorized', async () => {
    const router = renderGuarded(
      { ...users.manager, roles: ['admin'], permissions: [] },
      {
        section: 'admin',
        permission: 'manage billing',
      },
    );
    expect(await screen.findByText('denied')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('treats super-admin as holding every permission', async () => {
    renderGuarded(users.superAdmin, { section: 'admin', permission: 'manage product' });
    expect(await screen.findByText('inside')).toBeInTheDocument();
  });

  it('sends a user outside the section to /unauthorized', async () => {
    renderGuarded(users.trainee, { section: 'manager' });
    expect(await screen.findByText('denied')).toBeInTheDocument();
  });

  it('sends a super-admin without an organization away from the manager section, as the navigation hides it', async () => {
    const router = renderGuarded(users.superAdmin, { section: 'manager' });
    expect(await screen.findByText('denied')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('lets a super-admin with an organization into the manager section', async () => {
    renderGuarded({ ...users.superAdmin, organization: users.manager.organization }, { section: 'manager' });
    expect(await screen.findByText('inside')).toBeInTheDocument();
  });
});
