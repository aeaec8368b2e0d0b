import { MantineProvider } from '@mantine/core';
import type { CurrentUser } from '@portal/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';
import { useSessionUser } from '../../lib/session-user';
import { jsonResponse, mockFetch } from '../../test/http';
import { users } from '../../test/users';
import { RequireAuth } from './require-auth';

function Inside() {
  return <p>inside as {useSessionUser().email}</p>;
}

function renderGuard(path: string) {
  let answer: (user: CurrentUser | null) => void = () => {};
  mockFetch(
    () =>
      new Promise<Response>((resolve) => {
        answer = (user) =>
          resolve(user ? jsonResponse(200, { data: user }) : jsonResponse(401, { message: 'Unauthenticated.' }));
      }),
  );
  const router = createMemoryRouter(
    [
      { element: <RequireAuth />, children: [{ path: '/profile', element: <Inside /> }] },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient(() => {})}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, answer: (user: CurrentUser | null) => answer(user) };
}

beforeEach(() => resetApiClient());
afterEach(() => vi.unstubAllGlobals());

describe('RequireAuth', () => {
  it('shows a centred loader until the session check answers, then the screen with the user', async () => {
    const guard = renderGuard('/profile');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText(/inside/)).not.toBeInTheDocument();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    guard.answer(users.trainee);
    expect(await screen.findByText('inside as trainee@example.com')).toBeInTheDocument();
  });

  it('redirects to login with the return path when the check says signed out', async () => {
    const guard = renderGuard('/profile?x=1');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    guard.answer(null);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(guard.router.state.location.search).toBe('?redirect=%2Fprofile%3Fx%3D1');
  });
});
