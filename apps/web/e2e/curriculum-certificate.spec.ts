import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { connectGame, expectAccessible, pageAs, shoot, signedInAs, signIn } from './support';

/**
 * Issue 27's last journey: a trainee completes an assigned curriculum through the simulator (the game signs in as a
 * device and uploads the sessions, as the real game does), sees the curriculum's certificate, downloads its PDF and,
 * signed out, opens its verification page; and a trainee downloads their portfolio. The manager arranges the group,
 * the curriculum and its assignment over the API with their own session, as the screens would.
 *
 * The trainee is Lotte Vos of St. Elisabeth (a seat of the game, in no demo group, used by no other spec), so the
 * demo trainee's certificates that other specs count stay as they are.
 */
const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const TRAINEE = { email: 'lotte.vos@example.com', name: 'Lotte Vos' } as const;
const ORGANIZATION = 'St. Elisabeth Teaching Hospital';
/** The PDF's first bytes. */
const PDF_MAGIC = '%PDF-';

async function csrf(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/csrf-token')).json()) as { token: string }).token;
}

/** A POST with the page's session and its anti-forgery token; the answer's `data`. */
async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(path, { data, headers: { 'x-csrf-token': await csrf(page.request) } });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

/** A session `minutesAgo` of `attempts` camera-navigation attempts at level 2, each scoring 97 / 96 / 98. */
function cameraSession(minutesAgo: number, attempts: number) {
  const started = Date.now() - minutesAgo * 60_000;
  return {
    id: crypto.randomUUID(),
    started_at: new Date(started).toISOString(),
    ended_at: new Date(started + 20 * 60_000).toISOString(),
    game_version: '1.4.0',
    platform: 'windows',
    results: Array.from({ length: attempts }, () => ({
      skill: 'positioning-orienting',
      level: 2,
      exercise_name: 'Camera navigation',
      completed: true,
      accuracy: 97,
      speed: 96,
      gameplay: 98,
      duration_seconds: 240,
      errors: 0,
    })),
  };
}

/** A day `days` from today (UTC), `YYYY-MM-DD`. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('a curriculum completed through the simulator', () => {
  test('the trainee completes it, downloads its certificate and opens the verification page signed out', async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const name = `Camera sprint ${Date.now() % 100_000}`;

    // The manager: a group with the trainee, a one-module curriculum with targets of its own, assigned, due in 30 days.
    const manager = await pageAs(browser, 'manager');
    const candidates = await (await manager.request.get('/api/manager/groups/candidates')).json();
    const lotte = (candidates.data as Array<{ id: string; email: string }>).find((m) => m.email === TRAINEE.email);
    expect(lotte).toBeTruthy();
    const group = await post<{ id: string }>(manager, '/api/manager/groups', {
      name: `${name} group`,
      member_ids: [lotte?.id],
    });
    const curriculum = await post<{ id: string }>(manager, '/api/manager/curricula', {
      name,
      modules: [
        {
          skill: 'positioning-orienting',
          exercise: 'Camera navigation',
          min_level: 2,
          targets: { accuracy: 95, speed: 95, gameplay: 95 },
          consecutive_passes: 2,
          further_passes: 1,
        },
      ],
    });
    await post(manager, `/api/manager/curricula/${curriculum.id}/assignments`, {
      group_id: group.id,
      due_date: dayFromNow(30),
    });
    await manager.context().close();

    // The trainee signs in; before training the curriculum is open.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, TRAINEE.email);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/trainee/curricula');
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Next: Camera navigation', { exact: false })).toBeVisible();

    // The simulator: the game connects as a device and uploads two sessions of three passing attempts.
    const token = await connectGame(page, 'Skills lab rig');
    const upload = await fetch(`${BASE}/api/game/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sessions: [cameraSession(90, 1), cameraSession(40, 2)] }),
    });
    expect(upload.status).toBe(200);
    const outcomes = ((await upload.json()) as { data: { sessions: Array<{ outcome: string }> } }).data.sessions;
    expect(outcomes.map((s) => s.outcome)).toEqual(['stored', 'stored']);

    // The progress job folds the attempts after the upload: the curriculum is complete.
    await expect(async () => {
      await page.reload();
      await expect(card.getByText(/^Completed on /)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 120_000 });
    await expectAccessible(page, 'trainee/curricula completed');
    await shoot(page, 'trainee-curriculum-completed');

    // Its certificate, issued after the commit.
    await page.goto('/trainee/certificates');
    const certificate = page.getByRole('article', { name: `Curriculum ${name}` });
    await expect(async () => {
      await page.reload();
      await expect(certificate).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 120_000 });
    await expect(certificate.getByText('Valid', { exact: true })).toBeVisible();
    await expect(certificate.getByText('version 1', { exact: true })).toBeVisible();
    await expectAccessible(page, 'trainee/certificates');
    await shoot(page, 'trainee-curriculum-certificate');

    const number = ((await certificate.getByText(/^Certificate LSC-\d{6}$/).textContent()) ?? '').replace(
      'Certificate ',
      '',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      certificate.getByRole('link', { name: `Download certificate ${number} as PDF` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`certificate-${number}.pdf`);
    const pdf = await readFile((await download.path()) as string);
    expect(pdf.subarray(0, PDF_MAGIC.length).toString('latin1')).toBe(PDF_MAGIC);
    expect(pdf.length).toBeGreaterThan(2_000);

    // Signed out, in a browser of its own: valid, the holder, the organization, the achievement.
    const href = (await certificate.getByRole('link', { name: 'Verification page' }).getAttribute('href')) as string;
    const path = new URL(href).pathname;
    expect(path).toMatch(/^\/verify\/[A-Za-z0-9_-]{22}$/);
    await context.close();
    const outsider = await browser.newContext();
    const visitor = await outsider.newPage();
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { name: 'Valid certificate', level: 1 })).toBeVisible();
    await expect(visitor.getByRole('cell', { name: TRAINEE.name })).toBeVisible();
    await expect(visitor.getByRole('cell', { name: ORGANIZATION })).toBeVisible();
    await expect(visitor.getByRole('cell', { name: new RegExp(`^Curriculum ${name} \\(`) })).toBeVisible();
    await expect(visitor.getByRole('cell', { name: number })).toBeVisible();
    await expect(visitor.getByText(TRAINEE.email)).toHaveCount(0);
    await expectAccessible(visitor, 'verify curriculum certificate');
    await shoot(visitor, 'verify-curriculum-certificate');
    await outsider.close();
  });
});

test.describe('the portfolio', () => {
  test.use(signedInAs('trainee'));

  test('a trainee downloads their portfolio as a PDF from their curricula', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/getting-started');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My curricula' }).click();
    await expect(page.getByRole('heading', { name: 'My curricula', level: 1 })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my portfolio (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile((await download.path()) as string);
    expect(pdf.length).toBeGreaterThan(2_000);
    expect(pdf.subarray(0, PDF_MAGIC.length).toString('latin1')).toBe(PDF_MAGIC);
    await expectAccessible(page, 'trainee/curricula portfolio');
  });
});
