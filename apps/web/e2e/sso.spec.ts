import { expect, type Page, test } from '@playwright/test';
import { type DevOidcProvider, startOidcProvider } from '../../server/scripts/dev-oidc-provider.mjs';
import { expectAccessible, shoot, signedInAs, signIn } from './support';

/**
 * Single sign-on (issue 28) in Chromium: the manager configures the organization's OpenID provider (a real
 * `oidc-provider` started here, with its own development sign-in page), a resident signs in through that page,
 * is provisioned, signs out at the provider too, and connects the game's device through single sign-on.
 *
 * The portal names itself `http://localhost:<port>` (its APP_URL default), so this spec uses that origin: the
 * provider sends the browser back there, and the cookies must be that host's.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const APP = `http://localhost:${PORT}`;
const DOMAIN = 'e2e-hospital.test';
const SECRET = 'e2e-hospital-client-secret';

let op: DevOidcProvider;

test.beforeAll(async () => {
  op = await startOidcProvider({
    port: PORT + 8,
    clients: [
      {
        client_id: 'lapskills-portal',
        client_secret: SECRET,
        redirect_uris: [`${APP}/api/auth/sso/callback`],
        post_logout_redirect_uris: [`${APP}/login`],
      },
    ],
  });
});
test.afterAll(async () => op?.close());

/** Sign in at the provider's own page (any password: its development accounts). */
async function signInAtProvider(page: Page, email: string) {
  await expect(page).toHaveURL(new RegExp(`^${op.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('hospital-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

async function continueWithOrganization(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const link = page.getByRole('link', { name: 'Continue with your organization' });
  await expect(link).toBeVisible();
  return link;
}

test.describe.configure({ mode: 'serial' });

test('the manager turns on single sign-on for the organization', async ({ page }) => {
  await page.goto(`${APP}/login`);
  await signIn(page, 'manager@example.com');
  await expect(page).toHaveURL(/\/getting-started$/);
  await page.goto(`${APP}/manager/organisation-details`);
  const card = page.getByRole('region', { name: 'Single sign-on' });
  await expect(card.getByText('has no single sign-on yet')).toBeVisible();

  await card.getByLabel('Issuer URL').fill('https://gmail.com');
  await card.getByLabel('Client ID').fill('lapskills-portal');
  await card.getByLabel('Client secret').fill(SECRET);
  await card.getByLabel('E-mail domains').fill('gmail.com');
  await card.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(card.getByText('gmail.com belongs to a public mail provider')).toBeVisible();
  await expectAccessible(page, 'single sign-on card with errors');

  await card.getByLabel('Issuer URL').fill(op.issuer);
  await card.getByLabel('E-mail domains').fill(DOMAIN);
  await card.getByRole('switch', { name: 'Refuse password sign-in for these domains' }).check();
  await card.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(card.getByText('Single sign-on is on')).toBeVisible();
  await expect(card.getByText(`${APP}/api/auth/sso/callback`)).toBeVisible();
  await expectAccessible(page, 'single sign-on card');
  await shoot(page, 'sso-manager-card');
});

test('a resident signs in through the provider, is provisioned, and signs out there too', async ({ page }) => {
  await page.goto(`${APP}/login`);
  const link = await continueWithOrganization(page, `nora.berg@${DOMAIN}`);
  // Password sign-in is refused for the domain: no password field is offered.
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expectAccessible(page, '/login with single sign-on');
  await shoot(page, 'sso-login');
  await link.click();

  await signInAtProvider(page, `nora.berg@${DOMAIN}`);
  await expect(page).toHaveURL(`${APP}/getting-started`);
  await expect(page.getByRole('button', { name: 'Nora Berg' })).toBeVisible();

  // Sign-out ends the portal's session, then the provider's (its confirmation page), back at the login page.
  await page.getByRole('button', { name: 'Nora Berg' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(new RegExp(`^${op.issuer}/session/end`));
  await page.getByRole('button', { name: /Yes, sign me out/i }).click();
  await expect(page).toHaveURL(`${APP}/login`);
  // The provider asks for the sign-in again: its session is over.
  await (await continueWithOrganization(page, `nora.berg@${DOMAIN}`)).click();
  await expect(page).toHaveURL(new RegExp(`^${op.issuer}/interaction/`));
});

test('a callback that fails lands on the login page with its reason', async ({ page }) => {
  await page.goto(`${APP}/api/auth/sso/callback?code=forged&state=forged`);
  await expect(page).toHaveURL(`${APP}/login?sso_error=expired`);
  await expect(page.getByRole('alert')).toContainText('expired or was not started in this browser');
  await expectAccessible(page, '/login after a failed single sign-on');
});

test("the game's device signs in for a resident who comes through single sign-on", async ({ page }) => {
  const res = await fetch(`${APP}/api/game/device/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'lapskills-game', device_name: 'Skills lab PC 2', platform: 'windows' }),
  });
  const code = (await res.json()) as { user_code: string };

  await page.goto(`${APP}/device?user_code=${code.user_code}`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await (await continueWithOrganization(page, `omar.haddad@${DOMAIN}`)).click();
  await signInAtProvider(page, `omar.haddad@${DOMAIN}`);
  await expect(page).toHaveURL(`${APP}/device?user_code=${code.user_code}`);
  const asking = page.getByRole('region', { name: 'Is this your device?' });
  await expect(asking.getByText('Skills lab PC 2')).toBeVisible();
  await asking.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('region', { name: 'Device connected' })).toContainText('Skills lab PC 2 is signed in');
});

test.describe('as the admin', () => {
  test.use(signedInAs('admin'));

  test("the organization's single sign-on tab shows what the manager set", async ({ page }) => {
    await page.goto('/admin/organizations?filter[search]=Elisabeth');
    await page.getByRole('link', { name: 'St. Elisabeth Teaching Hospital', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Organization', exact: true })
      .getByRole('link', { name: 'Single sign-on' })
      .click();
    await expect(page).toHaveURL(/\/sso$/);
    const card = page.getByRole('region', { name: 'Single sign-on' });
    await expect(card.getByText('Single sign-on is on')).toBeVisible();
    await expect(card.getByLabel('E-mail domains')).toHaveValue(DOMAIN);
    await expectAccessible(page, "the admin's single sign-on tab");
    await shoot(page, 'sso-admin-tab');
  });
});
