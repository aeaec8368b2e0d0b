import { expect, type Locator, test } from '@playwright/test';
import { connectGame, expectAccessible, shoot, signedInAs } from './support';

/**
 * The weekly goal (issue 27, practice nudges): the trainee sets a goal in minutes on the overview, a goal outside
 * 10–3000 is refused on its field, and the card shows this week's minutes against the goal; a session the game
 * uploads this week moves it. The goal the trainee had before is put back at the end (the demo session is shared).
 */
const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
/** The analytics chunk (charts and the date picker) takes seconds to load on a shared, busy machine. */
const SLOW = { timeout: 30_000 };

/**
 * A 30-minute suturing session that ended a minute ago (this week, unless the week turned in between): its attempts
 * last 30 minutes too, so the week grows by 1,800 seconds whichever the rollup counts.
 */
function sessionNow() {
  const ended = Date.now() - 60_000;
  return {
    id: crypto.randomUUID(),
    started_at: new Date(ended - 30 * 60_000).toISOString(),
    ended_at: new Date(ended).toISOString(),
    game_version: '1.4.0',
    platform: 'windows',
    results: Array.from({ length: 4 }, () => ({
      skill: 'suturing',
      level: 4,
      exercise_name: 'Intracorporeal knot',
      completed: true,
      accuracy: 85,
      speed: 75,
      gameplay: 80,
      duration_seconds: 450,
      errors: 0,
    })),
  };
}

/** The card's figures: this week's minutes, and the goal (null without one). */
async function figures(card: Locator): Promise<{ minutes: number; goal: number | null }> {
  const text = await card.getByText(/ min this week/).innerText();
  const withGoal = text.match(/^(\d+) of (\d+) min this week/);
  if (withGoal) return { minutes: Number(withGoal[1]), goal: Number(withGoal[2]) };
  return { minutes: Number(text.match(/^(\d+) min this week/)?.[1] ?? Number.NaN), goal: null };
}

async function saveGoal(card: Locator, value: string) {
  await card.getByRole('button', { name: /^(Set a goal|Change)$/ }).click();
  const input = card.getByRole('textbox', { name: 'Minutes a week' });
  await input.fill(value);
  await card.getByRole('button', { name: 'Save goal' }).click();
  return input;
}

test.describe('weekly goal', () => {
  test.use(signedInAs('trainee'));

  test("the trainee sets a weekly goal and the overview shows this week's progress against it", async ({ page }) => {
    // The overview's chunk, the device sign-in's poll and the upload's rollup take their time on a busy machine.
    test.setTimeout(240_000);
    await page.goto('/trainee/overview');
    const card = page.getByRole('region', { name: 'Weekly goal' });
    await expect(card.getByText(/ min this week/)).toBeVisible(SLOW);
    const before = await figures(card);
    expect(Number.isFinite(before.minutes)).toBe(true);

    // Outside 10–3000: refused on the field, and the card still shows the old goal once the form is left.
    await card.getByRole('button', { name: /^(Set a goal|Change)$/ }).click();
    const input = card.getByRole('textbox', { name: 'Minutes a week' });
    await input.fill('5');
    await card.getByRole('button', { name: 'Save goal' }).click();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await card.getByRole('button', { name: 'Cancel' }).click();
    expect((await figures(card)).goal).toBe(before.goal);

    // A goal above this week's minutes: "N of G min this week" and a bar at N/G.
    const goal = Math.min(3000, Math.max(10, before.minutes + 120));
    await saveGoal(card, String(goal));
    await expect(page.getByText('Your weekly goal is saved.')).toBeVisible();
    const progress = `${before.minutes} of ${goal} min this week`;
    await expect(card.getByText(progress)).toBeVisible();
    const bar = card.getByRole('progressbar', { name: progress });
    await expect(bar).toHaveAttribute('aria-valuenow', String(Math.round((before.minutes / goal) * 100)));
    await expectAccessible(page);
    await shoot(page, 'weekly-goal');

    // The game uploads a session: the week's minutes grow against the same goal.
    const token = await connectGame(page, 'Weekly goal rig');
    const upload = await fetch(`${BASE}/api/game/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sessions: [sessionNow()] }),
    });
    expect(upload.status).toBe(200);
    await expect
      .poll(
        async () => {
          await page.reload();
          await expect(card.getByText(/ min this week/)).toBeVisible(SLOW);
          return figures(card);
        },
        { timeout: 60_000 },
      )
      .toEqual({ minutes: before.minutes + 30, goal });

    // Put the demo trainee's goal back as it was (empty: no goal).
    await saveGoal(card, before.goal === null ? '' : String(before.goal));
    await expect(page.getByText('Your weekly goal is saved.').last()).toBeVisible();
    expect((await figures(card)).goal).toBe(before.goal);
  });
});
