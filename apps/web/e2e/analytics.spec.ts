import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { connectGame, expectAccessible, pageAs, shoot, signedInAs, signIn } from './support';

/**
 * Training analytics (issue 18, FLS readiness v2 of issue 25): the demo trainee's game connects as a device and
 * uploads a session; the overview (the five FLS tasks' pass counters, "Practise next"), the training activity and the
 * suturing page (both suturing tasks' curves) show it. A resident due a refresh reads it; the manager sorts the team
 * by the forecast, opens the trainee's pages from the team table and reads the XLSX download back.
 */
const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
/** The analytics chunk (charts and the date picker) takes seconds to load on a shared, busy machine. */
const SLOW = { timeout: 30_000 };
/**
 * The demo resident whose mastered FLS tasks are due a refresh: trained as a dedicated resident, then idle for 60 days
 * (`DEMO_REFRESH_DUE` in apps/server/src/db/seed/demo-training.ts, Riverside residency).
 */
const REFRESH_DUE_TRAINEE = { email: 'chloe.nelson@riverside.example.com', name: 'Chloe Nelson' } as const;
const FLS_TASK_NAMES = [
  'Peg transfer',
  'Pattern cutting',
  'Ligating loop',
  'Extracorporeal suturing',
  'Intracorporeal suturing',
] as const;
/** The team's states in the order of the `forecast` sort: ready, on course (by the median), refresh due, not on course, idle. */
const FORECAST_ORDER = ['Ready', 'On course', 'Refresh due', 'Not on course', 'Idle'] as const;

/** A session of `attempts` suturing attempts that ended a few minutes ago. */
function suturingSession(attempts: number) {
  const started = Date.now() - 40 * 60_000;
  return {
    id: crypto.randomUUID(),
    started_at: new Date(started).toISOString(),
    ended_at: new Date(started + 35 * 60_000).toISOString(),
    game_version: '1.4.0',
    platform: 'windows',
    results: Array.from({ length: attempts }, (_, index) => ({
      skill: 'suturing',
      level: 4,
      exercise_name: 'Intracorporeal knot',
      completed: true,
      accuracy: 80 + index,
      speed: 70,
      gameplay: 82,
      duration_seconds: 300,
      errors: 1,
    })),
  };
}

/** The number in a stat card ("Sessions" → 4). */
async function stat(page: Page, label: string): Promise<number> {
  const card = page.locator('.mantine-Card-root', { has: page.getByText(label, { exact: true }) }).last();
  const text = (await card.innerText()).replace(label, '');
  return Number(text.match(/\d+/)?.[0] ?? Number.NaN);
}

async function sessionsOnOverview(page: Page): Promise<number> {
  const hint = page.getByText(/^\d+ sessions?$/);
  await expect(hint).toBeVisible(SLOW);
  return Number((await hint.innerText()).match(/\d+/)?.[0]);
}

/**
 * The score charts on the page draw straight segments between the points that exist (no smoothed curve, which
 * overshoots), and their axis ends at 100.
 */
async function expectStraightScoreLines(page: Page) {
  const curves = page.locator('.recharts-line-curve');
  await expect(curves.first()).toBeAttached(SLOW);
  for (const d of await curves.evaluateAll((paths) => paths.map((path) => path.getAttribute('d') ?? ''))) {
    expect(d).not.toMatch(/[CQSTA]/i);
  }
  const ticks = await page.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').allTextContents();
  expect(Math.max(...ticks.map(Number))).toBe(100);
}

/**
 * The FLS card lists the five tasks, each with its pass counter ("7 of 12 passes at target"), its state and the share
 * of its rule met; the forecast is a sentence with finite figures, never above the cap.
 */
async function expectFlsTasks(page: Page) {
  const tasks = page.getByRole('list', { name: 'The five FLS tasks' });
  await expect(tasks).toBeVisible(SLOW);
  await expect(tasks.getByRole('listitem')).toHaveCount(5);
  for (const task of FLS_TASK_NAMES) {
    const item = tasks
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `${task}: open its skill page` }) });
    await expect(item.getByText(/^\d+ of \d+ passes at target · /)).toBeVisible();
    await expect(item.getByRole('progressbar', { name: `${task}: share of its rule met` })).toBeAttached();
  }
  const forecast = (await page.getByTestId('fls-forecast').innerText()).trim();
  expect(forecast).toMatch(/^(Most likely \d+ (h|min)|Not on course|Ready for the FLS)/);
  expect(forecast).not.toMatch(/NaN|Infinity/);
  for (const hours of forecast.matchAll(/([\d,]+) h\b/g))
    expect(Number(hours[1]?.replace(/,/g, ''))).toBeLessThanOrEqual(150);
}

/** The "Practise next" card names a task's exercise at a level, or (when every task is proficient) how to keep them. */
async function expectPractiseNext(page: Page) {
  const card = page.getByRole('region', { name: 'Practise next' });
  await expect(card).toBeVisible(SLOW);
  await expect(card.getByText(/ at level \d+( \(.+\))?$|^Every task is proficient/)).toBeVisible();
}

test.describe('training analytics', () => {
  test.use(signedInAs('trainee'));

  test('an upload from the game changes the overview, the activity and the skill page', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/trainee/overview');
    await expect(page.getByRole('heading', { name: 'FLS readiness' })).toBeVisible(SLOW);
    await expect(page.getByTestId('fls-forecast')).not.toBeEmpty();
    await expectFlsTasks(page);
    await expectPractiseNext(page);
    const sessionsBefore = await sessionsOnOverview(page);
    await expectAccessible(page);
    await shoot(page, 'overview');
    await page.getByRole('button', { name: 'How is this computed?' }).click();
    const dialog = page.getByRole('dialog', { name: 'How FLS readiness is computed' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    // The rule as the figure states it: one row per task, with its exercises, level and targets.
    await expect(dialog.getByRole('table', { name: 'What counts towards each FLS task' }).getByRole('row')).toHaveCount(
      6,
    );
    await expect(dialog.getByRole('table', { name: 'Backtest figures' })).toBeVisible();
    await expect(dialog.getByText(/^Model fls-/)).toBeVisible();
    await shoot(page, 'overview-model');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto('/trainee/training-activity');
    await expect(page.getByRole('figure', { name: 'Minutes per day, past 10 days' })).toBeVisible(SLOW);
    const rangeBefore = await stat(page, 'Sessions');
    // One time format: "20 min", "1 h", "1 h 20 min"; never "0 h 20 min" nor "0.7 h".
    const sessions = page.getByRole('table', { name: 'Last 10 sessions' });
    await expect(sessions.getByText(/^(\d+ min|\d+ h|\d+ h \d+ min)$/).first()).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(/\b0 h|\d\.\d h\b/);
    await expectAccessible(page);
    await shoot(page, 'training-activity');

    await page.goto('/trainee/skill-performance/suturing');
    await expect(page.getByRole('figure', { name: 'Mean scores of the last 10 sessions' })).toBeVisible(SLOW);
    const attemptsBefore = await stat(page, 'Attempts');
    // Suturing trains two FLS tasks: each with its readiness, learning curve and CUSUM.
    for (const task of ['Extracorporeal suturing', 'Intracorporeal suturing']) {
      await expect(page.getByRole('region', { name: `${task}: FLS readiness` })).toBeVisible(SLOW);
      await expect(page.getByRole('figure', { name: `${task}: learning curve` })).toBeVisible();
    }
    await expectStraightScoreLines(page);
    await expectAccessible(page);
    await shoot(page, 'skill-suturing');

    const token = await connectGame(page, 'Analytics rig');
    const upload = await fetch(`${BASE}/api/game/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sessions: [suturingSession(6)] }),
    });
    expect(upload.status).toBe(200);
    expect((await upload.json()).data.sessions[0].outcome).toBe('stored');

    await page.reload();
    await expect(page.getByRole('figure', { name: 'Mean scores of the last 10 sessions' })).toBeVisible(SLOW);
    expect(await stat(page, 'Attempts')).toBe(attemptsBefore + 6);
    await page.getByRole('link', { name: 'Accuracy' }).click();
    await expect(page.getByRole('heading', { name: 'Suturing: Accuracy' })).toBeVisible(SLOW);
    await expect(page.getByRole('figure', { name: 'Accuracy per day, past 10 days' })).toBeVisible();
    await expectStraightScoreLines(page);
    await expectAccessible(page);
    await shoot(page, 'skill-suturing-accuracy');
    // Suturing has no gameplay page: the not-found page.
    await page.goto('/trainee/skill-performance/suturing/gameplay');
    await expect(page.getByText('404')).toBeVisible(SLOW);

    await page.goto('/trainee/training-activity');
    await expect(page.getByRole('figure', { name: 'Minutes per day, past 10 days' })).toBeVisible(SLOW);
    await expect.poll(() => stat(page, 'Sessions'), SLOW).toBe(rangeBefore + 1);
    // A custom range over the maximum: the API's message at the field; what does not depend on the range stays.
    await page.goto('/trainee/training-activity?preset=custom&start_date=2024-01-01&end_date=2026-01-01');
    await expect(page.getByText('The start date must be less than 365 days from the end date.')).toBeVisible(SLOW);
    await expect(page.getByRole('figure', { name: 'Minutes per day, past 10 days' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Last 10 sessions' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Per skill' })).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, 'training-activity-refused');
    // "Custom" without its days asks for them, and shows no other range's figures as its own.
    await page.goto('/trainee/training-activity?preset=custom');
    await expect(page.getByText('Choose the first and the last day of the range to see its figures.')).toBeVisible(
      SLOW,
    );
    await expect(page.getByRole('table', { name: 'Last 10 sessions' })).toBeVisible();
    await expect(page.getByText('Training time', { exact: true })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto('/trainee/overview');
    await expect.poll(() => sessionsOnOverview(page), SLOW).toBe(sessionsBefore + 1);
    const lastSession = page.getByRole('region', { name: 'Last session' });
    await expect(lastSession.getByText('Suturing')).toBeVisible();
  });

  test("the manager opens a member's pages from the team table and downloads it as XLSX", async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await pageAs(browser, 'manager');
    await page.goto('/manager/organization-dashboard');
    await expect(page.getByRole('figure', { name: 'Team hours per week' })).toBeVisible(SLOW);
    const table = page.getByRole('table', { name: 'Members' });
    await expect(page.getByText(/trainers and members not active yet are not counted/)).toBeVisible();
    // Trainees only: the demo's trainers (Tom Trainer, Sanne de Jong) are not listed, so never counted as idle.
    await expect(table.getByRole('link', { name: /^Open .*’s training$/ }).first()).toBeVisible(SLOW);
    for (const trainer of ['Tom Trainer', 'Sanne de Jong']) {
      await page.getByRole('searchbox', { name: 'Search' }).fill(trainer);
      await expect(page.getByText('No trainee matches the filters')).toBeVisible(SLOW);
    }
    await page.getByRole('searchbox', { name: 'Search' }).fill('Tara');
    await expect(table.getByRole('link', { name: 'Open Tara Trainee’s training' })).toBeVisible(SLOW);
    await expectAccessible(page);
    await shoot(page, 'team');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download XLSX' }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    expect(sheet).toBeDefined();
    const rows: string[] = [];
    sheet?.eachRow((row) => {
      rows.push(JSON.stringify(row.values));
    });
    expect(rows.length).toBe(2);
    expect(rows[1]).toContain('trainee@example.com');

    await table.getByRole('link', { name: 'Open Tara Trainee’s training' }).click();
    await expect(page.getByRole('heading', { name: 'Tara Trainee: Overview' })).toBeVisible(SLOW);
    await expect(page.getByText('Read-only: what Tara Trainee sees on their own pages.')).toBeVisible();
    expect((await page.locator('main').innerText()).match(/read-only/gi)).toHaveLength(1);
    await expect(page.getByRole('heading', { name: 'FLS readiness' })).toBeVisible(SLOW);
    await expectAccessible(page);
    await shoot(page, 'member-overview');

    await page.getByRole('link', { name: 'Training activity' }).last().click();
    await expect(page.getByRole('heading', { name: 'Tara Trainee: Training activity' })).toBeVisible(SLOW);
    await expect(page.getByRole('figure', { name: 'Minutes per day, past 10 days' })).toBeVisible(SLOW);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to the team' }).click();
    await expect(page).toHaveURL(/\/manager\/organization-dashboard$/);
    await page.context().close();
  });

  test('a trainee due a refresh reads it on the overview, named, and Practise next sends them there', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, REFRESH_DUE_TRAINEE.email);
    await expect(page).not.toHaveURL(/\/login/, SLOW);
    await page.goto('/trainee/overview');
    await expect(page.getByRole('heading', { name: 'FLS readiness' })).toBeVisible(SLOW);
    await expectFlsTasks(page);
    // One notice for the tasks due, naming each ("Peg transfer, Pattern cutting, and Ligating loop have not …").
    const notice = page.getByTestId('fls-refresh-decay');
    await expect(notice).toBeVisible();
    const task = `(${FLS_TASK_NAMES.join('|')})`;
    await expect(notice).toHaveText(
      new RegExp(
        `^Refresh due${task}((, ${task})*,? and ${task} have| has) not been trained for 6 weeks\\. Two passes restore (it|each)\\.$`,
      ),
    );
    await expect(
      page.getByRole('list', { name: 'The five FLS tasks' }).getByText('Refresh due', { exact: true }).first(),
    ).toBeVisible();
    const next = page.getByRole('region', { name: 'Practise next' });
    await expect(next.getByText(/due a refresh after 6 weeks without training/)).toBeVisible();
    await expect(next.getByText(/ at level \d+( \(.+\))?$/)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'overview-refresh-due');
    await context.close();
  });

  test('a manager sorts the team by the forecast: ready first, then on course by the median, then the rest', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await pageAs(browser, 'manager');
    await page.goto('/manager/organization-dashboard');
    const table = page.getByRole('table', { name: 'Members' });
    await expect(table.getByRole('link', { name: /^Open .*’s training$/ }).first()).toBeVisible(SLOW);
    // Each row's state cell: its badge, then the forecast ("6 h (4 h–9 h)"), the blocking or due task, or nothing.
    const stateCells = () =>
      table
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => (row.querySelectorAll('td')[1]?.textContent ?? '').trim()));
    const minutesOf = (cell: string) => {
      const [, hours = '0', minutes = '0'] = cell.match(/^On course(?:(\d+) h)?\s*(?:(\d+) min)?/) ?? [];
      return Number(hours) * 60 + Number(minutes);
    };
    const ascending = (values: number[]) =>
      values.every((value, index) => index === 0 || (values[index - 1] ?? 0) <= value);
    /** The states in the sort's order, and the medians of those on course rising. */
    const inForecastOrder = (cells: string[]) => {
      const ranks = cells.map((cell) => FORECAST_ORDER.findIndex((state) => cell.startsWith(state)));
      const medians = cells.filter((cell) => cell.startsWith('On course')).map(minutesOf);
      return cells.length > 1 && ranks.every((rank) => rank >= 0) && ascending(ranks) && ascending(medians);
    };
    const asked = (sort: string) => (response: { url(): string }) =>
      /\/api\/manager\/team\?/.test(response.url()) && new URL(response.url()).searchParams.get('sort') === sort;
    await Promise.all([
      page.waitForResponse(asked('forecast')),
      table.getByRole('button', { name: /Forecast/ }).click(),
    ]);
    await expect(page).toHaveURL(/sort=forecast/);
    await expect(table.locator('thead th[aria-sort="ascending"]')).toContainText('Forecast');
    await expect.poll(async () => inForecastOrder(await stateCells()), SLOW).toBe(true);
    // The downloads carry the sort; the state filter narrows the table to that state.
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /sort=forecast/);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await Promise.all([
      page.waitForResponse((response) => asked('forecast')(response) && response.url().includes('on_course')),
      page.getByRole('option', { name: 'On course', exact: true }).click(),
    ]);
    await expect(page).toHaveURL(/filter%5Bstate%5D=on_course|filter\[state\]=on_course/);
    await expect
      .poll(async () => (await stateCells()).every((cell) => cell.startsWith('On course') || cell === ''), SLOW)
      .toBe(true);
    await expectAccessible(page);
    await shoot(page, 'team-by-forecast');
    await page.context().close();
  });

  test("a trainer's team page says what it counts and lists no trainer", async ({ browser }) => {
    test.setTimeout(90_000);
    // A session of its own (the describe's is the trainee's).
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, 'trainer@example.com');
    await expect(page).not.toHaveURL(/\/login/, SLOW);
    await page.goto('/trainee/team');
    await expect(page.getByText(/^Your organization’s active trainees: .*trainers .* are not counted/)).toBeVisible(
      SLOW,
    );
    const table = page.getByRole('table', { name: 'Members' });
    await expect(table.getByRole('link', { name: 'Open Tara Trainee’s training' })).toBeVisible(SLOW);
    await expect(table.getByText('Tom Trainer')).toHaveCount(0);
    await expect(table.getByText('Sanne de Jong')).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, 'trainer-team');
    await context.close();
  });

  test("the dashboard is each role's own", async ({ browser, page }) => {
    test.setTimeout(90_000);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'FLS readiness' })).toBeVisible(SLOW);
    const admin = await pageAs(browser, 'admin');
    await admin.goto('/dashboard');
    await expect(admin.getByText('Trainees active in the last 7 days')).toBeVisible(SLOW);
    await expectAccessible(admin);
    await shoot(admin, 'admin-dashboard');
    await admin.context().close();
  });
});
