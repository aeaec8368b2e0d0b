import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'DemoPass!2026';
const INBOX = `http://127.0.0.1:${process.env.E2E_INBOX_PORT ?? 3199}`;

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email', { exact: true }).fill(email);
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
 * No WCAG 2.1 A/AA violations that axe can find on the page as it is now
 * (wait for the screen's content first). Each violation is listed with its
 * rule and the elements it concerns.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
}
