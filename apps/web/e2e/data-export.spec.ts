import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible, mailCount, ROLES, shoot, signedInAs, waitForMail } from './support';

test.use(signedInAs('trainee'));

test('a trainee downloads a copy of their data from the profile, mailed when it is ready', async ({ page }) => {
  const before = await mailCount(ROLES.trainee);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByRole('button', { name: 'Download my data' }).click();
  // 'Being prepared' (the unit test shows it) may already be over: a demo trainee's export takes about a second.

  const mail = await waitForMail(ROLES.trainee, /Your data export is ready/, before);
  expect(mail.text).toContain('/profile');
  const link = section.getByRole('link', { name: 'Download ZIP' });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(section.getByRole('list', { name: 'Your data exports' })).toContainText('Ready');
  await expectAccessible(page);
  await shoot(page, 'profile-data-export');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^data-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.length).toBeGreaterThan(10_000);
});
