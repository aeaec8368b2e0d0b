import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContextOptions, expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'DemoPass!2026';
const INBOX = `http://127.0.0.1:${process.env.E2E_INBOX_PORT ?? 3199}`;
const PORTAL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

/** The demo accounts the specs act as; each signs in once per run (`auth.setup.ts`). */
export const ROLES = {
  /** Ada Admin, super-admin. */
  admin: 'admin@example.com',
  /** Bella Bakker, admin with 'manage billing' only. */
  bella: 'bella.bakker@example.com',
  /** Hanna Hofstra, admin without 'manage product'. */
  hanna: 'hanna.hofstra@example.com',
  manager: 'manager@example.com',
  trainee: 'trainee@example.com',
} as const;
export type Role = keyof typeof ROLES;

export const storageStatePath = (role: Role) => join(import.meta.dirname, '.auth', `${role}.json`);

/**
 * Signed in as `role` from the first request: `test.use(signedInAs('admin'))` in a spec or a describe block.
 * The session is shared by every test of that role, so such a test never signs out (a flow that
 * switches users signs in with `signIn` on a session of its own).
 */
export const signedInAs = (role: Role): BrowserContextOptions => ({ storageState: storageStatePath(role) });

/** A second browser signed in as `role`, beside the test's own page. */
export async function pageAs(browser: Browser, role: Role, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ ...options, ...signedInAs(role) });
  return context.newPage();
}

/** The login page asks the e-mail first (single sign-on, issue 28), then the password. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signOut(page: Page, fullName: string) {
  await page.getByRole('button', { name: fullName }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export interface InboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Wait for a mail to `to` whose subject matches, read from the SMTP server beside the portal. */
export async function waitForMail(to: string, subject: RegExp, after = 0): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${INBOX}/mails?to=${encodeURIComponent(to)}`)).json()) as InboxMail[];
        found = mails.slice(after).find((m) => subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 15_000, message: `mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found as InboxMail;
}

export async function mailCount(to: string): Promise<number> {
  return ((await (await fetch(`${INBOX}/mails?to=${encodeURIComponent(to)}`)).json()) as InboxMail[]).length;
}

/** The path of the first portal link in a mail containing `segment` (e.g. '/activate/'). */
export function linkPath(mail: InboxMail, segment: string): string {
  const url = mail.text.match(new RegExp(`https?://\\S+${segment}[A-Za-z0-9_-]+`))?.[0];
  if (!url) throw new Error(`no ${segment} link in "${mail.subject}"`);
  return new URL(url).pathname;
}

/**
 * No violations of axe-core's WCAG 2.1 A and AA rules and best practices on what the page shows
 * now (wait for the screen's content first). Each violation is listed with its rule and elements.
 */
export async function expectAccessible(page: Page, screen = page.url()) {
  // The screen as it settles: no read or save still running (the top bar shows while one is), and no table or list
  // refetching (`aria-busy`): a refetching table's rows are dimmed, and axe measured their contrast dimmed
  // (#38d9a9 at 0.6 over #19202a is 4.13:1), which failed a run now and then (issue 29).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // axe.run in the page itself: the portal has no frames, so the default (a partial run per frame, finished in
    // a second page opened for it) checks the same rules at twice the time; axe was 40% of the suite's time.
    .setLegacyMode(true)
    .analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => {
          // Some rules (region) report the page and name the elements in question as related nodes.
          const related = n.any.concat(n.all, n.none).flatMap((check) => check.relatedNodes ?? []);
          const which = related.length ? ` [${related.map((r) => r.html.slice(0, 160)).join(' ; ')}]` : '';
          return `${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}${which}`;
        })
        .join(' | ')}`,
  );
  expect(found, `accessibility violations on ${screen}`).toEqual([]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (8-bit RGB, a diagonal gradient in `hue`'s colour) that any decoder reads. */
export function makePng(width = 96, height = 60, hue: [number, number, number] = [40, 120, 220]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const shade = (x + y) / (width + height);
      hue.forEach((channel, i) => {
        raw[row + 1 + x * 3 + i] = Math.round(channel * (0.4 + 0.6 * shade));
      });
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An <img> that is shown and that the browser loaded and decoded. */
export async function expectImageDecoded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: 'the image is decoded',
    })
    .toBe(true);
}

/** An <img> whose file the server answers with 200 and an image type, shown and decoded by the browser. */
export async function expectImageLoaded(page: Page, image: Locator) {
  await expectImageDecoded(image);
  const src = await image.getAttribute('src');
  expect(src, 'the image has a src').toMatch(/^(\/|https?:)/);
  const response = await page.request.get(src as string);
  expect(response.status(), `GET ${src}`).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
}

/**
 * With `E2E_SHOTS_DIR` set, the page as it is now, full length, at its desktop width and at 390 px
 * (`<name>-desktop.png`, `<name>-390.png`; the theme is dark only), for looking at a screen; nothing otherwise.
 */
export async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-desktop.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  // Let the layout follow the new width before the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(dir, `${name}-390.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/**
 * The game signs in as the page's user: the device flow, approved over the API with the page's session, polled for
 * its token as the game does. The game's bearer token.
 */
export async function connectGame(page: Page, deviceName: string): Promise<string> {
  const started = await fetch(
    `${PORTAL}/api/game/device/code`,
    form({ client_id: 'lapskills-game', device_name: deviceName, platform: 'windows' }),
  );
  expect(started.status).toBe(200);
  const code = (await started.json()) as { device_code: string; user_code: string; interval: number };
  const token = ((await (await page.request.get('/api/csrf-token')).json()) as { token: string }).token;
  const approved = await page.request.post('/api/device/approve', {
    data: { user_code: code.user_code },
    headers: { 'x-csrf-token': token },
  });
  expect(approved.status()).toBe(200);
  await page.waitForTimeout(code.interval * 1000 + 200);
  const polled = await fetch(
    `${PORTAL}/api/game/device/token`,
    form({
      client_id: 'lapskills-game',
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: code.device_code,
    }),
  );
  const body = (await polled.json()) as { access_token?: string };
  expect(body.access_token).toBeTruthy();
  return body.access_token as string;
}
