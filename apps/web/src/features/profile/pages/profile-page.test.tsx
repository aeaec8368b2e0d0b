import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const qr =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcd${i}`);

describe('profile, two-factor enrolment', () => {
  it('asks the password, shows QR and key, confirms a code and shows the recovery codes once', async () => {
    let enabled = false;
    const app = renderApp({ path: '/profile', user: users.trainee });
    // A server whose session check reports the state after enrolment.
    app.http.fn.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const call = {
        url,
        method: (init.method ?? 'GET').toUpperCase(),
        headers: new Headers(init.headers),
        body: init.body,
      };
      app.http.calls.push(call);
      if (url === '/api/csrf-token') return jsonResponse(200, { token: 'token-1' });
      if (url === '/api/auth/session') {
        return jsonResponse(200, { data: { ...users.trainee, two_factor_enabled: enabled } });
      }
      if (url === '/api/profile/two-factor/setup') {
        return jsonResponse(200, {
          data: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_code: qr },
        });
      }
      if (url === '/api/profile/two-factor/confirm') {
        enabled = true;
        return jsonResponse(200, { data: { recovery_codes: codes } });
      }
      return jsonResponse(404, { message: 'nope' });
    });

    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    expect(within(section).getByText('Not enabled')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Set up two-factor authentication' }));

    await userEvent.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(await within(section).findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(within(section).getByLabelText('Password', { exact: true }), 'DemoPass!2026');
    await userEvent.click(within(section).getByRole('button', { name: 'Continue' }));

    const image = await within(section).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(image).toHaveAttribute('src', qr);
    expect(within(section).getByRole('textbox', { name: 'Setup key' })).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(within(section).getByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    const setup = app.http.calls.find((c) => c.url === '/api/profile/two-factor/setup');
    expect(JSON.parse(String(setup?.body))).toEqual({ password: 'DemoPass!2026' });

    await userEvent.type(within(section).getByLabelText('Authentication code'), '12');
    await userEvent.click(within(section).getByRole('button', { name: 'Confirm' }));
    expect(await within(section).findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    await userEvent.type(within(section).getByLabelText('Authentication code'), '3456');
    await userEvent.click(within(section).getByRole('button', { name: 'Confirm' }));

    expect(await within(section).findByRole('heading', { name: 'Recovery codes' })).toBeInTheDocument();
    const list = within(section).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(within(section).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    const confirm = app.http.calls.find((c) => c.url === '/api/profile/two-factor/confirm');
    expect(JSON.parse(String(confirm?.body))).toEqual({ code: '123456' });

    // The current user was refreshed: the badge says enabled while the codes stay on screen.
    await waitFor(() => expect(within(section).getByText('Enabled')).toBeInTheDocument());
    expect(within(section).getByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'I have saved these codes' }));
    expect(within(section).queryByRole('heading', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('shows a wrong password on the field', async () => {
    renderApp({
      path: '/profile',
      user: users.trainee,
      handler: () =>
        jsonResponse(422, {
          message: 'The given data was invalid.',
          errors: { password: ['The current password is incorrect.'] },
        }),
    });
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await userEvent.click(within(section).getByRole('button', { name: 'Set up two-factor authentication' }));
    await userEvent.type(within(section).getByLabelText('Password', { exact: true }), 'wrong');
    await userEvent.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(await within(section).findByText('The current password is incorrect.')).toBeInTheDocument();
  });
});

describe('profile, personal details', () => {
  it('saves names and language and refreshes the current user', async () => {
    const saved = { ...users.trainee, first_name: 'Tamara', language: 'de' };
    const app = renderApp({
      path: '/profile',
      user: users.trainee,
      handler: (call) =>
        call.url === '/api/profile' ? jsonResponse(200, { data: saved }) : jsonResponse(404, { message: 'nope' }),
    });
    const section = await screen.findByRole('region', { name: 'Personal details' });
    const first = within(section).getByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Tamara');
    await userEvent.selectOptions(within(section).getByLabelText('Language'), 'de');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    // The saved language takes over at once, without a reload: the confirmation already speaks it.
    expect(await screen.findByText('Ihr Profil wurde gespeichert.')).toBeInTheDocument();
    const call = app.http.calls.find((c) => c.url === '/api/profile');
    expect(call?.method).toBe('PATCH');
    expect(call?.headers.get('Accept-Language')).toBe('en');
    expect(JSON.parse(String(call?.body))).toEqual({ first_name: 'Tamara', last_name: 'Trainee', language: 'de' });
    expect(window.localStorage.getItem('portal.language')).toBe('de');
  });

  it('switches the whole UI to the saved language and asks the server in it from then on', async () => {
    const saved = { ...users.trainee, language: 'de' };
    const app = renderApp({
      path: '/profile',
      user: users.trainee,
      handler: (call) =>
        call.url === '/api/profile' ? jsonResponse(200, { data: saved }) : jsonResponse(404, { message: 'nope' }),
    });
    const section = await screen.findByRole('region', { name: 'Personal details' });
    expect(document.documentElement.lang).toBe('en');
    await userEvent.selectOptions(within(section).getByLabelText('Language'), 'de');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));

    const german = await screen.findByRole('region', { name: 'Persönliche Daten' });
    expect(screen.getByRole('heading', { name: 'Profil', level: 1 })).toBeInTheDocument();
    expect(within(german).getByLabelText('Sprache')).toHaveValue('de');
    expect(screen.getByRole('region', { name: 'Zwei-Faktor-Authentifizierung' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');

    // The next request carries the new language, so the server's messages follow it too.
    await userEvent.click(within(german).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(app.http.calls.filter((c) => c.url === '/api/profile')).toHaveLength(2));
    const [first, second] = app.http.calls.filter((c) => c.url === '/api/profile');
    expect(first?.headers.get('Accept-Language')).toBe('en');
    expect(second?.headers.get('Accept-Language')).toBe('de');
  });
});
