import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/getting-started$/);
}

test('a duplicate SKU in another letter case is refused on its field', async ({ page }) => {
  await signInAs(page, 'admin@example.com');
  await page.goto('/admin/products-hardware/create');
  await expect(page.getByRole('heading', { name: 'New hardware product', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Second trainer box');
  await page.getByRole('textbox', { name: 'SKU number' }).fill('hw-box-std');
  await page.getByRole('textbox', { name: 'Price' }).fill('99');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('This SKU number is already in use.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products-hardware\/create$/);
});

test("an admin without 'manage product' sees no product navigation and gets /unauthorized", async ({ page }) => {
  // Hanna Hofstra is the demo's admin with 'manage user' only.
  await signInAs(page, 'hanna.hofstra@example.com');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
  for (const label of ['Software products', 'Hardware products', 'Add-ons']) {
    await expect(nav.getByText(label, { exact: true })).toHaveCount(0);
  }
  await page.goto('/admin/products-software');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
