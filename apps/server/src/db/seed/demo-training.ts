import { eq, sql } from 'drizzle-orm';
import { refreshReadiness } from '../../modules/analytics/index.js';
import { ensureResultPartitions, storeSessions } from '../../modules/training/index.js';
import type { Executor } from '../client.js';
import { auditLog, billingAccounts, organizations, products, trainingSessions, users } from '../schema/index.js';
import { DEMO_EXPERTS } from './demo-benchmarks.js';
import { dayAfter, daysBefore as daysAgo, memberSince } from './demo-dates.js';
import { demoSignIn } from './demo-licensing.js';
import { attachSeat, createBilling, createLicense, createOrganization, createUser } from './factories.js';
import { PROFILES, type ProfileName, simulateSessions, type TraineeProfile } from './simulation.js';

/** The residency team: 20 trainees in one organization with six months of history, a customer for a little longer. */
const TEAM = {
  sinceDays: 200,
  organization: {
    name: 'Riverside University Hospital Surgical Residency',
    street: 'Riverside Drive',
    houseNumber: '400',
    addition: null,
    zipcode: '10027',
    city: 'New York',
    country: 'US',
  },
  domain: 'riverside.example.com',
  residents: [
    ['Olivia', 'Martin'],
    ['Liam', 'Thompson'],
    ['Ava', 'Garcia'],
    ['Ethan', 'Wright'],
    ['Mia', 'Lopez'],
    ['Lucas', 'Hill'],
    ['Zoe', 'Scott'],
    ['Benjamin', 'Green'],
    ['Grace', 'Adams'],
    ['Samuel', 'Baker'],
    ['Chloe', 'Nelson'],
    ['Daniel', 'Carter'],
    ['Lily', 'Mitchell'],
    ['Henry', 'Perez'],
    ['Nora', 'Roberts'],
    ['Owen', 'Turner'],
    ['Ella', 'Phillips'],
    ['Caleb', 'Campbell'],
    ['Aria', 'Parker'],
    ['Isaac', 'Evans'],
  ] as const,
} as const;

/**
 * The resident whose mastered FLS tasks are due a refresh (issue 25): dedicated for four months, then idle for
 * `idleDays`, well past `REFRESH_DUE_DAYS` (42). The overview, the team table and the e2e spec show her "refresh due".
 */
export const DEMO_REFRESH_DUE = { email: 'chloe.nelson@riverside.example.com', idleDays: 60 } as const;

/** A faculty surgeon: on the plateau from the first simulated attempt, a little above the published targets. */
const EXPERT: TraineeProfile = {
  ...PROFILES.dedicated,
  daysPerWeek: 2,
  priorAttempts: 150,
  floor: 70,
  plateauMargin: 6,
  noise: 3,
  flsShare: 0.9,
  focus: 0.3,
};

/** Who trains how, and over which days (days ago: from, until). */
interface Plan {
  email: string;
  profile: TraineeProfile;
  from: number;
  until: number;
}

const stage = (name: ProfileName, extra: Partial<TraineeProfile> = {}): TraineeProfile => ({
  ...PROFILES[name],
  ...extra,
});

async function userId(tx: Executor, email: string) {
  const [row] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  return row?.id ?? null;
}

/** The residency team's organization, its 12-month billing of 25 seats (six months in) and its residents. */
async function seedTeam(tx: Executor, now: Date, password: string): Promise<string[]> {
  const emails = TEAM.residents.map(([first, last]) => `${first}.${last}@${TEAM.domain}`.toLowerCase());
  const [found] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, TEAM.organization.name));
  if (found) return emails;
  const [core] = await tx.select().from(products).where(sql`lower(${products.sku}) = 'ls-core-12'`);
  const organization = await createOrganization(tx, { ...TEAM.organization, createdAt: daysAgo(now, TEAM.sinceDays) });
  const residents: string[] = [];
  for (const [index, [firstName, lastName]] of TEAM.residents.entries()) {
    const user = await createUser(tx, {
      email: `${firstName}.${lastName}@${TEAM.domain}`.toLowerCase(),
      firstName,
      lastName,
      password,
      roles: ['trainee'],
      organizationId: organization.id,
      createdAt: memberSince(now, TEAM.sinceDays, index),
    });
    residents.push(user.id);
  }
  if (core?.type === 'software') {
    const [existing] = await tx
      .select({ id: billingAccounts.id })
      .from(billingAccounts)
      .where(eq(billingAccounts.organizationId, organization.id));
    const billing =
      existing ??
      (await createBilling(tx, {
        organizationId: organization.id,
        legalName: TEAM.organization.name,
        billingEmail: `billing@${TEAM.domain}`,
        street: TEAM.organization.street,
        houseNumber: TEAM.organization.houseNumber,
        zipcode: TEAM.organization.zipcode,
        city: TEAM.organization.city,
        country: TEAM.organization.country,
        currency: 'USD',
        cycleMonths: 12,
        periodStart: dayAfter(now, -190),
        periodEnd: dayAfter(now, 174),
      }));
    const license = await createLicense(tx, { billingAccountId: billing.id, productId: core.id, amount: 25 });
    for (const id of residents) await attachSeat(tx, license.id, id, daysAgo(now, 185));
  }
  return emails;
}

/**
 * The demo world's training history, written through the upload's own code (`storeSessions`): the demo
 * trainee near FLS readiness, one trainee who has just started, one idle for a month, the rest of
 * St. Elisabeth at their own pace, and a residency team of 20 with six months of history (issue 17).
 * The sessions fall in the days their seats' licenses were active, so none is flagged. Idempotent: a user
 * with training sessions already is left alone (and the simulated ids repeat, so nothing counts twice).
 */
export async function seedDemoTraining(tx: Executor, password: string, now = new Date()) {
  // The months of the history get partitions of their own (rather than the default one).
  await ensureResultPartitions(tx, daysAgo(now, 200), 9);
  const team = await seedTeam(tx, now, password);
  // St. Elisabeth's license started 60 days ago (demo-licensing.ts): its history fits in it.
  const plans: Plan[] = [
    // Near readiness: trains almost daily, with a head start from before the license.
    { email: 'trainee@example.com', profile: stage('dedicated'), from: 20, until: 0 },
    { email: 'emma.visser@example.com', profile: stage('steady', { daysPerWeek: 6 }), from: 5, until: 0 },
    { email: 'lucas.vandijk@example.com', profile: stage('steady', { priorAttempts: 10 }), from: 58, until: 31 },
    { email: 'noah.smit@example.com', profile: stage('steady', { priorAttempts: 20 }), from: 58, until: 0 },
    { email: 'julia.meijer@example.com', profile: stage('occasional'), from: 58, until: 1 },
    { email: 'daan.mulder@example.com', profile: stage('dedicated'), from: 40, until: 0 },
    { email: 'sophie.deboer@example.com', profile: stage('occasional', { priorAttempts: 30 }), from: 58, until: 3 },
    // The faculty surgeons: experts long past their learning curves, a session or two a week (the benchmark's data).
    ...DEMO_EXPERTS.map((email): Plan => ({ email, profile: EXPERT, from: 50, until: 1 })),
    ...team.map((email, index): Plan => {
      const name: ProfileName = index % 5 === 0 ? 'dedicated' : index % 3 === 0 ? 'occasional' : 'steady';
      // Most of the team trained all six months; a few stopped a while ago or started late.
      const from = index % 7 === 6 ? 90 : 182;
      const until = email === DEMO_REFRESH_DUE.email ? DEMO_REFRESH_DUE.idleDays : index % 9 === 8 ? 40 : 0;
      // One resident levels off under the targets: the team's "not on course", with the task that blocks.
      const profile = index === 4 ? stage(name, { plateauMargin: -6 }) : stage(name);
      return { email, profile, from, until };
    }),
  ];
  for (const plan of plans) {
    const id = await userId(tx, plan.email);
    if (!id) continue;
    const [trained] = await tx
      .select({ id: trainingSessions.id })
      .from(trainingSessions)
      .where(eq(trainingSessions.userId, id))
      .limit(1);
    if (trained) continue;
    const sessions = simulateSessions({
      seed: plan.email,
      profile: plan.profile,
      from: daysAgo(now, plan.from),
      until: daysAgo(now, plan.until),
      platform: plan.email.endsWith(TEAM.domain) ? 'windows' : 'macos',
      fixedDraws: true,
    });
    await storeSessions(tx, { userId: id, deviceTokenId: null }, sessions, now);
    await refreshReadiness(tx, id, now);
  }
  await seedDemoSignIns(tx, now);
  await seedDemoNudges(tx);
}

/** The demo trainee's weekly goal, in minutes (the overview shows this week against it). */
export const DEMO_WEEKLY_GOAL = 120;
/** St. Elisabeth reminds its trainees after this many days without training (Lucas, idle for a month, is one). */
export const DEMO_INACTIVITY_DAYS = 7;

/** Practice nudges (issue 27): Tara's weekly goal and St. Elisabeth's inactivity reminder; kept when set already. */
async function seedDemoNudges(tx: Executor) {
  await tx.execute(sql`update users set weekly_goal_minutes = ${DEMO_WEEKLY_GOAL}
    where lower(email) = 'trainee@example.com' and weekly_goal_minutes is null`);
  await tx.execute(sql`update organizations set inactivity_reminder_days = ${DEMO_INACTIVITY_DAYS}
    where name = 'St. Elisabeth Teaching Hospital' and inactivity_reminder_days is null`);
}

/**
 * Sign-ins (`auth.login`, which "last signed in" reads) that fit each trainee's training: whoever trained signed
 * in to the portal before their first session (a game's device sign-in is approved there), and one who has no
 * sign-in since then looked at their results after their last session. Sign-ins seeded already (St. Elisabeth's
 * seat activity, demo-licensing.ts) are kept, so idle seats stay idle.
 */
async function seedDemoSignIns(tx: Executor, now: Date) {
  const trainees = await tx.execute<{
    id: string;
    email: string;
    first: Date;
    last: Date;
    since: boolean;
    before: boolean;
  }>(sql`
    select u.id, u.email, min(s.started_at) as first, max(s.ended_at) as last,
      exists (select 1 from ${auditLog} a where a.user_id = u.id and a.action = 'auth.login'
        and a.occurred_at >= min(s.started_at)) as since,
      exists (select 1 from ${auditLog} a where a.user_id = u.id and a.action = 'auth.login'
        and a.occurred_at <= min(s.started_at)) as before
    from ${users} u join ${trainingSessions} s on s.user_id = u.id
    group by u.id, u.email`);
  const entries = trainees.rows.flatMap((user) => [
    ...(user.before ? [] : [demoSignIn(user, new Date(new Date(user.first).getTime() - 20 * 60_000))]),
    ...(user.since
      ? []
      : [demoSignIn(user, new Date(Math.min(new Date(user.last).getTime() + 3_600_000, now.getTime())))]),
  ]);
  if (entries.length > 0) await tx.insert(auditLog).values(entries);
}
