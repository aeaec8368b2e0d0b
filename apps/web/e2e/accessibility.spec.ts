import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, shoot, signedInAs, signIn } from './support';

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
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
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

  test("an organization's pages at 390 px keep the active tab in view and pass axe", async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/organizations?filter[search]=Riverside');
    await page.getByRole('link', { name: 'Riverside University Hospital Surgical Residency' }).first().click();
    const tabs = page.getByRole('navigation', { name: 'Organization', exact: true });
    await expect(tabs).toBeVisible();
    const names = await tabs.getByRole('link').allTextContents();
    expect(names.length).toBeGreaterThan(5);
    // Each tab from the bar: the bar is wider than the phone, the tab just opened stays in view (all but the
    // pixel of its border that the bar's own line covers).
    for (const name of names) {
      await tabs.getByRole('link', { name, exact: true }).click();
      const active = tabs.getByRole('link', { name, exact: true });
      await expect(active).toHaveAttribute('aria-current', 'page');
      await expect(active).toBeInViewport({ ratio: 0.95 });
      await expectAccessible(page, `the organization's ${name} tab at 390 px`);
    }
    // The last tab is the team's performance: e-mail addresses on one line in the cards, not broken mid-word.
    const address = page.getByText('olivia.martin@riverside.example.com', { exact: true });
    await expect(address).toBeVisible();
    const lines = await address.evaluate(
      (element) => element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(lines).toBeLessThan(1.5);
    await shoot(page, 'organization-team-390');
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
  test('the "Use" card opens how to train, which passes axe at desktop and phone widths', async ({ page }) => {
    await page.goto('/getting-started');
    await page.getByRole('link', { name: /^Use/ }).click();
    await expect(page).toHaveURL(/\/getting-started\/use$/);
    await expect(heading(page, 'How to train with LapSkills')).toBeVisible();
    await expect(page.getByRole('list', { name: 'The eight skills' }).getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('link', { name: 'Connect the game' })).toHaveAttribute('href', '/device');
    await expectAccessible(page, '/getting-started/use');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, '/getting-started/use at 390 px');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, 'training-guide');
  });

  test('training activity at 390 px: the tables scroll by keyboard, and it passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/trainee/training-activity');
    const region = page.getByRole('region', { name: 'Last 10 sessions, scrolls sideways' });
    await expect(region.getByRole('table', { name: 'Last 10 sessions' })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, '/trainee/training-activity at 390 px');
    // Wider than the phone: the keyboard reaches the region and scrolls it to the skills column.
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await region.focus();
    await expect(region).toBeFocused();
    for (let press = 0; press < 10; press++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect(region.getByRole('columnheader', { name: 'Skills' })).toBeInViewport();
    await shoot(page, 'training-activity-390');
  });

  test('the unauthorized screen passes axe', async ({ page }) => {
    await page.goto('/getting-started');
    await expect(heading(page, 'Getting started')).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expectAccessible(page, '/unauthorized');
  });
});
