import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectAccessible, shoot, signedInAs } from './support';

// Bella Bakker holds 'manage billing' only: the invoices screen is hers.
test.use(signedInAs('bella'));

/** The text a PDF's pages draw: each content stream inflated, the hex strings of its text operators decoded. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const raw = pdf.subarray(start, source.indexOf('endstream', start));
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
      const parts = [...(op[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '');
      lines.push(parts.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}

test('the billing admin lists invoices, downloads one as a PDF that reads right, and marks one paid', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/getting-started');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Invoices' });
  // Its current invoice: open, or overdue once its due date has passed.
  const elisabeth = table
    .locator('tbody tr')
    .filter({ hasText: 'St. Elisabeth' })
    .filter({ hasText: /Open|Overdue/ });
  await expect(elisabeth).toHaveCount(1);
  await expect(table.locator('tbody tr').filter({ hasText: 'Paid' }).first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'admin-invoices');

  // The PDF: an attachment named after the invoice, whose text names the number, the product and the total.
  const number = (await elisabeth.locator('td').first().textContent())?.trim() ?? '';
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    elisabeth.getByRole('link', { name: `Download invoice ${number} as PDF` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const text = pdfText(await readFile((await download.path()) as string));
  expect(text).toContain(`Invoice ${number}`);
  expect(text).toContain('LapSkills');
  const total = (await elisabeth.locator('td').nth(4).textContent())?.replace(/[€\s]/g, '') ?? '';
  expect(text).toContain(`Total`);
  expect(text).toContain(`${total} EUR`);

  // Mark it paid: asked first, then final.
  await elisabeth.getByRole('button', { name: `Mark invoice ${number} paid` }).click();
  const dialog = page.getByRole('dialog', { name: `Mark invoice ${number} paid?` });
  await expectAccessible(page, 'admin/invoices confirm');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(`Invoice ${number} marked paid`)).toBeVisible();
  const row = table.locator('tbody tr').filter({ hasText: number });
  await expect(row.getByText('Paid')).toBeVisible();
  await expect(row.getByRole('button', { name: `Mark invoice ${number} paid` })).toHaveCount(0);

  // Filters live in the URL.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Void' }).click();
  await expect(page).toHaveURL(/filter\[status\]=void/);
  await expect(table.locator('tbody tr').filter({ hasText: 'Rhein-Main' })).toHaveCount(1);
});

test('an invoice past its due date reads overdue and the list filters by it; each shows its VAT rate and rule', async ({
  page,
}) => {
  await page.goto('/getting-started');
  await page.goto('/admin/invoices');
  const table = page.getByRole('table', { name: 'Invoices' });
  // The US residency team pays no German VAT: a service supplied outside the EU.
  const riverside = table.locator('tbody tr').filter({ hasText: 'Riverside' });
  await expect(riverside.getByText('0 %')).toBeVisible();
  await expect(riverside.getByText('Outside the EU (Art. 44, 59)')).toBeVisible();
  await expect(riverside.getByText('$', { exact: false }).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Overdue' }).click();
  await expect(page).toHaveURL(/filter\[status\]=overdue/);
  // Every row the filtered list shows reads overdue (waiting out the unfiltered rows the list showed before).
  const rows = table.locator('tbody tr');
  await expect(rows.filter({ hasText: 'Overdue' }).first()).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Overdue' })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'admin-invoices-overdue');
});
