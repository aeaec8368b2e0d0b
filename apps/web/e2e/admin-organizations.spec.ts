import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, linkPath, signIn, signOut, waitForMail } from './support';

const PASSWORD = 'Laparoscope-Trocar-73';

/** A form field by its label; a required field's label ends in an asterisk. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

test('create an organization and invite its license manager, who activates from the mail; a replacement tells both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const organization = `Rhein-Main Skills Lab ${stamp}`;
  const manager = `lena-${stamp}@example.test`;
  const successor = `jonas-${stamp}@example.test`;

  // An admin creates the organization; the zipcode is checked against the country's format.
  // This flow signs out and in again: sessions of its own, not the shared ones (support.ts `signedInAs`).
  await page.goto('/login');
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/getting-started$/);
  await page.getByRole('link', { name: 'Organizations' }).first().click();
  await expect(page.getByRole('heading', { name: 'Organizations', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Organizations' })).not.toHaveAttribute('aria-busy', 'true');
  await expectAccessible(page, 'the organizations list');
  await page.getByRole('link', { name: 'New organization' }).first().click();
  await expect(page.getByRole('heading', { name: 'New organization', level: 1 })).toBeVisible();
  await field(page, 'Name').fill(organization);
  await field(page, 'Street').fill('Theodor-Stern-Kai');
  await field(page, 'House number').fill('7');
  await field(page, 'Addition').fill('Haus 23A');
  await page.getByRole('combobox', { name: 'Country' }).fill('Germ');
  await page.getByRole('option', { name: 'Germany' }).click();
  await field(page, 'Zipcode').fill('ABCDE');
  await field(page, 'City').fill('Frankfurt am Main');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page.getByText('Enter a postcode of five digits for this country, e.g. 10115.')).toBeVisible();
  await expectAccessible(page, 'a new organization with a field error');
  await field(page, 'Zipcode').fill('60596');
  await page.getByRole('button', { name: 'Create organization' }).click();

  // Straight on to its license manager: someone new, who gets the invitation mail.
  await expect(page).toHaveURL(/\/admin\/organizations\/[0-9a-f-]+\/license-manager$/);
  await expect(page.getByRole('heading', { name: organization, level: 1 })).toBeVisible();
  await expect(page.getByText('This organization has no license manager yet.')).toBeVisible();
  await expectAccessible(page, 'the license manager screen');
  await field(page, 'Email').fill(manager);
  await field(page, 'First name').fill('Lena');
  await field(page, 'Last name').fill('Lang');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${manager}.`)).toBeVisible();
  const current = page.getByRole('region', { name: 'Current license manager' });
  await expect(current.getByText('Lena Lang')).toBeVisible();
  await expect(current.getByText('Invitation pending')).toBeVisible();
  await signOut(page, 'Ada Admin');

  // The invitee chooses a password from the mail and is the organization's license manager.
  const invitation = await waitForMail(manager, new RegExp(`license manager of ${organization}`));
  expect(invitation.text).toContain(`invited you to be the license manager of ${organization}`);
  await page.goto(linkPath(invitation, '/activate/'));
  await expect(field(page, 'Password')).toBeVisible();
  await expectAccessible(page, 'the invitation');
  await field(page, 'Password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page).toHaveURL(/\/getting-started$/);
  const me = await (await page.request.get('/api/auth/authorized')).json();
  expect(me.data).toMatchObject({ roles: ['license-manager'], organization: { name: organization } });
  await signOut(page, 'Lena Lang');

  // Inviting someone else replaces her, after a question; she keeps her account and both get a mail.
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/getting-started$/);
  await page.goto(`/admin/organizations?filter[search]=${stamp}`);
  await page.getByRole('link', { name: organization, exact: true }).click();
  await expect(page).toHaveURL(/\/account-details$/);
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByText(manager)).toBeVisible();
  await expectAccessible(page, 'the account details');
  await page
    .getByRole('navigation', { name: 'Organization', exact: true })
    .getByRole('link', { name: 'Name and address' })
    .click();
  await expect(field(page, 'Street')).toHaveValue('Theodor-Stern-Kai');
  await expectAccessible(page, 'the organization edit screen');
  await page
    .getByRole('navigation', { name: 'Organization', exact: true })
    .getByRole('link', { name: 'License manager' })
    .click();
  await expect(page.getByRole('region', { name: 'Current license manager' }).getByText('Lena Lang')).toBeVisible();
  await field(page, 'Email').fill(successor);
  await field(page, 'First name').fill('Jonas');
  await field(page, 'Last name').fill('Becker');
  await page.getByRole('button', { name: 'Replace license manager' }).click();
  const question = page.getByRole('dialog', { name: 'Replace the license manager?' });
  await expect(question).toContainText(
    `${successor} becomes the license manager of ${organization} in place of Lena Lang.`,
  );
  await expectAccessible(page, 'the replace question');
  await question.getByRole('button', { name: 'Replace', exact: true }).click();
  await expect(page.getByText('Lena Lang was told and stays a member as a trainee.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current license manager' }).getByText('Jonas Becker')).toBeVisible();

  const notice = await waitForMail(manager, /no longer the license manager/);
  expect(notice.text).toContain(`Jonas Becker is now the license manager of ${organization}.`);
  await waitForMail(successor, new RegExp(`license manager of ${organization}`));
  await signOut(page, 'Ada Admin');
  await signIn(page, manager, PASSWORD);
  await expect(page).toHaveURL(/\/getting-started$/);
  const after = await (await page.request.get('/api/auth/authorized')).json();
  expect(after.data.roles).toEqual(['trainee']);
});
