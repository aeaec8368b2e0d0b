import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, signedInAs } from './support';

test.use(signedInAs('trainee'));

const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';

/** The platforms of LapSkills Core's release cards (regions named by their platform), in the order shown. */
async function platformOrder(page: Page): Promise<string[]> {
  const cards = page.getByRole('region', { name: 'LapSkills Core (12 months)' }).locator('section[data-platform]');
  await expect(cards.first()).toBeVisible();
  return cards
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-labelledby') ?? ''))
    .then((ids) => Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText())));
}

async function openDownloads(page: Page) {
  await page.goto('/getting-started');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Downloads' }).click();
  await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
}

async function withUserAgent(browser: Browser, userAgent: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    userAgent,
    viewport: { width: 1440, height: 900 },
    ...signedInAs('trainee'),
  });
  try {
    await check(await context.newPage());
  } finally {
    await context.close();
  }
}

test("/downloads shows the visitor's own platform first", async ({ page, browser }) => {
  test.setTimeout(60_000);
  // Playwright's Desktop Chrome says Windows.
  await openDownloads(page);
  const windows = await platformOrder(page);
  expect(windows[0]).toBe('Windows');
  expect([...windows].sort()).toEqual(['Linux', 'Windows', 'macOS']);
  /** The visitor's platform first, the rest in the order they had. */
  const first = (platform: string) => [platform, ...windows.filter((p) => p !== platform)];
  const core = page.getByRole('region', { name: 'LapSkills Core (12 months)' });
  await expect(core.getByRole('region', { name: 'Windows' }).getByText('Your platform')).toBeVisible();
  await expect(page.getByText('Yours (Windows) comes first')).toBeVisible();
  await expectAccessible(page);

  await withUserAgent(browser, MAC, async (mac) => {
    await openDownloads(mac);
    expect(await platformOrder(mac)).toEqual(first('macOS'));
    await expect(
      mac.getByRole('region', { name: 'LapSkills Core (12 months)' }).getByRole('region', { name: 'macOS' }),
    ).toContainText('Your platform');
    await expect(mac.getByText('Yours (macOS) comes first')).toBeVisible();
    await expectAccessible(mac);
  });
  await withUserAgent(browser, LINUX, async (linux) => {
    await openDownloads(linux);
    expect(await platformOrder(linux)).toEqual(first('Linux'));
    await expectAccessible(linux);
  });
});
