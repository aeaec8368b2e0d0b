import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signedInAs, signIn } from './support';

// axe reads the whole page each time: seconds on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

const signedOutScreens = [
  { path: '/login', title: 'Sign in' },
  { path: '/register', title: 'Create an account' },
  { path: '/forgot-password', title: 'Forgot your password?' },
  { path: '/privacy-policy', title: 'Privacy policy' },
  { path: '/terms-of-use', title: 'Terms of use' },
  { path: '/no/such/page', title: 'Page not found' },
  { path: '/dev/mails', title: 'Development outbox' },
];

for (const screen of signedOutScreens) {
  test(`${screen.path} passes axe at desktop and phone widths`, async ({ page }) => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(screen.path);
      await expect(heading(page, screen.title)).toBeVisible();
      await expectAccessible(page, `${screen.path} at ${width} px`);
    }
  });
}

test('the sign-in form with its errors passes axe', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expectAccessible(page, '/login with field errors');
  await signIn(page, 'trainee@example.com', 'Wrong-Password-1');
  await expect(page.getByText('The provided credentials are incorrect.').first()).toBeVisible();
  await expectAccessible(page, '/login with the failure alert');
});

test.describe('as the admin', () => {
  test.use(signedInAs('admin'));
  test('signed-in screens and the user menu pass axe', async ({ page }) => {
    await page.goto('/getting-started');
    await expect(heading(page, 'Getting started')).toBeVisible();
    await expectAccessible(page, '/getting-started (admin)');
    await page.getByRole('button', { name: 'Ada Admin' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    // The menu fades in: half-way its text is paler than the finished menu shows it.
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    await expectAccessible(page, 'the user menu');
    await page.keyboard.press('Escape');

    await page.goto('/profile');
    await expect(heading(page, 'Profile')).toBeVisible();
    await expectAccessible(page, '/profile');
  });
});

test.describe('as the license manager', () => {
  test.use(signedInAs('manager'));
  test('the phone layout and its menu pass axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/getting-started');
    await expect(heading(page, 'Getting started')).toBeVisible();
    await expectAccessible(page, '/getting-started at 390 px');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(page.getByRole('link', { name: 'Getting started' })).toBeInViewport();
    await expectAccessible(page, 'the mobile menu');
  });
});

test.describe('as a trainee', () => {
  test.use(signedInAs('trainee'));
  test('the unauthorized screen passes axe', async ({ page }) => {
    await page.goto('/getting-started');
    await expect(heading(page, 'Getting started')).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expectAccessible(page, '/unauthorized');
  });
});
