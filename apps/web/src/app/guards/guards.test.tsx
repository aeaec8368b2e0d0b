import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { users } from '../../test/users';

afterEach(() => vi.unstubAllGlobals());

describe('RequireAuth', () => {
  it('sends an anonymous visitor to login with the path and search to return to', async () => {
    const app = renderApp({ path: '/profile?tab=security', user: null });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.location()).toBe('/login?redirect=%2Fprofile%3Ftab%3Dsecurity');
  });

  it('sends an anonymous visitor of the home page to plain /login', async () => {
    const app = renderApp({ path: '/', user: null });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(app.location()).toBe('/login');
  });

  it('lets a signed-in user in; the index redirects to getting started', async () => {
    const app = renderApp({ path: '/', user: users.trainee });
    expect(await screen.findByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    expect(app.location()).toBe('/getting-started');
  });
});

describe('RequireAccess on /admin', () => {
  it('sends a trainee to /unauthorized', async () => {
    const app = renderApp({ path: '/admin', user: users.trainee });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(app.location()).toBe('/unauthorized');
    expect(screen.getByRole('link', { name: 'Go to getting started' })).toHaveAttribute('href', '/getting-started');
  });

  it('sends a license manager to /unauthorized too', async () => {
    const app = renderApp({ path: '/admin', user: users.manager });
    await screen.findByRole('heading', { name: 'Access denied' });
    expect(app.location()).toBe('/unauthorized');
  });

  it('lets an admin through (the section index leads to getting started)', async () => {
    const app = renderApp({ path: '/admin', user: users.superAdmin });
    await screen.findByRole('heading', { name: 'Getting started' });
    expect(app.location()).toBe('/getting-started');
  });
});

describe('GuestOnly on /login', () => {
  it('redirects a signed-in user to /', async () => {
    const app = renderApp({ path: '/login', user: users.trainee });
    await screen.findByRole('heading', { name: 'Getting started' });
    expect(app.location()).toBe('/getting-started');
  });

  it('honours a same-site redirect but not an external one', async () => {
    const app = renderApp({ path: '/login?redirect=%2Fprofile', user: users.trainee });
    await screen.findByRole('heading', { name: 'Profile' });
    expect(app.location()).toBe('/profile');
    app.unmount();

    const other = renderApp({ path: '/login?redirect=%2F%2Fevil.example', user: users.trainee });
    await screen.findByRole('heading', { name: 'Getting started' });
    expect(other.location()).toBe('/getting-started');
  });
});

describe('public routes', () => {
  it('shows the not-found page for unknown paths, with a link home', async () => {
    renderApp({ path: '/no/such/page', user: null });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('serves the legal pages without a session', async () => {
    renderApp({ path: '/privacy-policy', user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2. What data we keep' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Terms of use' })).toBeInTheDocument());
  });
});
