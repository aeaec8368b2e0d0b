import { expect, test } from '@playwright/test';
import { signIn, signOut } from './support';

const roles = [
  {
    email: 'admin@example.com',
    name: 'Ada Admin',
    cards: [
      'Manage software',
      'Manage hardware',
      'Manage users',
      'Manage organizations',
      'Manage billing',
      'Manage licenses',
    ],
    sections: ['Admin'],
    // A super-admin without an organization has nothing to manage: no empty manager section.
    hidden: ['Manager', 'Trainee'],
  },
  {
    email: 'manager@example.com',
    name: 'Maya Manager',
    cards: ['Check licenses', 'Attach a license to a user', 'Check team performance'],
    sections: ['Manager'],
    hidden: ['Admin', 'Trainee'],
  },
  {
    email: 'trainer@example.com',
    name: 'Tom Trainer',
    cards: ['Download', 'Setup', 'Use', 'Insights'],
    sections: ['Trainee'],
    hidden: ['Admin', 'Manager'],
  },
  {
    email: 'trainee@example.com',
    name: 'Tara Trainee',
    cards: ['Download', 'Setup', 'Use', 'Insights'],
    sections: ['Trainee'],
    hidden: ['Admin', 'Manager'],
  },
];

for (const role of roles) {
  test(`${role.email} sees their getting-started variant and navigation, then signs out`, async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, role.email);
    await expect(page).toHaveURL(/\/getting-started$/);
    await expect(page.getByRole('heading', { name: 'Getting started', level: 1 })).toBeVisible();
    for (const card of role.cards) {
      await expect(page.getByRole('heading', { name: card, level: 2, exact: true })).toBeVisible();
    }
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const section of role.sections) await expect(nav.getByText(section, { exact: true })).toBeVisible();
    for (const section of role.hidden) await expect(nav.getByText(section, { exact: true })).toHaveCount(0);
    await signOut(page, role.name);
    // Signed out for real: the guarded page sends back to sign-in.
    await page.goto('/getting-started');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
}

test('a guarded URL while signed out goes to sign-in and back after it', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/);
  await signIn(page, 'trainee@example.com');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
});

test('a trainee opening an admin URL lands on unauthorized', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'trainee@example.com');
  await expect(page).toHaveURL(/\/getting-started$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});

test('wrong credentials show the catalogue message and the form keeps the email', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await signIn(page, 'trainee@example.com', 'Wrong-Password-1');
  await expect(page.getByText('The provided credentials are incorrect.').first()).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('trainee@example.com');
});

test('an unknown URL shows not found; legal pages are readable signed out', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
  await page.goto('/terms-of-use');
  await expect(page.getByRole('heading', { name: 'Terms of use', level: 1 })).toBeVisible();
});

test('the shell switches to the mobile layout under 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await signIn(page, 'manager@example.com');
  // What a person waits for before opening the menu: the page they signed in to. The shell (and its
  // burger) shows already at "/", whose redirect to /getting-started then closes a menu opened too early.
  await expect(page).toHaveURL(/\/getting-started$/);
  await expect(page.getByRole('heading', { name: 'Getting started', level: 1 })).toBeVisible();
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(burger).toBeVisible();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Getting started' })).not.toBeInViewport();
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Getting started' })).toBeInViewport();
});

test('the sign-in page arrives compressed (brotli) and works', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname === '/login' || /^\/assets\/.+\.(?:js|css)$/.test(pathname)) {
      encodings.set(pathname, response.headers()['content-encoding']);
    }
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  expect(encodings.get('/login')).toBe('br');
  expect([...encodings.keys()].filter((p) => p.endsWith('.js')).length).toBeGreaterThan(0);
  expect([...encodings.keys()].filter((p) => p.endsWith('.css')).length).toBeGreaterThan(0);
  for (const [pathname, encoding] of encodings) expect(encoding, pathname).toBe('br');
  await signIn(page, 'trainee@example.com');
  await expect(page).toHaveURL(/\/getting-started$/);
  await expect(page.getByRole('heading', { name: 'Getting started', level: 1 })).toBeVisible();
});

test('one port serves the app with long-lived caching for hashed assets only', async ({ request }) => {
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const html = await index.text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const script = await request.get(asset as string, { headers: { 'accept-encoding': 'gzip' } });
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-encoding']).toBe('gzip');
  expect(script.headers().vary).toBe('Accept-Encoding');
  const plain = await request.get(asset as string, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toBe(await script.text());
  // The compressed copies are not files of their own.
  expect((await request.get(`${asset}.br`)).status()).toBe(404);
  const deepLink = await request.get('/getting-started');
  expect(deepLink.headers()['content-type']).toContain('text/html');
  // A file that is not there is a 404, never the app's HTML in its place.
  expect((await request.get('/assets/index-from-an-older-build.js')).status()).toBe(404);
  const api = await request.get('/api/nothing');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ message: 'The selected resource does not exist.', code: 'not_found' });
});
