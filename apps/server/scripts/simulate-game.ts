/**
 * `npm run simulate:game -- --users N --days D [--url http://localhost:3000] [--emails a@x,b@y]`
 *
 * Plays the LapSkills game against a running portal, as the real game would: for each user it starts
 * the device sign-in (RFC 8628), approves it as that user through the same API the `/device` page uses
 * (signed in with the demo password), polls for the device token, reads the entitlements, and uploads
 * D days of simulated sessions (scores on a learning curve per skill, with noise) in batches of 50.
 * Users are the demo world's residency team unless `--emails` names others (all with the demo password).
 */
import { parseArgs } from 'node:util';
import { type GameSession, UPLOAD_MAX_SESSIONS } from '@portal/contracts';
import { PROFILES, type ProfileName, simulateSessions } from '../src/db/seed/simulation.js';
import { daysBefore } from '../src/lib/calendar-day.js';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '5' },
    days: { type: 'string', default: '30' },
    url: { type: 'string', default: process.env.PORTAL_URL ?? 'http://localhost:3000' },
    emails: { type: 'string' },
    password: { type: 'string', default: process.env.DEMO_PASSWORD ?? 'DemoPass!2026' },
  },
});
const base = values.url.replace(/\/$/, '');
const users = Math.max(1, Number(values.users));
const days = Math.max(1, Number(values.days));
const TEAM = [
  'olivia.martin',
  'liam.thompson',
  'ava.garcia',
  'ethan.wright',
  'mia.lopez',
  'lucas.hill',
  'zoe.scott',
  'benjamin.green',
  'grace.adams',
  'samuel.baker',
  'chloe.nelson',
  'daniel.carter',
  'lily.mitchell',
  'henry.perez',
  'nora.roberts',
  'owen.turner',
  'ella.phillips',
  'caleb.campbell',
  'aria.parker',
  'isaac.evans',
].map((name) => `${name}@riverside.example.com`);
const emails = (values.emails?.split(',').map((e) => e.trim()) ?? TEAM).slice(0, users);
const BATCH = Math.min(50, UPLOAD_MAX_SESSIONS);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A browser's side: cookies kept, the anti-forgery token sent on changes. */
class Person {
  private cookies = new Map<string, string>();
  private csrf = '';
  private async call(method: string, path: string, body?: unknown) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json', 'x-csrf-token': this.csrf }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return res;
  }
  private async token() {
    this.csrf = ((await (await this.call('GET', '/api/csrf-token')).json()) as { token: string }).token;
  }
  async signIn(email: string) {
    await this.token();
    const res = await this.call('POST', '/api/auth/login', { email, password: values.password });
    if (!res.ok) throw new Error(`${email}: sign-in failed (${res.status} ${await res.text()})`);
    await this.token();
  }
  async approve(userCode: string) {
    const res = await this.call('POST', '/api/device/approve', { user_code: userCode });
    if (!res.ok) throw new Error(`approve failed (${res.status} ${await res.text()})`);
  }
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** The device sign-in as the game plays it; the person approves in between. */
async function connect(email: string, index: number): Promise<string> {
  const code = (await (
    await fetch(
      `${base}/api/game/device/code`,
      form({ client_id: 'lapskills-game', device_name: `Simulator rig ${index + 1}`, platform: 'windows' }),
    )
  ).json()) as { device_code: string; user_code: string; interval: number; error?: string };
  if (code.error) throw new Error(`device code: ${code.error}`);
  const person = new Person();
  await person.signIn(email);
  await person.approve(code.user_code);
  for (let attempt = 0; attempt < 10; attempt++) {
    await sleep(code.interval * 1000 + 100);
    const answer = (await (
      await fetch(
        `${base}/api/game/device/token`,
        form({
          client_id: 'lapskills-game',
          grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
          device_code: code.device_code,
        }),
      )
    ).json()) as { access_token?: string; error?: string };
    if (answer.access_token) return answer.access_token;
    if (answer.error !== 'authorization_pending' && answer.error !== 'slow_down') throw new Error(answer.error);
  }
  throw new Error('no token after 10 polls');
}

async function upload(token: string, sessions: GameSession[]) {
  const counts = { stored: 0, duplicate: 0, rejected: 0, flagged: 0 };
  for (let i = 0; i < sessions.length; i += BATCH) {
    const res = await fetch(`${base}/api/game/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sessions: sessions.slice(i, i + BATCH) }),
    });
    if (res.status === 429) {
      await sleep(Number(res.headers.get('retry-after') ?? 5) * 1000);
      i -= BATCH;
      continue;
    }
    if (!res.ok) throw new Error(`upload failed (${res.status} ${await res.text()})`);
    const body = (await res.json()) as {
      data: { sessions: Array<{ outcome: keyof typeof counts; flagged?: boolean }> };
    };
    for (const outcome of body.data.sessions) {
      counts[outcome.outcome]++;
      if (outcome.flagged) counts.flagged++;
    }
  }
  return counts;
}

const stages = Object.keys(PROFILES) as ProfileName[];
const now = new Date();
console.log(`Simulating ${emails.length} trainee(s) over ${days} day(s) against ${base}`);
const started = performance.now();
let results = 0;
await Promise.all(
  emails.map(async (email, index) => {
    const token = await connect(email, index);
    const entitlements = (await (
      await fetch(`${base}/api/game/entitlements`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { entitlements: Array<{ product_name: string }> } };
    const stage = stages[index % stages.length] as ProfileName;
    const sessions = simulateSessions({
      seed: `simulator:${email}`,
      profile: PROFILES[stage],
      from: daysBefore(now, days),
      until: now,
    });
    results += sessions.reduce((sum, session) => sum + session.results.length, 0);
    const counts = await upload(token, sessions);
    const products = entitlements.data.entitlements.map((e) => e.product_name).join(', ') || 'no active seat';
    console.log(
      `  ${email.padEnd(38)} ${stage.padEnd(10)} ${String(sessions.length).padStart(4)} sessions: ` +
        `${counts.stored} stored, ${counts.duplicate} duplicate, ${counts.rejected} rejected, ${counts.flagged} flagged (${products})`,
    );
  }),
);
const seconds = (performance.now() - started) / 1000;
console.log(`Done in ${seconds.toFixed(1)} s: ${results} exercise results (sign-ins include the 5 s poll interval).`);
