import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectAccessible, pageAs, shoot, signedInAs } from './support';

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

test.describe('certificates', () => {
  test.use(signedInAs('trainee'));

  test('a trainee downloads their certificate and opens its verification page signed out', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/getting-started');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Certificates' }).click();
    await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
    const card = page.getByRole('article', { name: 'FLS readiness' });
    await expect(card).toBeVisible();
    await expect(card.getByText(/^(Valid|Maintenance due)$/)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'trainee-certificates');

    // The PDF: an attachment named after the certificate, naming the holder, the organization and the link.
    const number = ((await card.getByText(/^Certificate LSC-\d{6}$/).textContent()) ?? '').replace('Certificate ', '');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: `Download certificate ${number} as PDF` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`certificate-${number}.pdf`);
    const text = pdfText(await readFile((await download.path()) as string));
    expect(text).toContain('Tara Trainee');
    expect(text).toContain('St. Elisabeth Teaching Hospital');
    const link = card.getByRole('link', { name: 'Verification page' });
    const url = new URL((await link.getAttribute('href')) as string);
    expect(url.pathname).toMatch(/^\/verify\/[A-Za-z0-9_-]{22}$/);
    expect(text).toContain(url.pathname);

    // Signed out, in a browser of its own: valid, the holder, the organization, the achievement; no e-mail.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(url.pathname);
    await expect(visitor.getByRole('heading', { name: 'Valid certificate', level: 1 })).toBeVisible();
    await expect(visitor.getByRole('cell', { name: 'Tara Trainee' })).toBeVisible();
    await expect(visitor.getByRole('cell', { name: 'St. Elisabeth Teaching Hospital' })).toBeVisible();
    await expect(visitor.getByRole('cell', { name: number })).toBeVisible();
    await expect(visitor.getByText('trainee@example.com')).toHaveCount(0);
    await expectAccessible(visitor, 'verify');
    await shoot(visitor, 'verify-certificate');
    // An unknown code: not found.
    await visitor.goto('/verify/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(visitor.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
    await context.close();
  });

  test("the manager sees the organization's certificates, revokes one with a reason, and verification says so", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await pageAs(browser, 'manager');
    await page.goto('/manager/certificates');
    await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Certificates' });
    const emma = table.locator('tbody tr').filter({ hasText: 'Emma Visser' });
    await expect(emma.getByText('Revoked')).toBeVisible();
    const tara = table.locator('tbody tr').filter({ hasText: 'Tara Trainee' });
    await expect(tara.getByText('Valid')).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'manager-certificates');

    const number = ((await tara.locator('td').first().textContent()) ?? '').trim();
    await tara.getByRole('button', { name: `Revoke certificate ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Revoke certificate ${number}` });
    await expectAccessible(page, 'manager/certificates revoke');
    // No reason: refused, nothing changes.
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await dialog.getByLabel(/^Reason/).fill('Assessment repeated under supervision');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(`Certificate ${number} revoked.`)).toBeVisible();
    await expect(tara.getByText('Revoked')).toBeVisible();

    // The public page now says revoked, with the date and the reason.
    const code = await page.evaluate(async () => {
      const res = await fetch('/api/manager/certificates?filter[search]=Tara');
      return ((await res.json()).data[0].verification_url as string).split('/verify/')[1];
    });
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`/verify/${code}`);
    await expect(visitor.getByRole('heading', { name: 'Revoked certificate', level: 1 })).toBeVisible();
    await expect(visitor.getByText(/Revoked on .*: Assessment repeated under supervision/)).toBeVisible();
    await expectAccessible(visitor, 'verify revoked');
    await context.close();
  });
});
