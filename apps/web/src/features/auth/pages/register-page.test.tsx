import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const registered = 'Thanks for signing up. Check your email for a link to activate your account.';
const resent = 'If an inactive account exists for this address, we have sent a new activation link.';

async function openRegister(handler?: (call: RecordedCall) => Response) {
  const app = renderApp({ path: '/register', user: null, handler });
  await screen.findByRole('heading', { name: 'Create an account' });
  return app;
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText('First name'), 'Nora');
  await userEvent.type(screen.getByLabelText('Last name'), 'Newcomer');
  await userEvent.type(screen.getByLabelText('Email'), 'Nora@Example.com');
  await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Tr41ning!Lap');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Tr41ning!Lap');
  await userEvent.click(screen.getByLabelText('I accept the privacy policy and terms of use'));
}

describe('register page', () => {
  it("shows the contract's messages, the password mismatch and the terms together, and sends nothing", async () => {
    const app = await openRegister();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'weak');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Your password is not strong enough')).toBeInTheDocument();
    expect(screen.getByText('The password confirmation does not match.')).toBeInTheDocument();
    expect(screen.getByText('Accepting the privacy policy and terms of use is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(app.http.calls.some((c) => c.url === '/api/auth/register')).toBe(false);
  });

  it('links the terms and privacy policy from the checkbox label', async () => {
    await openRegister();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms-of-use');
  });

  it("shows the server's 422 on the field (a common password)", async () => {
    await openRegister(() =>
      jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: { password: ['This password is too common or easy to guess. Please choose another one.'] },
      }),
    );
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('This password is too common or easy to guess. Please choose another one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the form, then says to check the email and can resend the activation mail', async () => {
    const app = await openRegister((call) => {
      if (call.url === '/api/auth/register') return jsonResponse(202, { data: { message: registered } });
      if (call.url === '/api/auth/activation/resend') return jsonResponse(202, { data: { message: resent } });
      return jsonResponse(404, { message: 'nope' });
    });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(registered)).toBeInTheDocument();
    const call = app.http.calls.find((c) => c.url === '/api/auth/register');
    expect(JSON.parse(String(call?.body))).toEqual({
      first_name: 'Nora',
      last_name: 'Newcomer',
      email: 'nora@example.com',
      password: 'Tr41ning!Lap',
      password_confirmation: 'Tr41ning!Lap',
      accept_terms: true,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Resend activation email' }));
    expect(await screen.findByText(resent)).toBeInTheDocument();
    const resend = app.http.calls.find((c) => c.url === '/api/auth/activation/resend');
    expect(JSON.parse(String(resend?.body))).toEqual({ email: 'nora@example.com' });
  });
});
