import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const token = 'aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789-_abcde';
const tokenUrl = `/api/auth/tokens/${token}`;

function openActivate(handler: (call: RecordedCall) => Response) {
  return renderApp({ path: `/activate/${token}`, user: null, handler });
}

describe('activate page', () => {
  it('activates a sign-up with one button, once, and lands on getting started', async () => {
    let signedIn = false;
    const app = renderApp({
      path: `/activate/${token}`,
      user: null,
      handler: (call) => {
        if (call.url === tokenUrl) {
          return jsonResponse(200, {
            data: { purpose: 'activation', email: 'nora@example.com', needs_password: false },
          });
        }
        if (call.url === '/api/auth/activate') {
          signedIn = true;
          return jsonResponse(200, { data: users.trainee });
        }
        return jsonResponse(404, { message: 'nope' });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Activate your account' })).toBeInTheDocument();
    expect(screen.getByText(/nora@example\.com/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password', { exact: true })).not.toBeInTheDocument();
    // Nothing is spent by just opening the link.
    expect(app.http.calls.some((c) => c.url === '/api/auth/activate')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Activate account' }));
    expect(await screen.findByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    expect(app.location()).toBe('/getting-started');
    expect(signedIn).toBe(true);
    const activations = app.http.calls.filter((c) => c.url === '/api/auth/activate');
    expect(activations).toHaveLength(1);
    expect(JSON.parse(String(activations[0]?.body))).toEqual({ token });
  });

  it('asks for a password when the address was signed up twice before activation', async () => {
    const app = openActivate((call) => {
      if (call.url === tokenUrl) {
        return jsonResponse(200, { data: { purpose: 'activation', email: 'vera@example.com', needs_password: true } });
      }
      if (call.url === '/api/auth/activate') return jsonResponse(200, { data: users.trainee });
      return jsonResponse(404, { message: 'nope' });
    });
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    expect(
      screen.getByText('Choose a password to activate the LapSkills account for vera@example.com.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Tr41ning!Lap');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Tr41ning!Lap');
    await userEvent.click(screen.getByRole('button', { name: 'Activate account' }));
    await screen.findByRole('heading', { name: 'Getting started' });
    const call = app.http.calls.find((c) => c.url === '/api/auth/activate');
    expect(JSON.parse(String(call?.body))).toMatchObject({ token, password: 'Tr41ning!Lap' });
  });

  it('asks an invited user to choose a password first', async () => {
    const app = openActivate((call) => {
      if (call.url === tokenUrl) {
        return jsonResponse(200, { data: { purpose: 'invitation', email: 'ivy@example.com', needs_password: true } });
      }
      if (call.url === '/api/auth/activate') return jsonResponse(200, { data: users.trainee });
      return jsonResponse(404, { message: 'nope' });
    });
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activate account' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(app.http.calls.some((c) => c.url === '/api/auth/activate')).toBe(false);

    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Tr41ning!Lap');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Tr41ning!Lap');
    await userEvent.click(screen.getByRole('button', { name: 'Activate account' }));
    await screen.findByRole('heading', { name: 'Getting started' });
    const call = app.http.calls.find((c) => c.url === '/api/auth/activate');
    expect(JSON.parse(String(call?.body))).toEqual({
      token,
      password: 'Tr41ning!Lap',
      password_confirmation: 'Tr41ning!Lap',
    });
  });

  it('explains an expired link and sends a new one on request', async () => {
    const sent = 'If an inactive account exists for this address, we have sent a new activation link.';
    const app = openActivate((call) => {
      if (call.url === tokenUrl)
        return jsonResponse(410, { message: 'This link has expired. Please ask for a new one.' });
      if (call.url === '/api/auth/activation/resend') return jsonResponse(202, { data: { message: sent } });
      return jsonResponse(404, { message: 'nope' });
    });
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByText('This link has expired. Please ask for a new one.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate account' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'nora@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    const call = app.http.calls.find((c) => c.url === '/api/auth/activation/resend');
    expect(JSON.parse(String(call?.body))).toEqual({ email: 'nora@example.com' });
  });

  it('shows the link problem when the link is used up between opening and clicking', async () => {
    openActivate((call) => {
      if (call.url === tokenUrl) {
        return jsonResponse(200, { data: { purpose: 'activation', email: 'nora@example.com', needs_password: false } });
      }
      if (call.url === '/api/auth/activate') return jsonResponse(410, { message: 'This link has already been used.' });
      return jsonResponse(404, { message: 'nope' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Activate account' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument());
    expect(screen.getByText('This link has already been used.')).toBeInTheDocument();
  });

  it('moves on to the code step when the account has two-factor authentication', async () => {
    openActivate((call) => {
      if (call.url === tokenUrl) {
        return jsonResponse(200, { data: { purpose: 'activation', email: 'nora@example.com', needs_password: false } });
      }
      if (call.url === '/api/auth/activate') return jsonResponse(200, { data: { two_factor_required: true } });
      return jsonResponse(404, { message: 'nope' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Activate account' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  });
});
