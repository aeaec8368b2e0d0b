import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, pageAs, shoot, signedInAs, signIn } from './support';

const field = (scope: Page | ReturnType<Page['getByRole']>, label: string) =>
  scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** A day `days` from today (UTC), `YYYY-MM-DD`. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('groups and curricula', () => {
  test.use(signedInAs('manager'));

  test('a manager builds a group and a curriculum, assigns it with a due date and sees progress; the trainee sees it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/getting-started');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Curricula' }).click();
    await expect(page.getByRole('heading', { name: 'Groups and curricula', level: 1 })).toBeVisible();
    // The demo world's assignment is there already.
    await expect(page.getByRole('link', { name: 'Progress of FLS core skills for PGY-1 2027' })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'manager-curricula');

    // A group with the demo trainee.
    await page.getByRole('button', { name: 'New group' }).click();
    const groupDialog = page.getByRole('dialog', { name: 'New group' });
    await field(groupDialog, 'Name').fill('E2E cohort');
    await field(groupDialog, 'Members').click();
    await page.getByRole('option', { name: /^Tara Trainee/ }).click();
    await page.keyboard.press('Escape');
    await groupDialog.getByRole('button', { name: 'Save' }).click();
    await expect(groupDialog).toBeHidden();
    await expect(page.getByRole('table', { name: 'Groups' }).getByText('E2E cohort')).toBeVisible();

    // A curriculum of two modules: peg transfer on the published targets, then camera navigation with its own.
    await page.getByRole('button', { name: 'New curriculum' }).click();
    const editor = page.getByRole('dialog', { name: 'New curriculum' });
    await field(editor, 'Name').fill('E2E basics');
    await editor.getByRole('button', { name: 'Add module' }).click();
    const second = editor.getByRole('group', { name: 'Module 2' });
    await field(second, 'Skill').click();
    await page.getByRole('option', { name: 'Positioning and orienting' }).click();
    await expect(field(second, 'Accuracy target')).toHaveValue('85');
    await expectAccessible(page, 'curriculum editor');
    await shoot(page, 'curriculum-editor');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    const curricula = page.getByRole('table', { name: 'Curricula' });
    await expect(curricula.getByText('Peg transfer → Camera navigation')).toBeVisible();

    // Assigned to the group: a date in the past is refused, a later one taken.
    await curricula.getByRole('button', { name: 'Assign curriculum E2E basics to a group' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign E2E basics' });
    await field(assign, 'Group').click();
    await page.getByRole('option', { name: 'E2E cohort' }).click();
    await field(assign, 'Due date').fill(dayFromNow(-1));
    await assign.getByRole('button', { name: 'Assign' }).click();
    await expect(assign.getByText('The due date may not be in the past.')).toBeVisible();
    await expectAccessible(page, 'assign dialog');
    await field(assign, 'Due date').fill(dayFromNow(45));
    await assign.getByRole('button', { name: 'Assign' }).click();
    await expect(assign).toBeHidden();

    // Its progress: the trainee, the module they are on and their state.
    await page.getByRole('link', { name: 'Progress of E2E basics for E2E cohort' }).click();
    await expect(page.getByRole('heading', { name: 'E2E basics · E2E cohort', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Progress of the group' });
    await expect(table.getByText('Tara Trainee')).toBeVisible();
    await expect(table.getByText(/^(Behind|On track|Complete .*)$/)).toBeVisible();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^curriculum-progress-\d{4}-\d{2}-\d{2}\.csv$/);
    await expectAccessible(page);
    await shoot(page, 'assignment-progress');

    // The demo group's progress: someone is behind the due date.
    await page.goto('/manager/curricula');
    await page.getByRole('link', { name: 'Progress of FLS core skills for PGY-1 2027' }).click();
    await expect(page.getByRole('table', { name: 'Progress of the group' }).getByText('Behind').first()).toBeVisible();
    await shoot(page, 'assignment-progress-demo');

    // The trainee: both curricula, with the next module and the forecast against the due date.
    const trainee = await pageAs(browser, 'trainee');
    await trainee.goto('/getting-started');
    await trainee
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My curricula' })
      .click();
    await expect(trainee.getByRole('heading', { name: 'My curricula', level: 1 })).toBeVisible();
    const card = trainee.getByRole('article', { name: 'E2E basics' });
    await expect(card.getByText(/^Group E2E cohort · version 1/)).toBeVisible();
    await expect(trainee.getByRole('article', { name: 'FLS core skills' })).toBeVisible();
    await expectAccessible(trainee);
    await shoot(trainee, 'trainee-curricula');
  });

  test('a trainer reaches the team curricula and sees who is behind the due date', async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, 'trainer@example.com');
    await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Team curricula' })
      .click();
    await expect(page).toHaveURL(/\/trainee\/team-curricula$/);
    await expect(page.getByRole('heading', { name: 'Groups and curricula', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Progress of FLS core skills for PGY-1 2027' }).click();
    await expect(page).toHaveURL(/\/trainee\/team-curricula\/[0-9a-f-]{36}$/);
    const progress = page.getByRole('table', { name: 'Progress of the group' });
    await expect(progress.getByRole('row').filter({ hasText: 'Lucas van Dijk' })).toContainText('Behind');
    await expectAccessible(page);
    await shoot(page, 'trainer-assignment-progress');
    await context.close();
  });
});
