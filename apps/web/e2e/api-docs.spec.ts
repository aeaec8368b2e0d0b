import { expect, test } from '@playwright/test';

/*
 * The API documentation a person reads: Redoc at /api/docs, served by the server (never part of the web
 * app's first load), reading the OpenAPI document at /api/docs/json under the page's own security policy.
 */
test.setTimeout(120_000);

test('the API reference at /api/docs shows the operations of the OpenAPI document', async ({ page }, testInfo) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Redoc's "by Redocly" footer logo comes from its CDN, which the policy refuses on purpose; no favicon.
    const known = /cdn\.redoc\.ly|status of 404/.test(message.text());
    if (message.type() === 'error' && !known) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // A script, style or worker the policy refused would leave the page half-drawn.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP refused ${event.blockedURI} (${event.effectiveDirective})`),
    );
  });

  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
  await expect(page).toHaveTitle(/portal API/);
  // Redoc lays out 1.1 MB of script and the whole document first: slow on a loaded machine.
  await expect(page.getByRole('heading', { name: /portal API/, level: 1 })).toBeVisible({ timeout: 60_000 });
  // An operation's summary, in the navigation and as its own heading.
  await expect(page.getByRole('heading', { name: 'List users' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in with email and password' })).toBeAttached();

  await page.screenshot({ path: testInfo.outputPath('api-docs.png') });
  expect(problems).toEqual([]);
});
