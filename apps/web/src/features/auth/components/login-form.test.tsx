import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

/** The start of single sign-on answers "the password" unless a test says otherwise. */
const passwordPath = () => jsonResponse(200, { data: { redirect_url: null, password_sign_in: true } });

async function openLogin(
  path = '/login',
  handler?: (call: RecordedCall) => Response | Promise<Response>,
  ssoStart: () => Response = passwordPath,
) {
  const app = renderApp({
    path,
    user: null,
    handler: (call) =>
      call.url === '/api/auth/sso/start' ? ssoStart() : (handler ?? (() => jsonResponse(404, {})))(call),
  });
  await screen.findByRole('heading', { name: 'Sign in' });
  return app;
}

/** E-mail first: type it and continue to the password. */
async function continueWith(address: string) {
  await userEvent.type(email(), address);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText('Password', { exact: true });
}

const email = () => screen.getByLabelText('Email', { exact: true });
const password = () => screen.getByLabelText('Password', { exact: true });
const submit = () => screen.getByRole('button', { name: 'Sign in' });

describe('login form', () => {
  it("asks for the e-mail first, with the contract's message, and sends nothing", async () => {
    const app = await openLogin();
    expect(screen.queryByLabelText('Password', { exact: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(app.http.calls.some((c) => ['/api/auth/sso/start', '/api/auth/login'].includes(c.url))).toBe(false);
  });

  it('rejects a malformed email', async () => {
    await openLogin();
    await userEvent.type(email(), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password', { exact: true })).not.toBeInTheDocument();
  });

  it('then asks for the password where the domain has no single sign-on', async () => {
    const app = await openLogin('/login?redirect=%2Fdevice%3Fuser_code%3DBCDF-GHJK');
    await continueWith('Trainee@Example.com');
    const start = app.http.calls.find((c) => c.url === '/api/auth/sso/start');
    expect(JSON.parse(String(start?.body))).toEqual({
      email: 'trainee@example.com',
      return_to: '/device?user_code=BCDF-GHJK',
    });
    await userEvent.click(submit());
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(app.http.calls.some((c) => c.url === '/api/auth/login')).toBe(false);
  });

  it('offers "Continue with your organization" for a domain with single sign-on, and no password where refused', async () => {
    const url = 'https://login.hospital.example/authorize?client_id=portal&state=s';
    await openLogin('/login', undefined, () =>
      jsonResponse(200, { data: { redirect_url: url, password_sign_in: false } }),
    );
    await userEvent.type(email(), 'resident@hospital.example');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const link = await screen.findByRole('link', { name: 'Continue with your organization' });
    expect(link).toHaveAttribute('href', url);
    expect(screen.queryByLabelText('Password', { exact: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a password instead' })).not.toBeInTheDocument();
    // Another address asks again.
    await userEvent.type(email(), 'x');
    expect(screen.queryByRole('link', { name: 'Continue with your organization' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('keeps the password at hand where the organization still allows it', async () => {
    await openLogin('/login', undefined, () =>
      jsonResponse(200, { data: { redirect_url: 'https://idp.example/a', password_sign_in: true } }),
    );
    await userEvent.type(email(), 'manager@hospital.example');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a password instead' }));
    expect(password()).toBeInTheDocument();
  });

  it("says why a single sign-on ended on the login page, in the person's words", async () => {
    await openLogin('/login?sso_error=foreign_account');
    expect(await screen.findByRole('alert')).toHaveTextContent('belongs to another organization');
  });

  it("shows the server's 422 on the field and its message in an alert", async () => {
    await openLogin('/login', () =>
      jsonResponse(422, {
        message: 'The provided credentials are incorrect.',
        errors: { email: ['The provided credentials are incorrect.'] },
      }),
    );
    await continueWith('trainee@example.com');
    await userEvent.type(password(), 'wrong');
    await userEvent.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in failed');
    expect(alert).toHaveTextContent('The provided credentials are incorrect.');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('The provided credentials are incorrect.')).toHaveLength(2);
  });

  it('shows the throttling message on 429', async () => {
    await openLogin('/login', () =>
      jsonResponse(429, { message: 'Too many attempts. Please try again in 42 seconds.' }, { 'retry-after': '42' }),
    );
    await continueWith('trainee@example.com');
    await userEvent.type(password(), 'wrong');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 42 seconds.');
  });

  it('disables the button while signing in, sends the CSRF token, then goes to the redirect target', async () => {
    let answer: () => void = () => {};
    const app = await openLogin(
      '/login?redirect=%2Fprofile',
      (call) =>
        new Promise<Response>((resolve) => {
          if (call.url === '/api/auth/login') answer = () => resolve(jsonResponse(200, { data: users.trainee }));
        }),
    );
    await continueWith('  Trainee@Example.com ');
    await userEvent.type(password(), 'DemoPass!2026');
    await userEvent.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());

    const call = app.http.calls.find((c) => c.url === '/api/auth/login');
    expect(call?.headers.get('X-CSRF-Token')).toBe('token-1');
    expect(JSON.parse(String(call?.body))).toEqual({ email: 'trainee@example.com', password: 'DemoPass!2026' });

    answer();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(app.location()).toBe('/profile');
  });

  it('links to sign-up and password recovery', async () => {
    await openLogin();
    await continueWith('trainee@example.com');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
