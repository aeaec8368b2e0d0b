import { expect, test } from '@playwright/test';
import { expectAccessible, shoot, signedInAs, signIn } from './support';

/** A demo person no other spec acts on: Sofia Rossi, a personal billing with her own seat. */
const SOFIA = { email: 'sofia.rossi@example.com', name: 'Sofia Rossi' } as const;

test.describe('erasure (GDPR art. 17)', () => {
  test.use(signedInAs('admin'));

  test('an admin erases a user from the user page; the person can no longer sign in', async ({ page, browser }) => {
    test.setTimeout(150_000);
    await page.goto(`/admin/users?filter[search]=${encodeURIComponent(SOFIA.email)}`);
    await page.getByRole('table').getByRole('link', { name: SOFIA.name, exact: true }).click();
    await page.getByRole('button', { name: 'Erase personal data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase personal data?' });
    await expect(dialog).toContainText(`${SOFIA.name} (${SOFIA.email}) will be erased`);
    await expect(dialog).toContainText('legal retention period of 10 years');
    await expectAccessible(page);
    await shoot(page, 'admin-erase-user-dialog');
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await expect(page.getByText(`${SOFIA.name} was erased.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users$/);

    // The retention screen lists dormant accounts (none in a fresh demo world: everyone signed in lately).
    await page.goto('/admin/retention');
    await expect(page.getByRole('heading', { name: 'Retention' })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'admin-retention');

    // A visitor: no stored session (the file's `use` would lend the admin's).
    const context = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      storageState: { cookies: [], origins: [] },
    });
    const visitor = await context.newPage();
    await visitor.goto('/login');
    await signIn(visitor, SOFIA.email);
    await expect(visitor.getByText('The provided credentials are incorrect.').first()).toBeVisible();
    await expect(visitor).toHaveURL(/\/login/);
    await context.close();
  });
});
