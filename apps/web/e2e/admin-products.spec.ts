import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectImageDecoded, expectImageLoaded, makePng, pageAs, shoot, signedInAs } from './support';

test.use(signedInAs('admin'));

test('a duplicate SKU in another letter case is refused on its field', async ({ page }) => {
  await page.goto('/getting-started');
  await page.goto('/admin/products-hardware/create');
  await expect(page.getByRole('heading', { name: 'New hardware product', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Second trainer box');
  await page.getByRole('textbox', { name: 'SKU number' }).fill('hw-box-std');
  await page.getByRole('textbox', { name: 'Price in EUR' }).fill('99');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('This SKU number is already in use.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products-hardware\/create$/);
  await expectAccessible(page);
});

test("an admin without 'manage product' sees no product navigation and gets /unauthorized", async ({ browser }) => {
  // Hanna Hofstra is the demo's admin with 'manage user' only.
  const page = await pageAs(browser, 'hanna');
  await page.goto('/getting-started');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
  for (const label of ['Software products', 'Hardware products', 'Add-ons']) {
    await expect(nav.getByText(label, { exact: true })).toHaveCount(0);
  }
  await page.goto('/admin/products-software');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expectAccessible(page);
  await page.context().close();
});

/** Picks `file` in the file dialog the button opens. */
async function chooseImage(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

test('an admin creates a software product and a theme, each with an image, and the lists show their thumbnails', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const product = `Camera Navigation Drills ${stamp}`;
  const theme = `Robotic suite ${stamp}`;

  await page.goto('/getting-started');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Software products' })
    .click();
  await expect(page.getByRole('heading', { name: 'Software products', level: 1 })).toBeVisible();
  await expectImageLoaded(page, page.getByRole('img', { name: 'Preview of LapSkills Core (12 months)' }));
  await expectAccessible(page);

  await page.getByRole('link', { name: 'New software product' }).first().click();
  await expect(page.getByRole('heading', { name: 'New software product', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(product);
  await page.getByRole('textbox', { name: 'SKU number' }).fill(`SW-CAM-${stamp}`);
  await page.getByRole('textbox', { name: 'Price in EUR' }).fill('129');
  await page.getByRole('textbox', { name: 'Price in USD' }).fill('139');
  await chooseImage(page, 'Choose image', { name: 'camera.png', mimeType: 'image/png', buffer: makePng() });
  // Shown at once from the file; uploaded once the product is saved.
  const local = page.getByRole('img', { name: 'Preview of the new product' });
  await expect(local).toHaveAttribute('src', /^blob:/);
  await expectImageDecoded(local);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('The product has been created.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products-software$/);

  await page.getByRole('searchbox', { name: 'Search' }).fill(String(stamp));
  await expect(page).toHaveURL(/filter\[search\]=/);
  const row = page.getByRole('row').filter({ hasText: product });
  await expect(row).toHaveCount(1);
  await expectImageLoaded(page, row.getByRole('img', { name: `Preview of ${product}` }));

  // A theme of it, with its own picture.
  await row.getByRole('link', { name: '0 themes' }).click();
  await expect(page.getByRole('heading', { name: product, level: 1 })).toBeVisible();
  await expect(page.getByText('No themes yet')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'New theme' }).first().click();
  await expect(page.getByRole('heading', { name: 'New theme', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(theme);
  await page.getByRole('textbox', { name: 'Description' }).fill('A da Vinci style console beside the table.');
  await chooseImage(page, 'Choose image', {
    name: 'suite.png',
    mimeType: 'image/png',
    buffer: makePng(120, 75, [200, 60, 90]),
  });
  await expectImageDecoded(page.getByRole('img', { name: 'Preview of the new product' }));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create theme' }).click();
  await expect(page.getByText('The theme has been created.')).toBeVisible();
  await expect(page).toHaveURL(/\/themes$/);
  const themeRow = page.getByRole('row').filter({ hasText: theme });
  await expectImageLoaded(page, themeRow.getByRole('img', { name: `Preview of ${theme}` }));
  await expectAccessible(page);

  // The product list counts the theme.
  await page.getByRole('link', { name: 'Back to software products' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(String(stamp));
  await expect(page.getByRole('row').filter({ hasText: product }).getByRole('link', { name: '1 theme' })).toBeVisible();
});

test('an image over 2 MB is refused in the browser, without an upload', async ({ page }) => {
  await page.goto('/getting-started');
  await page.goto('/admin/products-software?filter[search]=LS-CORE-06');
  await page.getByRole('link', { name: 'LapSkills Core (6 months)', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'LapSkills Core (6 months)', level: 1 })).toBeVisible();
  const stored = page.getByRole('img', { name: 'Preview of LapSkills Core (6 months)' });
  await expectImageLoaded(page, stored);
  const before = await stored.getAttribute('src');

  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/image')) uploads.push(`${request.method()} ${request.url()}`);
  });
  // 2 MB and one byte, starting like a PNG.
  const big = Buffer.concat([makePng(), Buffer.alloc(2 * 1024 * 1024 + 1 - makePng().length)]);
  await chooseImage(page, 'Replace image', { name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText('Image size should be less than 2 MB!')).toBeVisible();
  await expectAccessible(page);
  expect(uploads).toEqual([]);
  await expect(stored).toHaveAttribute('src', before as string);
});

test('a product has a price per currency: the demo sells in all four, an empty one is not sold in, at least one', async ({
  page,
}) => {
  await page.goto('/getting-started');
  await page.goto('/admin/products-software?filter[search]=LS-CORE-12');
  const row = page.getByRole('row').filter({ hasText: 'LapSkills Core (12 months)' });
  // Every currency it is sold in, the list price first.
  for (const price of ['€1,590.00', '$1,720.00', '£1,360.00', /^CHF\s1,490\.00$/]) {
    await expect(row.getByText(price)).toBeVisible();
  }
  await page.getByRole('link', { name: 'LapSkills Core (12 months)', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'LapSkills Core (12 months)', level: 1 })).toBeVisible();
  const prices = page.getByRole('group', { name: 'Prices' });
  await expect(prices.getByRole('textbox', { name: 'Price in USD' })).toHaveValue('1,720.00');
  await expectAccessible(page);
  await shoot(page, 'admin-product-prices');

  // Not one price: refused before sending, on the group.
  for (const currency of ['EUR', 'USD', 'GBP', 'CHF'])
    await prices.getByRole('textbox', { name: `Price in ${currency}` }).clear();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter a price in at least one currency.')).toBeVisible();
  await expectAccessible(page, 'product prices error');
});
