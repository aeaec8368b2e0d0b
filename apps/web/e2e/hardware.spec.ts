import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectAccessible, pageAs, shoot, signedInAs } from './support';

// The flow spans two sessions and several dialogs: patient on a loaded machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const items = (page: Page) => page.getByRole('table', { name: 'Hardware items' });
const stamp = Date.now().toString(36).slice(-5);
const serial = `ins-e2e-${stamp}`;
const SERIAL = serial.toUpperCase();

test.describe('hardware items', () => {
  test.use(signedInAs('admin'));
  test.setTimeout(300_000);

  test('the admin records an instrument set for an organization; its manager sees it on hardware details', async ({
    page,
    browser,
  }) => {
    await page.goto('/admin/organizations?filter[search]=Elisabeth');
    await page.getByRole('link', { name: 'St. Elisabeth Teaching Hospital', exact: true }).click();
    await expect(page).toHaveURL(/\/account-details$/);
    await page
      .getByRole('navigation', { name: 'Organization', exact: true })
      .getByRole('link', { name: 'Hardware' })
      .click();
    await expect(page).toHaveURL(/\/product-hardware$/);
    await expect(items(page)).not.toHaveAttribute('aria-busy', 'true');
    // The demo world's sets are there.
    await expect(items(page).getByText(/^LTB-PRO-\d{4}-0117$/)).toBeVisible();
    await expectAccessible(page, 'the organization hardware tab');
    await shoot(page, 'organization-hardware');

    await page.getByRole('button', { name: 'Record hardware item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a hardware item' });
    await dialog.getByRole('combobox', { name: /^Hardware product/ }).fill('Instrument');
    await page.getByRole('option', { name: 'Instrument set (HW-INSTR-SET)' }).click();
    // Typed in small letters, shown (and stored) in capitals.
    await dialog.getByRole('textbox', { name: /^Serial number/ }).pressSequentially(serial);
    await expect(dialog.getByRole('textbox', { name: /^Serial number/ })).toHaveValue(SERIAL);
    await dialog.getByRole('combobox', { name: /^Shipping country/ }).fill('Netherlands');
    await page.getByRole('option', { name: 'Netherlands', exact: true }).click();
    await expectAccessible(page, 'the record dialog');
    await shoot(page, 'record-hardware');
    await dialog.getByRole('button', { name: 'Record item' }).click();
    await expect(page.getByText(`Hardware item ${SERIAL} recorded.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = items(page).getByRole('row').filter({ hasText: SERIAL });
    await expect(row).toContainText('Instrument set');
    await expect(row).toContainText('Ordered');
    await expect(row).toContainText('Netherlands');

    // The same serial in other letters is refused on its field.
    await page.getByRole('button', { name: 'Record hardware item' }).click();
    await dialog.getByRole('combobox', { name: /^Hardware product/ }).fill('Instrument');
    await page.getByRole('option', { name: 'Instrument set (HW-INSTR-SET)' }).click();
    await dialog.getByRole('textbox', { name: /^Serial number/ }).fill(SERIAL.toLowerCase());
    await dialog.getByRole('combobox', { name: /^Shipping country/ }).fill('Netherlands');
    await page.getByRole('option', { name: 'Netherlands', exact: true }).click();
    await dialog.getByRole('button', { name: 'Record item' }).click();
    await expect(dialog.getByText('This serial number is already recorded')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Ordered → shipped: the edit offers only the allowed next statuses.
    await page.getByRole('button', { name: `Edit ${SERIAL}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit hardware item ${SERIAL}` });
    await edit.getByRole('combobox', { name: 'Status' }).click();
    await expect(page.getByRole('option')).toHaveText(['Ordered', 'Shipped']);
    await page.getByRole('option', { name: 'Shipped' }).click();
    await expectAccessible(page, 'the edit dialog');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Hardware item ${SERIAL} saved.`)).toBeVisible();
    await expect(row).toContainText('Shipped');

    // The manager of St. Elisabeth reads it on hardware details.
    const manager = await pageAs(browser, 'manager');
    await manager.goto('/getting-started');
    await manager
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Hardware details' })
      .click();
    await expect(manager).toHaveURL(/\/manager\/hardware-details$/);
    const managerRow = items(manager).getByRole('row').filter({ hasText: SERIAL });
    await expect(managerRow).toContainText('Shipped');
    await expect(manager.getByRole('button', { name: `Edit ${SERIAL}` })).toHaveCount(0);
    await manager.getByRole('searchbox', { name: 'Serial number' }).fill(serial.slice(0, 7));
    await expect(items(manager).getByRole('row')).toHaveCount(2);
    await manager.getByRole('searchbox', { name: 'Serial number' }).fill('');
    await expect(items(manager).getByText(/^LTB-PRO-\d{4}-0117$/)).toBeVisible();
    await expectAccessible(manager, 'the manager hardware details');
    await shoot(manager, 'manager-hardware');
    await manager.context().close();

    // Deleted after a question.
    await page.getByRole('button', { name: `Delete ${SERIAL}` }).click();
    const question = page.getByRole('dialog', { name: `Delete hardware item ${SERIAL}?` });
    await expectAccessible(page, 'the delete question');
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Hardware item ${SERIAL} deleted.`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("a user's hardware tab starts empty and records a personal item", async ({ page }) => {
    await page.goto('/admin/users?filter[search]=trainer@example.com');
    await page.getByRole('link', { name: 'Tom Trainer', exact: true }).click();
    await page.getByRole('navigation', { name: 'Edit user' }).getByRole('link', { name: 'Hardware' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/[^/]+\/hardware$/);
    await expect(page.getByText('No hardware items yet')).toBeVisible();
    await expectAccessible(page, 'the user hardware tab');
    await page.getByRole('button', { name: 'Record hardware item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a hardware item' });
    await dialog.getByRole('combobox', { name: /^Hardware product/ }).fill('Pro');
    await page.getByRole('option', { name: 'Laparoscopic trainer box Pro (HW-BOX-PRO)' }).click();
    await dialog.getByRole('textbox', { name: /^Serial number/ }).fill(`usr-${stamp}`);
    await dialog.getByRole('combobox', { name: /^Shipping country/ }).fill('Germany');
    await page.getByRole('option', { name: 'Germany', exact: true }).click();
    await dialog.getByRole('button', { name: 'Record item' }).click();
    const row = items(page)
      .getByRole('row')
      .filter({ hasText: `USR-${stamp.toUpperCase()}` });
    await expect(row).toContainText('Germany');
    await shoot(page, 'user-hardware');
    await page.getByRole('button', { name: `Delete USR-${stamp.toUpperCase()}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No hardware items yet')).toBeVisible();
  });
});
