import { type APIRequest, type APIRequestContext, expect, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD, linkPath, mailCount, signIn, signOut, waitForMail } from './support';

const NEW_PASSWORD = 'Suture-Needle-Driver-61';

function codeFor(secret: string, offsetSeconds = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}

test('sign up, activate from the mailed link, and arrive signed in', async ({ page }) => {
  const email = `newbie-${Date.now()}@example.test`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Last name').fill('Newbie');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill('Something-Else-61');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The password confirmation does not match.')).toBeVisible();
  await expect(page.getByText('Accepting the privacy policy and terms of use is required')).toBeVisible();
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByLabel(/I accept the privacy policy and terms of use/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your email for a link to activate your account.')).toBeVisible();

  const mail = await waitForMail(email, /Activate your LapSkills account/);
  await page.goto(linkPath(mail, '/activate/'));
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page).toHaveURL(/\/getting-started$/);
  await expect(page.getByRole('heading', { name: 'Getting started', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Noor Newbie' })).toBeVisible();

  // The link works once.
  await page.goto(linkPath(mail, '/activate/'));
  await expect(page.getByText('This link has already been used.')).toBeVisible();
});

test('forgot password: mailed link, new password, then sign in with it', async ({ page }) => {
  const email = 'trainee2@example.com';
  const before = await mailCount(email);
  await page.goto('/login');
  // The sign-in asks the e-mail first (single sign-on or password); the link comes with the password.
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The screen loads lazily: wait for it, or the sign-in form's Email field still answers the label.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for this address, we have sent a link to reset the password.'),
  ).toBeVisible();

  const mail = await waitForMail(email, /Reset your LapSkills password/, before);
  await page.goto(linkPath(mail, '/reset-password/'));
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/getting-started$/);
  await signOut(page, 'Theo Trainee');

  await signIn(page, email, DEMO_PASSWORD);
  await expect(page.getByText('The provided credentials are incorrect.').first()).toBeVisible();
  // The form stays at its password step with the e-mail kept.
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/getting-started$/);
});

test('enrol two-factor authentication, then sign in with a code', async ({ page, playwright, baseURL }) => {
  // A user of its own, so the demo accounts other specs sign in with stay without 2FA.
  const email = `tfa-${Date.now()}@example.test`;
  await inviteAndActivate(playwright.request, baseURL as string, email, 'Tess', 'Factor');
  await page.goto('/login');
  await signIn(page, email, NEW_PASSWORD);
  await page.getByRole('button', { name: 'Tess Factor' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
  await twoFactor.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await twoFactor.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
  await page.getByLabel('Authentication code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Recovery codes' })).toBeVisible();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await signOut(page, 'Tess Factor');

  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is invalid or has already been used.')).toBeVisible();
  // The enrolment code was used already; the next time step's code is new (±1 step is accepted).
  await page.getByLabel('Authentication code').fill(codeFor(secret, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/getting-started$/);
});

/** An admin invites a trainee through the API; the invitee activates from the mailed link with NEW_PASSWORD. */
async function inviteAndActivate(api: APIRequest, baseURL: string, email: string, first: string, last: string) {
  const admin = await api.newContext({ baseURL });
  const token = await apiSignIn(admin, 'admin@example.com');
  const orgs = await (
    await admin.get('/api/admin/users?filter[email]=trainee@example.com&include=organization')
  ).json();
  const invited = await admin.post('/api/admin/users', {
    data: { email, first_name: first, last_name: last, role: 'trainee', organization_id: orgs.data[0].organization.id },
    headers: { 'x-csrf-token': token },
  });
  expect(invited.status()).toBe(201);
  await admin.dispose();
  const link = linkPath(await waitForMail(email, /invited/), '/activate/');
  const invitee = await api.newContext({ baseURL });
  const { token: csrf } = await (await invitee.get('/api/csrf-token')).json();
  const activated = await invitee.post('/api/auth/activate', {
    data: { token: link.split('/').pop(), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    headers: { 'x-csrf-token': csrf },
  });
  expect(activated.status()).toBe(200);
  await invitee.dispose();
}

async function apiSignIn(request: APIRequestContext, email: string) {
  const { token } = await (await request.get('/api/csrf-token')).json();
  const res = await request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'x-csrf-token': token },
  });
  expect(res.status()).toBe(200);
  // Sign-in starts a new anti-forgery secret: the signed-in session needs a token of its own.
  return (await (await request.get('/api/csrf-token')).json()).token as string;
}

test('a password set by an admin must be changed before anything else', async ({ page, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  const token = await apiSignIn(admin, 'admin@example.com');
  const list = await (await admin.get('/api/admin/users?filter[email]=manager2@example.com')).json();
  const id = list.data[0].id as string;
  const set = await admin.post(`/api/admin/users/${id}/change-password`, {
    data: { password: 'Temporary-Clamp-20', password_confirmation: 'Temporary-Clamp-20' },
    headers: { 'x-csrf-token': token },
  });
  expect(set.status()).toBe(200);
  await admin.dispose();

  await page.goto('/login');
  await signIn(page, 'manager2@example.com', 'Temporary-Clamp-20');
  await expect(page).toHaveURL(/\/change-password$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('Current password').fill('Temporary-Clamp-20');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/getting-started$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
});
