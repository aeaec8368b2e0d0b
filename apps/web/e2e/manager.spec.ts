import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expectAccessible,
  linkPath,
  mailCount,
  pageAs,
  shoot,
  signedInAs,
  signIn,
  waitForMail,
} from './support';

const PASSWORD = 'Grasper-Clip-Applier-47';

/** A form field by its label; a required field's label ends in an asterisk. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function csrf(request: APIRequestContext): Promise<string> {
  return (await (await request.get('/api/csrf-token')).json()).token as string;
}

/** Choose a password from an invitation link, over the API. */
async function activate(request: APIRequestContext, path: string) {
  const activated = await request.post('/api/auth/activate', {
    data: { token: path.split('/').pop(), password: PASSWORD, password_confirmation: PASSWORD },
    headers: { 'x-csrf-token': await csrf(request) },
  });
  expect(activated.status()).toBe(200);
}

/**
 * An organization and its license manager of this spec's own: handing the role over changes the
 * manager for good, so neither the demo's St. Elisabeth (the shared `manager` session) nor
 * Northbridge (whose manager's password another spec changes) is used.
 */
async function organizationWithManager(request: APIRequestContext, name: string, manager: string) {
  await request.post('/api/auth/login', {
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
    headers: { 'x-csrf-token': await csrf(request) },
  });
  const token = await csrf(request);
  const created = await request.post('/api/admin/organizations', {
    data: {
      name,
      street: 'Meibergdreef',
      house_number: '9',
      addition: '',
      zipcode: '1105 AZ',
      city: 'Amsterdam',
      country: 'NL',
    },
    headers: { 'x-csrf-token': token },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: string };
  const invited = await request.post(`/api/admin/organizations/${id}/license-manager`, {
    data: { email: manager, first_name: 'Mara', last_name: 'Maas' },
    headers: { 'x-csrf-token': token },
  });
  expect(invited.status()).toBe(201);
  await request.post('/api/auth/logout', { headers: { 'x-csrf-token': token } });
  await activate(request, linkPath(await waitForMail(manager, /license manager of/), '/activate/'));
  return id;
}

test('a license manager invites, edits, resends and deactivates a member, keeps the address, hands the role over and loses the section', async ({
  page,
  playwright,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const organization = `Amstel Simulation Centre ${stamp}`;
  const manager = `mara-${stamp}@example.test`;
  const trainee = `tijn-${stamp}@example.test`;
  const trainer = `fenna-${stamp}@example.test`;
  const request = await playwright.request.newContext({ baseURL });
  const organizationId = await organizationWithManager(request, organization, manager);

  await page.goto('/login');
  await signIn(page, manager, PASSWORD);
  await expect(page).toHaveURL(/\/getting-started$/);

  // Account details: the organization's card and its members (only the manager so far).
  await nav(page).getByRole('link', { name: 'Account details' }).click();
  await expect(page.getByRole('heading', { name: 'Account details', level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: 'Organization' });
  await expect(card.getByRole('heading', { name: organization })).toBeVisible();
  await expect(card.getByText('1105 AZ Amsterdam')).toBeVisible();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('link', { name: 'Mara Maas', exact: true })).toBeVisible();
  await expectAccessible(page, 'the account details');

  // Invite a trainee: the mail arrives with a link to choose a password.
  await page.getByRole('link', { name: 'Invite member' }).first().click();
  await expect(page.getByRole('heading', { name: 'Invite a member', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the invitation form');
  await field(page, 'Email').fill(trainee);
  await field(page, 'First name').fill('Tijn');
  await field(page, 'Last name').fill('Jansen');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${trainee}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/manager\/account-details$/);
  const row = members.getByRole('row').filter({ hasText: trainee });
  await expect(row.getByText('Inactive')).toBeVisible();
  await expect(row.getByText('Trainee')).toBeVisible();
  await expect(row.getByText('Never')).toBeVisible();
  const invitation = await waitForMail(trainee, /You are invited to LapSkills/);
  expect(invitation.text).toContain('Mara Maas created a LapSkills account for you at ');
  expect(linkPath(invitation, '/activate/')).toMatch(/^\/activate\//);

  // Edit the trainee: names and role.
  await row.getByRole('link', { name: 'Tijn Jansen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Tijn Jansen', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the member edit screen');
  await field(page, 'Last name').fill('Janssen');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes to Tijn Janssen saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tijn Janssen', level: 1 })).toBeVisible();

  // Not activated yet: the invitation can be sent again (a new mail).
  const before = await mailCount(trainee);
  await page.getByRole('button', { name: 'Send invitation again' }).click();
  await expect(page.getByText(`A new invitation was sent to ${trainee}.`)).toBeVisible();
  await waitForMail(trainee, /You are invited to LapSkills/, before);

  // Deactivate, after a question that says what it means.
  await page.getByRole('button', { name: 'Deactivate member' }).click();
  const question = page.getByRole('dialog', { name: 'Deactivate Tijn Janssen?' });
  await expect(question).toContainText('can no longer sign in');
  await expectAccessible(page, 'the deactivate question');
  await question.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByText('Tijn Janssen is deactivated.', { exact: true })).toBeVisible();
  await expect(page.getByText('Tijn Janssen is deactivated and can no longer sign in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation again' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to account details' }).click();
  await expect(members.getByRole('row').filter({ hasText: trainee }).getByText('Deactivated')).toBeVisible();

  // A trainer, who activates: someone to hand the role to.
  await page.getByRole('link', { name: 'Invite member' }).first().click();
  await field(page, 'Email').fill(trainer);
  await field(page, 'First name').fill('Fenna');
  await field(page, 'Last name').fill('de Wit');
  await page.getByRole('combobox', { name: /^Role/ }).click();
  await page.getByRole('option', { name: 'Trainer' }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${trainer}.`)).toBeVisible();
  const invitee = await playwright.request.newContext({ baseURL });
  await activate(invitee, linkPath(await waitForMail(trainer, /You are invited to LapSkills/), '/activate/'));
  await invitee.dispose();

  // The organization's address, with the admin form's zipcode rules.
  await nav(page).getByRole('link', { name: 'Organization details' }).click();
  await expect(field(page, 'Street')).toHaveValue('Meibergdreef');
  await field(page, 'Zipcode').fill('11055');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter a Dutch postcode: four digits and two letters, e.g. 1234 AB.')).toBeVisible();
  await expectAccessible(page, 'the organisation details with a field error');
  await field(page, 'Zipcode').fill('1105az');
  await field(page, 'House number').fill('15');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`The details of ${organization} are saved.`)).toBeVisible();
  await expect(field(page, 'Zipcode')).toHaveValue('1105 AZ');

  // Hand the role to the trainer: a question first, then the section is gone.
  await nav(page).getByRole('link', { name: 'License manager' }).click();
  const current = page.getByRole('region', { name: 'Current license manager' });
  await expect(current.getByText('That is you.')).toBeVisible();
  await expectAccessible(page, 'the license manager screen');
  await page.getByRole('combobox', { name: /^New license manager/ }).fill('Fenna');
  await page.getByRole('option', { name: `Fenna de Wit (${trainer})` }).click();
  await page.getByRole('button', { name: 'Hand over', exact: true }).click();
  const handover = page.getByRole('dialog', { name: 'Hand over the license manager role?' });
  await expect(handover).toContainText(`Fenna de Wit becomes the license manager of ${organization}.`);
  await expect(handover).toContainText('You lose the manager screens at once');
  await expectAccessible(page, 'the handover question');
  await handover.getByRole('button', { name: 'Hand over', exact: true }).click();
  await expect(page).toHaveURL(/\/getting-started$/);
  await expect(page.getByText(`Fenna de Wit is now the license manager of ${organization}.`)).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Account details' })).toHaveCount(0);
  const notice = await waitForMail(manager, /no longer the license manager/);
  expect(notice.text).toContain(`Fenna de Wit is now the license manager of ${organization}.`);
  await waitForMail(trainer, new RegExp(`You are now the license manager of ${organization}`));

  // The next manager screen refuses her.
  await page.goto('/manager/account-details');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  const me = await (await page.request.get('/api/auth/authorized')).json();
  expect(me.data.roles).toEqual(['trainee']);

  // An organization with members cannot be deleted: the admin's question says what to remove first.
  const admin = await pageAs(browser, 'admin');
  await admin.goto(`/admin/organizations/${organizationId}/edit`);
  await admin.getByRole('button', { name: 'Delete organization' }).click();
  const remove = admin.getByRole('dialog', { name: `Delete ${organization}?` });
  await expectAccessible(admin, 'the delete organization question');
  await remove.getByRole('button', { name: 'Delete organization' }).click();
  await expect(
    remove.getByText('This organization still has members. Remove or move its members first.'),
  ).toBeVisible();
  await admin.context().close();
  await request.dispose();
});

test.describe('a super-admin in the manager section', () => {
  test.use(signedInAs('admin'));

  test('has no manager section without an organization, and is kept out of it', async ({ page }) => {
    await page.goto('/getting-started');
    await expect(nav(page).getByRole('heading', { name: 'Admin' })).toBeVisible();
    await expect(nav(page).getByRole('heading', { name: 'Manager' })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'License manager' })).toHaveCount(0);
    await page.goto('/manager/account-details');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expectAccessible(page, 'the manager section without an organization');
  });
});

test.describe('the demo manager', () => {
  test.use(signedInAs('manager'));

  test("sees St. Elisabeth's members and opens one", async ({ page }) => {
    await page.goto('/manager/account-details');
    const members = page.getByRole('table', { name: 'Members' });
    await expect(members.getByRole('link', { name: 'Sanne de Jong', exact: true })).toBeVisible();
    await members.getByRole('link', { name: 'Finn Bos', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Finn Bos', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send invitation again' })).toBeVisible();
    await page.goto('/manager/user/00000000-0000-4000-8000-000000000999/edit');
    await expect(page.getByText('There is no such member.')).toBeVisible();
    await expectAccessible(page, 'an unknown member');
  });
});

test.describe('the demo manager, importing members', () => {
  test.use(signedInAs('manager'));

  test('reads a CSV file and shows each row, the screen readable at 1440 and 390 px', async ({ page }) => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/manager/user/import');
      await expect(page.getByRole('heading', { name: 'Invite members from a CSV file', level: 1 })).toBeVisible();
      // The file input's placeholder is text people read: axe checks its contrast.
      await expect(page.getByText('Choose a .csv file')).toBeVisible();
      await expectAccessible(page, `the member import at ${width} px`);
      const csv =
        'email,first_name,last_name,role\nnew.person@example.com,Nina,Neu,trainee\nbad,Claim at https://evil.example,X,trainee\n';
      await page.locator('input[type="file"]').setInputFiles({
        name: 'members.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      const rows = page.getByRole('table', { name: 'Rows of the file' });
      await expect(rows.getByText('new.person@example.com')).toBeVisible();
      await expect(rows.getByText(/A name may not contain a web address/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send 1 invitation' })).toBeDisabled();
      await expectAccessible(page, `the member import preview at ${width} px`);
      await shoot(page, `member-import-preview-${width}`);
    }
  });
});
