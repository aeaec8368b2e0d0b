import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, linkPath, pageAs, signedInAs, signIn, signOut, waitForMail } from './support';

const PASSWORD = 'Insufflator-Port-48';

/** A form field by its label; a required field's label ends in an asterisk. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

test.use(signedInAs('admin'));

/** The users table's rows (its body), by their email cells. */
const table = (page: Page) => page.getByRole('table', { name: 'Users' });
async function rowEmails(page: Page): Promise<string[]> {
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  return table(page).locator('tbody tr td:nth-child(2)').allTextContents();
}

test('an admin invites a user, the invitation mail arrives, and the invitee chooses a password and is signed in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const email = `ines-${stamp}@example.test`;

  // This flow signs out: a session of its own, not the shared admin one.
  await page.context().clearCookies();
  await page.goto('/login');
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/getting-started$/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(table(page).getByRole('link', { name: 'Ada Admin', exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Invite user' }).first().click();
  await expect(page.getByRole('heading', { name: 'Invite a user', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await field(page, 'Email').fill(email);
  await field(page, 'First name').fill('Ines');
  await field(page, 'Last name').fill('Invited');
  // A trainee belongs to an organization: the form says so before anything is sent.
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByRole('combobox', { name: /^Organization/ }).fill('Northbridge');
  await page.getByRole('option', { name: 'Northbridge University Surgical Skills Lab' }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);

  // The list shows the invitee as not active yet.
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(page).toHaveURL(/filter\[search\]=/);
  const row = table(page).getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Inactive')).toBeVisible();
  await expect(row.getByText('Northbridge University Surgical Skills Lab')).toBeVisible();
  await signOut(page, 'Ada Admin');

  const mail = await waitForMail(email, /You are invited to LapSkills/);
  expect(mail.text).toContain(
    'Ada Admin created a LapSkills account for you at Northbridge University Surgical Skills Lab.',
  );
  await page.goto(linkPath(mail, '/activate/'));
  await expect(field(page, 'Password')).toBeVisible();
  await expectAccessible(page);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page).toHaveURL(/\/getting-started$/);
  await expect(page.getByRole('button', { name: 'Ines Invited' })).toBeVisible();
  const me = await (await page.request.get('/api/auth/authorized')).json();
  expect(me.data).toMatchObject({
    email,
    roles: ['trainee'],
    organization: { name: 'Northbridge University Surgical Skills Lab' },
  });
  await signOut(page, 'Ines Invited');

  // The password works for a later sign-in too.
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/getting-started$/);
});

test('the users list keeps filters, sort and page in the URL: a reload shows the same view, Back the one before', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/getting-started');
  await page.goto('/admin/users');
  await expect(table(page).getByRole('link', { name: 'Ada Admin', exact: true })).toBeVisible();
  const role = page.getByRole('combobox', { name: 'Role' });
  const status = page.getByRole('combobox', { name: 'Status' });

  // Trainees who are active, sorted by email from Z to A; each change shows before the next.
  await role.click();
  await page.getByRole('option', { name: 'Trainee', exact: true }).click();
  await expect(role).toHaveValue('Trainee');
  await expect(page).toHaveURL(/filter\[role\]=trainee/);
  await status.click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(status).toHaveValue('Active');
  await expect(page).toHaveURL(/filter\[role\]=trainee&filter\[status\]=active/);
  const emailHeader = page.getByRole('columnheader', { name: /^Email/ });
  await emailHeader.getByRole('button').click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
  await emailHeader.getByRole('button').click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/\?filter\[role\]=trainee&filter\[status\]=active&sort=-email$/);
  const firstPage = await rowEmails(page);
  expect(firstPage).toHaveLength(15);
  expect(firstPage).toEqual([...firstPage].sort().reverse());

  // The next page is part of the view too.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/page=2/);
  await expect(table(page).locator('tbody tr td:nth-child(2)').first()).not.toHaveText(firstPage[0] as string);
  const secondPage = await rowEmails(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.every((email) => email < (firstPage.at(-1) as string))).toBe(true);
  const url = page.url();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  expect(page.url()).toBe(url);
  await expect(
    table(page)
      .getByRole('row')
      .filter({ hasText: secondPage[0] as string }),
  ).toBeVisible();
  expect(await rowEmails(page)).toEqual(secondPage);
  await expect(role).toHaveValue('Trainee');
  await expect(status).toHaveValue('Active');
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Back: the first page of the same view, then the ascending sort.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=-email/);
  await expect(
    table(page)
      .getByRole('row')
      .filter({ hasText: firstPage[0] as string }),
  ).toBeVisible();
  expect(await rowEmails(page)).toEqual(firstPage);
  await page.goBack();
  await expect(page).toHaveURL(/sort=email/);
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await rowEmails(page);
  expect(ascending).toHaveLength(15);
  expect(ascending).toEqual([...ascending].sort());
  expect((ascending[0] as string) <= (secondPage.at(-1) as string)).toBe(true);
  await expect(role).toHaveValue('Trainee');
  await expect(status).toHaveValue('Active');
});

/**
 * Save the user form and wait for the save's own answer: the "Changes saved." of an earlier save may still be on
 * screen, and a page the other user reloads before this save has committed would still see the old permissions.
 */
async function saveChanges(page: Page) {
  const saved = page.waitForResponse(
    (res) => /\/api\/admin\/users\/[^/?]+$/.test(new URL(res.url()).pathname) && res.request().method() !== 'GET',
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText('Changes saved.').last()).toBeVisible();
}

test("a super-admin grants 'manage product' to an admin, who sees the products after a reload and loses them when it is revoked", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // Bella Bakker is the demo's admin with 'manage billing' only; she signs in in a browser of her own.
  const bella = await pageAs(browser, 'bella');
  await bella.goto('/getting-started');
  const nav = bella.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Shipping costs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Software products' })).toHaveCount(0);
  await bella.goto('/admin/products-software');
  await expect(bella).toHaveURL(/\/unauthorized$/);
  await expect(bella.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expectAccessible(bella);

  // The super-admin gives her the permission on her user page.
  await page.goto('/getting-started');
  await page.goto('/admin/users?filter[search]=bella.bakker');
  await table(page).getByRole('link', { name: 'Bella Bakker', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bella Bakker', level: 1 })).toBeVisible();
  await expectAccessible(page);
  const manageProducts = page.getByRole('checkbox', { name: 'Manage products' });
  await expect(page.getByRole('checkbox', { name: 'Manage billing' })).toBeChecked();
  await expect(manageProducts).not.toBeChecked();
  await manageProducts.check();
  await saveChanges(page);

  await bella.goto('/getting-started');
  await expect(nav.getByRole('link', { name: 'Software products' })).toBeVisible();
  await nav.getByRole('link', { name: 'Software products' }).click();
  await expect(bella).toHaveURL(/\/admin\/products-software$/);
  await expect(bella.getByRole('heading', { name: 'Software products', level: 1 })).toBeVisible();
  await expect(bella.getByRole('link', { name: 'LapSkills Core (12 months)', exact: true })).toBeVisible();
  await expectAccessible(bella);

  // Revoked: after a reload the navigation entry is gone and the list is refused again.
  await expect(manageProducts).toBeChecked();
  await manageProducts.uncheck();
  await saveChanges(page);
  await bella.reload();
  await expect(bella).toHaveURL(/\/unauthorized$/);
  await expect(bella.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Shipping costs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Software products' })).toHaveCount(0);
  await bella.context().close();
});
