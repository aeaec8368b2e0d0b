import { expect, test } from '@playwright/test';
import { signedInAs } from './support';

// Temporary: screenshots of the licensing screens for a look (not committed).
test.use(signedInAs('admin'));

const DIR = '/tmp/lic-web-admin-shots';

test('first load of /login', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  const js = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((r) => (r as PerformanceResourceTiming).initiatorType === 'script' || r.name.endsWith('.js'))
      .reduce((n, r) => n + (r as PerformanceResourceTiming).encodedBodySize, 0),
  );
  console.log(`LOGIN-FIRST-LOAD-JS ${(js / 1024).toFixed(2)} KB`);
  await context.close();
});

test('screenshots', async ({ page }) => {
  test.setTimeout(400_000);
  await page.goto('/admin/organizations?filter[search]=Elisabeth');
  await page.getByRole('link', { name: 'St. Elisabeth Teaching Hospital', exact: true }).click();
  const orgUrl = page.url().replace(/\/account-details$/, '');
  const sofia = await (await page.request.get('/api/admin/users?filter[search]=Sofia')).json();
  const sofiaId = sofia.data[0].id as string;
  const lucas = await (await page.request.get('/api/admin/users?filter[search]=Lucas')).json();
  const lucasId = lucas.data[0].id as string;
  const screens: Array<[string, string]> = [
    ['org-billing', `${orgUrl}/billing-details`],
    ['org-licenses', `${orgUrl}/product-licenses`],
    ['member-seats', `${orgUrl}/licenses/${lucasId}`],
    ['licenses', '/admin/licenses'],
    ['billing', '/admin/billing'],
    ['user-billing', `/admin/users/${sofiaId}/billing-details`],
    ['user-software', `/admin/users/${sofiaId}/software`],
  ];
  for (const [width, height, suffix] of [
    [1440, 900, 'desktop'],
    [390, 844, 'mobile'],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [name, url] of screens) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${DIR}/${name}-${suffix}.png`, fullPage: true });
    }
    await page.goto(`${orgUrl}/product-licenses`);
    await page.getByRole('button', { name: 'Add license' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${DIR}/license-form-${suffix}.png` });
  }
});
