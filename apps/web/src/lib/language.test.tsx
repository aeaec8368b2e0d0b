import { translate } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/http';
import { renderApp } from '../test/render-app';
import { users } from '../test/users';
import { applyLanguage, i18n, tMessage } from './i18n';
import { LANGUAGE_STORAGE_KEY, resolveLanguage } from './language';

afterEach(() => vi.unstubAllGlobals());

describe('the UI language', () => {
  it("starts in English for an English browser (jsdom's en-US) with nothing stored", () => {
    expect(navigator.language).toBe('en-US');
    expect(resolveLanguage()).toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it("follows a German browser, and the stored choice over the browser's", () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-AT');
    expect(resolveLanguage()).toBe('de');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(resolveLanguage()).toBe('en');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    window.localStorage.clear();
    expect(resolveLanguage()).toBe('en');
  });

  it('renders the login page in German, catalogue messages included, and asks the server in German', async () => {
    await applyLanguage('de');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    const app = renderApp({
      path: '/login',
      user: null,
      handler: (call) =>
        call.url === '/api/auth/sso/start'
          ? jsonResponse(200, { data: { redirect_url: null, password_sign_in: true } })
          : jsonResponse(422, {
              message: 'Die angegebenen Zugangsdaten sind nicht korrekt.',
              errors: { email: ['Die angegebenen Zugangsdaten sind nicht korrekt.'] },
            }),
    });
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Dieses Feld ist erforderlich')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('E-Mail', { exact: true }), 'trainee@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await userEvent.type(await screen.findByLabelText('Passwort', { exact: true }), 'wrong');
    expect(screen.getByText('Passwort vergessen?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Anmeldung fehlgeschlagen');
    const login = app.http.calls.find((c) => c.url === '/api/auth/login');
    expect(login?.headers.get('Accept-Language')).toBe('de');
  });

  it("adopts the signed-in user's language when this browser stored another one", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    renderApp({ path: '/profile', user: { ...users.trainee, language: 'de' } });
    expect(await screen.findByRole('region', { name: 'Persönliche Daten' })).toBeInTheDocument();
    expect(i18n.language).toBe('de');
    await waitFor(() => expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de'));
  });

  it('translates catalogue messages in the current language', async () => {
    expect(translate('validation.required', 'de')).toBe('Dieses Feld ist erforderlich');
    expect(tMessage('validation.required')).toBe('This field is required');
    await applyLanguage('de');
    expect(tMessage('validation.max_length', { max: 50 })).toBe('Dieses Feld darf höchstens 50 Zeichen lang sein.');
  });

  it("fetches the shell's and a feature's texts when first asked for, in English and in the chosen language", async () => {
    // A fresh i18n (and i18next) as a browser starts it: the public texts only.
    vi.resetModules();
    const fresh = await import('./i18n');
    const feature = fresh.defineTexts('sample', {
      en: async () => ({ sample: { title: 'Sample' } }),
      de: async () => ({ sample: { title: 'Beispiel' } }),
    });
    const exists = (key: string) => fresh.i18n.exists(key as never);
    expect(exists('record.notFound')).toBe(false);
    await fresh.applyLanguage('de');
    await fresh.loadUiTexts('app');
    expect(fresh.i18n.t('form.cancel')).toBe('Abbrechen');
    expect(exists('sample.title')).toBe(false);
    await fresh.loadUiTexts(feature);
    expect(fresh.i18n.t('sample.title' as never)).toBe('Beispiel');
    // Switching back finds the English parts already there.
    await fresh.applyLanguage('en');
    expect(fresh.i18n.t('sample.title' as never)).toBe('Sample');
  });
});
