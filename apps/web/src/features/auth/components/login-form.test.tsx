import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

async function openLogin(path = '/login', handler?: (call: RecordedCall) => Response | Promise<Response>) {
  const app = renderApp({ path, user: null, handler });
  await screen.findByRole('heading', { name: 'Sign in' });
  return app;
}

const email = () => screen.getByLabelText('Email', { exact: true });
const password = () => screen.getByLabelText('Password', { exact: true });
const submit = () => screen.getByRole('button', { name: 'Sign in' });

describe('login form', () => {
  it("asks for both fields with the contract's message and sends nothing", async () => {
    const app = await openLogin();
    await userEvent.click(submit());
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(app.http.calls.some((c) => c.url === '/api/auth/login')).toBe(false);
  });

  it('rejects a malformed email', async () => {
    await openLogin();
    await userEvent.type(email(), 'not-an-email');
    await userEvent.type(password(), 'secret');
    await userEvent.click(submit());
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it("shows the server's 422 on the field and its message in an alert", async () => {
    await openLogin('/login', () =>
      jsonResponse(422, {
        message: 'The provided credentials are incorrect.',
        errors: { email: ['The provided credentials are incorrect.'] },
      }),
    );
    await userEvent.type(email(), 'trainee@example.com');
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
    await userEvent.type(email(), 'trainee@example.com');
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
    await userEvent.type(email(), '  Trainee@Example.com ');
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
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
