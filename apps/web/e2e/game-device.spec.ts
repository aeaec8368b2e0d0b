import { expect, test } from '@playwright/test';
import { expectAccessible, ROLES, shoot, signedInAs, signIn } from './support';

/**
 * The game's side of the device sign-in (RFC 8628), played by Node's fetch as the real game would,
 * against the person's side in the browser: `/device`, and the profile's "Connected devices".
 */
const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

interface DeviceCode {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  interval: number;
}

/** The game asks for a device code, naming itself. */
async function startSignIn(deviceName: string): Promise<DeviceCode> {
  const res = await fetch(
    `${BASE}/api/game/device/code`,
    form({ client_id: 'lapskills-game', device_name: deviceName, platform: 'windows' }),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as DeviceCode;
}

/** One poll of the token endpoint: the token, or the RFC's error code. */
async function poll(code: DeviceCode): Promise<{ token?: string; error?: string }> {
  const res = await fetch(
    `${BASE}/api/game/device/token`,
    form({
      client_id: 'lapskills-game',
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: code.device_code,
    }),
  );
  const body = (await res.json()) as { access_token?: string; error?: string };
  return body.access_token ? { token: body.access_token } : { error: body.error };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

function trainingSession() {
  const started = Date.now() - 45 * 60_000;
  return {
    id: crypto.randomUUID(),
    started_at: new Date(started).toISOString(),
    ended_at: new Date(started + 30 * 60_000).toISOString(),
    game_version: '1.4.0',
    platform: 'windows',
    results: [
      {
        skill: 'suturing',
        level: 3,
        exercise_name: 'Intracorporeal knot',
        completed: true,
        accuracy: 82.5,
        speed: 71,
        gameplay: 88,
        duration_seconds: 412,
        errors: 1,
        metrics: { path_length_mm: 3120, economy_of_motion: 0.74, drops: 0 },
      },
    ],
  };
}

test.describe('the game connects as a device', () => {
  test.use(signedInAs('trainee'));

  test('the trainee approves a typed code; the game uploads; the trainee revokes it and the token stops working', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const deviceName = `Training rig ${Date.now() % 10_000}`;
    const code = await startSignIn(deviceName);
    expect(code.user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    expect(await poll(code)).toEqual({ error: 'authorization_pending' });

    await page.goto('/device');
    await expect(page.getByRole('heading', { name: 'Connect a device', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'device-code');
    // Typed as a person might: lower case, no dash.
    await page.getByRole('textbox', { name: 'Code' }).fill(code.user_code.replace('-', '').toLowerCase());
    await page.getByRole('button', { name: 'Continue' }).click();
    const asking = page.getByRole('region', { name: 'Is this your device?' });
    await expect(asking.getByText(deviceName)).toBeVisible();
    await expect(asking.getByText('Windows')).toBeVisible();
    await expect(asking.getByText(code.user_code)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'device-asking');
    await asking.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('region', { name: 'Device connected' })).toContainText(`${deviceName} is signed in`);
    await expectAccessible(page);
    await shoot(page, 'device-approved');

    // The game's next poll, after the interval, gets its token.
    await page.waitForTimeout(code.interval * 1000 + 200);
    const { token } = await poll(code);
    expect(token).toBeTruthy();
    const upload = await fetch(`${BASE}/api/game/sessions`, {
      method: 'POST',
      headers: bearer(token as string),
      body: JSON.stringify({ sessions: [trainingSession()] }),
    });
    expect(upload.status).toBe(200);
    expect((await upload.json()).data.sessions[0].outcome).toBe('stored');
    const entitled = await fetch(`${BASE}/api/game/entitlements`, { headers: bearer(token as string) });
    expect(entitled.status).toBe(200);

    // The profile's "Connected devices" tab lists it, then revokes it.
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Connected devices' }).click();
    await expect(page).toHaveURL(/\/profile\/devices$/);
    const list = page.getByRole('list', { name: 'Connected devices' });
    const item = list.getByRole('listitem').filter({ hasText: deviceName });
    await expect(item).toContainText('Windows');
    await expect(item).toContainText('last used');
    await expectAccessible(page);
    await shoot(page, 'connected-devices');
    await item.getByRole('button', { name: `Revoke ${deviceName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this device?' });
    await expect(dialog).toContainText(deviceName);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(`${deviceName} has been revoked.`)).toBeVisible();
    await expect(list.getByText(deviceName)).toHaveCount(0);

    const refused = await fetch(`${BASE}/api/game/sessions`, {
      method: 'POST',
      headers: bearer(token as string),
      body: JSON.stringify({ sessions: [trainingSession()] }),
    });
    expect(refused.status).toBe(401);
  });
});

test('signed out, the game link goes through sign-in and back; a denied device gets no token', async ({ browser }) => {
  test.setTimeout(120_000);
  const code = await startSignIn('Borrowed laptop');
  // A session of its own: the shared trainee session is never signed out.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(code.verification_uri_complete.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signIn(page, ROLES.trainee);
    await expect(page).toHaveURL(/\/device\?user_code=/);
    const asking = page.getByRole('region', { name: 'Is this your device?' });
    await expect(asking.getByText('Borrowed laptop')).toBeVisible();
    await asking.getByRole('button', { name: 'Deny' }).click();
    await expect(page.getByRole('region', { name: 'Request denied' })).toBeVisible();
    await expectAccessible(page);
    expect(await poll(code)).toEqual({ error: 'access_denied' });
  } finally {
    await context.close();
  }
});
