import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, shoot, signedInAs } from './support';

/**
 * The admin's licensing screens (issue 16): billing details and product licenses of an organization, one
 * member's seats, and the lists of every license and every billing. The shared admin session: no sign-out.
 */
test.use(signedInAs('admin'));

const ORGANIZATION = 'Clinique Universitaire du Parc Skills Lab';
const PRODUCT = 'LapSkills Core (12 months)';

/** A form field by its label; a required field's label ends in an asterisk. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function openOrganization(page: Page) {
  await page.goto('/admin/organizations?filter[search]=Parc');
  await page.getByRole('link', { name: ORGANIZATION, exact: true }).click();
  await expect(page.getByRole('heading', { name: ORGANIZATION, level: 1 })).toBeVisible();
}

test('billing details, a license of 5 seats, a seat attached and detached, billing canceled and reactivated', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await openOrganization(page);
  const tabs = page.getByRole('navigation', { name: 'Organization', exact: true });

  // No license without billing: the licenses tab says so and links to the billing tab.
  await tabs.getByRole('link', { name: 'Product licenses' }).click();
  await expect(page.getByText('No billing information. Please add a billing profile first.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add license' })).toBeDisabled();
  await expectAccessible(page, 'product licenses without billing');
  await page.getByRole('link', { name: 'Add billing details' }).click();

  // The billing form starts from the organization's name and address; the VAT number is checked per country.
  await expect(page).toHaveURL(/\/billing-details$/);
  await expect(page.getByText('No billing yet')).toBeVisible();
  await expect(field(page, 'Legal name')).toHaveValue(ORGANIZATION);
  await expectAccessible(page, 'billing details, empty');
  await field(page, 'Billing email').fill('finance@parc.example.com');
  await field(page, 'VAT number').fill('BE12');
  await page.getByRole('button', { name: 'Create billing' }).click();
  await expect(page.getByText('Enter a valid VAT number with its country prefix, e.g. NL123456789B01.')).toBeVisible();
  await field(page, 'VAT number').fill('BE0417497106');
  await field(page, 'Purchase-order reference').fill('PO-2026-0042');
  await page.getByRole('button', { name: 'Create billing' }).click();
  await expect(toast(page, `The billing of ${ORGANIZATION} was created.`)).toBeVisible();
  const period = page.getByRole('region', { name: 'Current period' });
  await expect(period.getByText('Active', { exact: true })).toBeVisible();
  await expect(period.getByText('12 months')).toBeVisible();
  // A new cycle waits for the next period, and the form says so.
  await page.getByRole('combobox', { name: /^Billing cycle/ }).click();
  await page.getByRole('option', { name: '6 months' }).click();
  await expect(page.getByText('A new cycle applies from the next period')).toBeVisible();
  await page.getByRole('button', { name: 'Save billing details' }).click();
  await expect(toast(page, `The billing details of ${ORGANIZATION} were saved.`)).toBeVisible();
  await expect(period.getByText(/Changes to 6 months when this period ends/)).toBeVisible();
  await expectAccessible(page, 'billing details');

  // A license of 5 seats; the dates default to the billing's period.
  await tabs.getByRole('link', { name: 'Product licenses' }).click();
  await page.getByRole('button', { name: 'Add license' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a license' });
  await dialog.getByRole('combobox', { name: /^Software product/ }).fill('Core (12');
  await page.getByRole('option', { name: PRODUCT }).click();
  await dialog.getByLabel(/^Number of seats/).fill('5');
  await expectAccessible(page, 'the license form');
  await dialog.getByRole('button', { name: 'Add license' }).click();
  await expect(toast(page, `The license of ${PRODUCT} was added.`)).toBeVisible();
  const licenses = page.getByRole('table', { name: 'Licenses' });
  const row = licenses.getByRole('row').filter({ hasText: PRODUCT });
  await expect(row).toContainText('0 of 5');
  await expect(row).toContainText('Active');
  await expectAccessible(page, 'product licenses');

  // A member's seats: attach one of the license, see it counted, detach it after a question.
  await page.getByRole('link', { name: 'Seats of Louis Lambert' }).click();
  await expect(page.getByRole('heading', { name: 'Seats of Louis Lambert', level: 1 })).toBeVisible();
  await expect(page.getByText('No seat is attached to this member yet.')).toBeVisible();
  await expectAccessible(page, 'member seats, none');
  await page.getByRole('combobox', { name: 'License', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${PRODUCT.replace(/[()]/g, '\\$&')} · 5 free`) }).click();
  await page.getByRole('button', { name: 'Attach seat' }).click();
  await expect(toast(page, `A seat of ${PRODUCT} was attached to Louis Lambert.`)).toBeVisible();
  const seats = page.getByRole('table', { name: 'Attached seats' });
  await expect(seats.getByRole('row').filter({ hasText: PRODUCT })).toBeVisible();
  await expectAccessible(page, 'member seats');
  await page.getByRole('link', { name: /Back to the licenses of/ }).click();
  await expect(licenses.getByRole('row').filter({ hasText: PRODUCT })).toContainText('1 of 5');
  await page.getByRole('link', { name: 'Seats of Louis Lambert' }).click();
  await page.getByRole('button', { name: `Detach the seat of ${PRODUCT}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Detach seat' }).click();
  await expect(toast(page, `The seat of ${PRODUCT} was detached from Louis Lambert.`)).toBeVisible();
  await expect(page.getByText('No seat is attached to this member yet.')).toBeVisible();

  // Its license renews with the billing. The billing's period has just begun: nothing to renew by hand yet.
  await page.getByRole('link', { name: /Back to the licenses of/ }).click();
  await expect(licenses.getByRole('row').filter({ hasText: PRODUCT })).toContainText('Renews');
  await tabs.getByRole('link', { name: 'Billing details' }).click();
  await expect(period.getByText('Yes', { exact: true })).toBeVisible();
  await expect(period.getByText('1', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renew now' })).toHaveCount(0);

  // Cancel: the billing reads canceled, offers no renewal and no longer auto-renews, nor does its license.
  await page.getByRole('button', { name: 'Cancel billing' }).click();
  await expectAccessible(page, 'the cancel question');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel billing' }).click();
  await expect(toast(page, `The billing of ${ORGANIZATION} was canceled.`)).toBeVisible();
  await expect(period.getByText('Canceled', { exact: true })).toBeVisible();
  await expect(period.getByText('No', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renew now' })).toHaveCount(0);
  await expectAccessible(page, 'a canceled billing');
  await shoot(page, 'canceled-billing');
  await tabs.getByRole('link', { name: 'Product licenses' }).click();
  const ending = licenses.getByRole('row').filter({ hasText: PRODUCT });
  await expect(ending).toContainText('Ends');
  await expect(ending).not.toContainText('Renews');
  await expectAccessible(page, 'licenses of a canceled billing');
  await tabs.getByRole('link', { name: 'Billing details' }).click();
  await page.getByRole('button', { name: 'Reactivate billing' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(toast(page, `The billing of ${ORGANIZATION} is active again.`)).toBeVisible();
  await expect(period.getByText('Active', { exact: true })).toBeVisible();
});

test('the lists of every license and every billing filter by state, expiry and status', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/getting-started');
  await page.getByRole('link', { name: /Manage licenses/ }).click();
  await expect(page).toHaveURL(/\/admin\/licenses$/);
  const table = page.getByRole('table', { name: 'Licenses' });
  await expect(table.getByRole('row').filter({ hasText: 'St. Elisabeth Teaching Hospital' }).first()).toBeVisible();
  await expectAccessible(page, 'every license');

  await page.getByRole('combobox', { name: 'State', exact: true }).click();
  await page.getByRole('option', { name: 'Expired' }).click();
  await expect(page).toHaveURL(/filter\[state\]=expired/);
  await expect(table.getByRole('row').filter({ hasText: 'St. Elisabeth' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'Rhein-Main' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'Rhein-Main' })).toContainText('LapSkills Pilot');

  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await page.getByLabel('Expiring within 30 days').click();
  await expect(page).toHaveURL(/filter\[expiring_within_days\]=30/);
  // Northbridge's licenses end within 21 days; of St. Elisabeth's, only the Pilot (12 days), not Core.
  await expect(table.getByRole('row').filter({ hasText: 'Northbridge' }).first()).toBeVisible();
  const elisabeth = table.getByRole('row').filter({ hasText: 'St. Elisabeth' });
  await expect(elisabeth).toHaveCount(1);
  await expect(elisabeth).toContainText('LapSkills Pilot');
  await expectAccessible(page, 'licenses expiring within 30 days');

  await page.goto('/getting-started');
  await page.getByRole('link', { name: /Manage billing/ }).click();
  await expect(page).toHaveURL(/\/admin\/billing$/);
  const billings = page.getByRole('table', { name: 'Billing accounts' });
  await expect(billings.getByRole('row').filter({ hasText: 'Sofia Rossi' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Canceled' }).click();
  await expect(billings.getByRole('row').filter({ hasText: 'Rhein-Main' })).toBeVisible();
  await expect(billings.getByRole('row').filter({ hasText: 'Sofia Rossi' })).toHaveCount(0);
  await expectAccessible(page, 'canceled billing accounts');
  await billings.getByRole('link', { name: /Rhein-Main/ }).click();
  await expect(page).toHaveURL(/\/billing-details$/);
  const period = page.getByRole('region', { name: 'Current period' });
  await expect(period.getByText('Canceled', { exact: true })).toBeVisible();
  // A canceled billing offers no renewal.
  await expect(period.getByRole('button', { name: 'Reactivate billing' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renew now' })).toHaveCount(0);
  await expectAccessible(page, 'a canceled billing of the demo');
});

test("a user's personal billing and the seats beside their available products", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/admin/users?filter[search]=Sofia');
  await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: /Sofia/ }).first().click();
  // The user's tab bar (named by the screen that shows it).
  const tabs = page.getByRole('main');
  await tabs.getByRole('link', { name: 'Billing details', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sofia Rossi', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current period' }).getByText('Active', { exact: true })).toBeVisible();
  const personal = page.getByRole('table', { name: 'Personal licenses' });
  await expect(personal.getByRole('row').filter({ hasText: PRODUCT })).toContainText('1 of 1');
  await expectAccessible(page, 'personal billing');
  await tabs.getByRole('link', { name: 'Software', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Attached seats' }).getByText(PRODUCT)).toBeVisible();
  await expectAccessible(page, "the user's software");
});
