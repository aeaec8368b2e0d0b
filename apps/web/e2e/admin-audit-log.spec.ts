import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible, signedInAs } from './support';

test.use(signedInAs('admin'));

/** RFC 4180: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

test('the audit log narrows by action and user, keeps the filter in the URL, and exports exactly those rows as CSV', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/getting-started');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log' });
  const range = page.getByText(/^\d+–\d+ of \d+$/);
  await expect(range).toBeVisible();
  await expectAccessible(page);
  const totalOf = async () => Number((await range.textContent())?.split(' of ')[1]);
  const everything = await totalOf();

  // Sign-ins of the super-admin only.
  const action = page.getByRole('combobox', { name: 'Action' });
  await action.fill('auth.login');
  await page.getByRole('option', { name: 'Signed in (auth.login)', exact: true }).click();
  await expect(action).toHaveValue('Signed in (auth.login)');
  await expect(page).toHaveURL(/filter\[action\]=auth\.login(&|$)/);
  await page.getByRole('searchbox', { name: 'User', exact: true }).fill('admin@example.com');
  await expect(page).toHaveURL(/filter\[user\]=admin%40example\.com/);
  // Every row shown is a sign-in of admin@example.com (waiting until the narrowed list is there).
  const rows = table.locator('tbody tr');
  await expect(rows.filter({ hasNot: page.getByText('auth.login', { exact: true }) })).toHaveCount(0);
  await expect(rows.filter({ hasNot: page.getByRole('cell', { name: 'admin@example.com', exact: true }) })).toHaveCount(
    0,
  );
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const total = await totalOf();
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(everything);
  await expectAccessible(page);

  // A reload shows the same view.
  const url = page.url();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  expect(page.url()).toBe(url);
  await expect(action).toHaveValue('Signed in (auth.login)');
  await expect(page.getByRole('searchbox', { name: 'User', exact: true })).toHaveValue('admin@example.com');
  await expect(range).toHaveText(new RegExp(` of ${total}$`));

  // The export is the same view: a header row and exactly these rows.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...records] = parseCsv(text).filter((record) => record.some(Boolean));
  expect(header).toEqual([
    'id',
    'occurred_at',
    'action',
    'user_id',
    'user_email',
    'actor_id',
    'actor_email',
    'ip',
    'user_agent',
    'details',
  ]);
  expect(records).toHaveLength(total);
  for (const record of records) {
    expect(record[2]).toBe('auth.login');
    expect(record[4]).toBe('admin@example.com');
  }
});
