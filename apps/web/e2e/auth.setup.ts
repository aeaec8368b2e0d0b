import { expect, test as setup } from '@playwright/test';
import { ROLES, type Role, signIn, storageStatePath } from './support';

/**
 * One sign-in per role per run: each role's session is saved as a storage state
 * (`e2e/.auth/<role>.json`) that specs open with `test.use(signedInAs('admin'))` or
 * `pageAs(browser, 'bella')`. Runs before the specs (the `setup` project).
 */
for (const role of Object.keys(ROLES) as Role[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await page.goto('/login');
    await signIn(page, ROLES[role]);
    await expect(page).toHaveURL(/\/getting-started$/);
    await page.context().storageState({ path: storageStatePath(role) });
  });
}
