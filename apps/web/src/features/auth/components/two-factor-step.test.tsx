import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

/** Sign in with a password that the server accepts, then answer the code step with `twoFactor`. */
async function reachCodeStep(twoFactor: (call: RecordedCall) => Response, path = '/login?redirect=%2Fprofile') {
  const app = renderApp({
    path,
    user: null,
    handler: (call) => {
      if (call.url === '/api/auth/sso/start') {
        return jsonResponse(200, { data: { redirect_url: null, password_sign_in: true } });
      }
      if (call.url === '/api/auth/login') return jsonResponse(200, { data: { two_factor_required: true } });
      if (call.url === '/api/auth/two-factor') return twoFactor(call);
      return jsonResponse(404, { message: 'The selected resource does not exist.' });
    },
  });
  await screen.findByRole('heading', { name: 'Sign in' });
  await userEvent.type(screen.getByLabelText('Email', { exact: true }), 'admin@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.type(await screen.findByLabelText('Password', { exact: true }), 'DemoPass!2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: 'Two-factor authentication' });
  return app;
}

const bodyOf = (app: { http: { calls: RecordedCall[] } }) =>
  JSON.parse(String(app.http.calls.find((c) => c.url === '/api/auth/two-factor')?.body));

describe('login, second step', () => {
  it('asks for the code after the password and then goes to the redirect target', async () => {
    const app = await reachCodeStep(() => jsonResponse(200, { data: users.superAdmin }));
    expect(app.location()).toBe('/login?redirect=%2Fprofile');
    expect(screen.queryByText(/not available in the portal yet/)).not.toBeInTheDocument();

    const code = screen.getByLabelText('Authentication code');
    await userEvent.type(code, '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(app.http.calls.some((c) => c.url === '/api/auth/two-factor')).toBe(false);

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(app.location()).toBe('/profile');
    expect(bodyOf(app)).toEqual({ code: '123456' });
  });

  it('shows a wrong code on the field', async () => {
    await reachCodeStep(() =>
      jsonResponse(422, {
        message: 'The code is invalid or has already been used.',
        errors: { code: ['The code is invalid or has already been used.'] },
      }),
    );
    await userEvent.type(screen.getByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is invalid or has already been used.')).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts a recovery code instead', async () => {
    const app = await reachCodeStep(() => jsonResponse(200, { data: users.superAdmin }));
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Recovery code'), 'k7d2m-q9x4p');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Profile' });
    expect(bodyOf(app)).toEqual({ recovery_code: 'k7d2m-q9x4p' });
  });

  it('goes back to the password step when the attempt expired', async () => {
    const app = await reachCodeStep(() =>
      jsonResponse(401, { message: 'Your sign-in attempt has expired. Please sign in again.' }),
    );
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Your sign-in attempt has expired. Please sign in again.')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fprofile'));
  });

  it('shows throttling in an alert', async () => {
    await reachCodeStep(() => jsonResponse(429, { message: 'Too many attempts. Please try again in 60 seconds.' }));
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 60 seconds.');
  });
});
