import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, pageAs, shoot, signIn } from './support';

const SLOW = { timeout: 20_000 };
const EXPERTS = ['Ingrid Jansen', 'Maarten de Wit', 'Eva Dekker'];

async function openBenchmarks(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Benchmarks' }).click();
  await expect(page.getByRole('heading', { name: 'Benchmarks', level: 1 })).toBeVisible(SLOW);
}

test.describe('benchmarks', () => {
  test('a trainer builds a benchmark from experts and activates it; the manager sees it in use', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, 'trainer@example.com');
    await expect(page).not.toHaveURL(/\/login/, SLOW);
    await openBenchmarks(page);
    // The demo world: St. Elisabeth's expert-based benchmark is in use.
    await expect(page.getByText(/Your organization’s benchmark v\d+ judges readiness/)).toBeVisible(SLOW);
    await expectAccessible(page);
    await shoot(page, 'benchmarks-trainer');

    await page.getByRole('button', { name: 'New version from experts' }).click();
    await expect(page.getByRole('heading', { name: /^Benchmark v\d+$/, level: 1 })).toBeVisible(SLOW);
    const form = page.getByRole('region', { name: 'Build from experts' });
    for (const name of EXPERTS) await form.getByRole('checkbox', { name: `Use ${name} as an expert` }).check();
    await form.getByRole('textbox', { name: 'Last N attempts per task' }).fill('10');
    await form.getByRole('button', { name: 'Build targets' }).click();
    const perTask = page.getByRole('table', { name: 'Mean, standard deviation and target per task' });
    await expect(perTask).toBeVisible(SLOW);
    await expect(perTask.getByRole('row')).toHaveCount(6);
    const perExpert = page.getByRole('table', { name: 'Attempts and mean scores per expert' });
    for (const name of EXPERTS) await expect(perExpert.getByText(name)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'benchmark-from-experts');

    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByText(/^Active since/)).toBeVisible(SLOW);
    const version = (await page.getByRole('heading', { level: 1 }).textContent())?.match(/v\d+/)?.[0] ?? '';
    await context.close();

    const manager = await pageAs(browser, 'manager');
    await manager.goto('/getting-started');
    await openBenchmarks(manager);
    await expect(manager.getByText(`Your organization’s benchmark ${version} judges readiness.`)).toBeVisible(SLOW);
    const versions = manager.getByRole('table', { name: 'Benchmark versions' });
    await expect(versions.getByRole('row').filter({ hasText: version })).toContainText('Active');
    await expectAccessible(manager);
    await shoot(manager, 'benchmarks-manager');
    await manager.context().close();
  });

  test('the admin sees the portal default benchmark', async ({ browser }) => {
    const admin = await pageAs(browser, 'admin');
    await admin.goto('/admin/benchmarks');
    await expect(admin.getByRole('heading', { name: 'Portal default benchmark', level: 1 })).toBeVisible(SLOW);
    await expect(admin.getByText('Now: Published FLS targets')).toBeVisible();
    await expectAccessible(admin);
    await shoot(admin, 'benchmarks-admin');
    await admin.context().close();
  });
});
