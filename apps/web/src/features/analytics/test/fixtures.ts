import {
  type FlsReadiness,
  type FlsTask,
  type SessionSummary,
  SKILLS,
  type SkillPerformance,
  type SkillReadinessFigure,
  type SkillScoreDetail,
  type TaskAttempt,
  type TeamMember,
  type TraineeOverview,
  type TrainingActivity,
} from '@portal/contracts';

export const MEMBER_ID = '00000000-0000-4000-8000-0000000000b1';
export const ORG_ID = '00000000-0000-4000-8000-0000000000aa';

export const me = { id: '00000000-0000-4000-8000-000000000001', first_name: 'Tara', last_name: 'Trainee' };
export const member = { id: MEMBER_ID, first_name: 'Mia', last_name: 'Member' };

/** What counts towards each FLS task and its targets (the model's constants, as the API answers them). */
const TASKS = {
  peg_transfer: {
    skill: 'transferring',
    exercises: ['Peg transfer'],
    min_level: 3,
    targets: { accuracy: 85, speed: 75, gameplay: 80 },
  },
  pattern_cutting: {
    skill: 'cutting',
    exercises: ['Precision pattern cutting'],
    min_level: 3,
    targets: { accuracy: 85, speed: 70, gameplay: 80 },
  },
  ligating_loop: {
    skill: 'ligation',
    exercises: ['Endoloop ligation'],
    min_level: 3,
    targets: { accuracy: 85, speed: 70, gameplay: 80 },
  },
  extracorporeal_suturing: {
    skill: 'suturing',
    exercises: ['Extracorporeal knot'],
    min_level: 3,
    targets: { accuracy: 85, speed: 70, gameplay: 80 },
  },
  intracorporeal_suturing: {
    skill: 'suturing',
    exercises: ['Intracorporeal knot'],
    min_level: 3,
    targets: { accuracy: 90, speed: 65, gameplay: 80 },
  },
} as const satisfies Record<FlsTask, Pick<SkillReadinessFigure, 'skill' | 'exercises' | 'min_level' | 'targets'>>;

const cusum = { signed_off: false, value: 1.1, limit: 5.5, relapse: false };

/** A task on course: `passes` of `required`, its weakest score, its share of the forecast. */
function task(name: FlsTask, figures: Partial<SkillReadinessFigure>): SkillReadinessFigure {
  const passes = figures.passes ?? 0;
  const required = figures.required ?? 2;
  return {
    task: name,
    ...TASKS[name],
    exercises: [...TASKS[name].exercises],
    attempts: 30,
    passes,
    required,
    proficient: false,
    state: 'on_course',
    progress: passes / required,
    weakest: null,
    pass_chance: 0.4,
    hours_left: 1,
    low: 0.6,
    high: 1.6,
    minutes_per_attempt: 4.5,
    blocked_by: null,
    last_attempt_at: '2026-11-24T09:30:00.000Z',
    refresh_due_on: null,
    cusum,
    ...figures,
  };
}

/**
 * Tara, 6 h trained: peg transfer 7 of 12 passes (speed 68 of 75), pattern cutting proficient, ligating loop 1 of 2,
 * extracorporeal suturing started, intracorporeal suturing 0 of 12 (accuracy 83 of 90); 6 h more (4 to 9 h).
 */
export const readiness: FlsReadiness = {
  model_version: 'fls-3f9c2a1b7d40',
  benchmark_version: null,
  computed_at: '2026-11-24T10:00:00.000Z',
  stale: false,
  ready: false,
  state: 'on_course',
  progress: 0.42,
  hours_trained: 6,
  forecast: { method: 'simulated', hours_left: 6.2, low: 4.1, high: 8.8, blocking: [] },
  refresh: [],
  practise_next: {
    task: 'intracorporeal_suturing',
    skill: 'suturing',
    exercise: 'Intracorporeal knot',
    level: 4,
    reason: 'blocking',
  },
  skills: [
    task('peg_transfer', {
      attempts: 64,
      passes: 7,
      required: 12,
      weakest: { score: 'speed', value: 68, target: 75 },
      pass_chance: 0.52,
      hours_left: 0.9,
      low: 0.6,
      high: 1.4,
      minutes_per_attempt: 2.5,
    }),
    task('pattern_cutting', {
      attempts: 41,
      passes: 2,
      required: 2,
      proficient: true,
      state: 'proficient',
      progress: 1,
      weakest: { score: 'speed', value: 74, target: 70 },
      pass_chance: 0.81,
      hours_left: null,
      low: null,
      high: null,
      minutes_per_attempt: 3.2,
      refresh_due_on: '2027-01-05',
      cusum: { signed_off: true, value: 0, limit: 6, relapse: false },
    }),
    task('ligating_loop', {
      attempts: 22,
      passes: 1,
      required: 2,
      weakest: { score: 'accuracy', value: 81, target: 85 },
      pass_chance: 0.38,
      hours_left: 0.7,
      low: 0.3,
      high: 1.5,
      minutes_per_attempt: 3.8,
    }),
    task('extracorporeal_suturing', {
      attempts: 6,
      passes: 0,
      required: 2,
      weakest: { score: 'accuracy', value: 64, target: 85 },
      pass_chance: 0.05,
      hours_left: 1.8,
      low: 1.1,
      high: 3,
      minutes_per_attempt: 6,
    }),
    task('intracorporeal_suturing', {
      attempts: 48,
      passes: 0,
      required: 12,
      weakest: { score: 'accuracy', value: 83, target: 90 },
      pass_chance: 0.12,
      hours_left: 4.8,
      low: 3.2,
      high: 7.1,
      minutes_per_attempt: 7.5,
    }),
  ],
};

/** The same trainee when intracorporeal suturing's accuracy levels off below its target: no hours figure. */
export const notOnCourse: FlsReadiness = {
  ...readiness,
  state: 'not_on_course',
  forecast: {
    method: 'not_on_course',
    hours_left: null,
    low: null,
    high: null,
    blocking: [{ task: 'intracorporeal_suturing', score: 'accuracy' }],
  },
  skills: readiness.skills.map((figure) =>
    figure.task === 'intracorporeal_suturing'
      ? { ...figure, state: 'not_on_course', blocked_by: 'accuracy', hours_left: null, low: null, high: null }
      : figure,
  ),
};

/** Pattern cutting not trained for six weeks: due a refresh, practised next. */
export const refreshDue: FlsReadiness = {
  ...readiness,
  state: 'refresh_due',
  refresh: [{ task: 'pattern_cutting', reason: 'decay' }],
  practise_next: {
    task: 'pattern_cutting',
    skill: 'cutting',
    exercise: 'Precision pattern cutting',
    level: 3,
    reason: 'refresh',
  },
  skills: readiness.skills.map((figure) =>
    figure.task === 'pattern_cutting'
      ? {
          ...figure,
          state: 'refresh_due',
          last_attempt_at: '2026-10-08T09:30:00.000Z',
          refresh_due_on: '2026-11-19',
        }
      : figure,
  ),
};

/** Before any training: every task not started, the cohort's figure (trainees like them: 15 h, 11 to 21 h). */
export const cohortReadiness: FlsReadiness = {
  ...readiness,
  computed_at: null,
  state: 'not_started',
  progress: 0,
  hours_trained: 0,
  forecast: { method: 'cohort', hours_left: 15.2, low: 11.4, high: 20.6, blocking: [] },
  practise_next: {
    task: 'peg_transfer',
    skill: 'transferring',
    exercise: 'Peg transfer',
    level: 3,
    reason: 'start',
  },
  skills: readiness.skills.map((figure) => ({
    ...figure,
    attempts: 0,
    passes: 0,
    proficient: false,
    state: 'not_started',
    progress: 0,
    weakest: null,
    pass_chance: null,
    last_attempt_at: null,
    refresh_due_on: null,
    cusum,
  })),
};

export const session: SessionSummary = {
  id: '00000000-0000-4000-8000-0000000000c1',
  started_at: '2026-11-24T09:00:00.000Z',
  ended_at: '2026-11-24T09:45:00.000Z',
  duration_seconds: 2700,
  training_seconds: 2700,
  attempts: 9,
  skills: [
    { skill: 'transferring', attempts: 5, seconds: 1500, highest_level: 3, accuracy: 80, speed: 70, gameplay: 75 },
    { skill: 'cutting', attempts: 4, seconds: 1200, highest_level: 2, accuracy: 88, speed: 72, gameplay: 81 },
  ],
  scores: { accuracy: 84, speed: 71, gameplay: 78 },
};

export const overview: TraineeOverview = {
  subject: me,
  has_training: true,
  total_seconds: 6 * 3600,
  session_count: 14,
  readiness,
  skills: SKILLS.map((skill, index) => ({
    skill,
    attempts: index < 6 ? 10 + index : 0,
    seconds: index < 6 ? 3000 : 0,
    recent:
      index < 6
        ? { accuracy: 70 + index, speed: 60 + index, gameplay: 65 + index }
        : { accuracy: null, speed: null, gameplay: null },
    best: index < 6 ? { accuracy: 90, speed: 80, gameplay: 85 } : { accuracy: null, speed: null, gameplay: null },
    highest_level: index < 6 ? 3 : null,
    last_trained_on: index < 6 ? '2026-11-24' : null,
  })),
  last_session: session,
};

export const emptyOverview: TraineeOverview = {
  ...overview,
  has_training: false,
  total_seconds: 0,
  session_count: 0,
  readiness: cohortReadiness,
  skills: overview.skills.map((skill) => ({
    ...skill,
    attempts: 0,
    seconds: 0,
    recent: { accuracy: null, speed: null, gameplay: null },
    best: { accuracy: null, speed: null, gameplay: null },
    highest_level: null,
    last_trained_on: null,
  })),
  last_session: null,
};

const days = (count: number, end: string) =>
  Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.parse(`${end}T00:00:00Z`) - (count - 1 - index) * 86_400_000);
    return { date: date.toISOString().slice(0, 10), minutes: index % 3 === 0 ? 30 + index : 0 };
  });

export const activity: TrainingActivity = {
  subject: me,
  has_training: true,
  past_days: days(10, '2026-11-24'),
  last_sessions: [
    {
      ...session,
      id: '00000000-0000-4000-8000-0000000000c0',
      started_at: '2026-11-23T09:00:00.000Z',
      ended_at: '2026-11-23T10:12:00.000Z',
      duration_seconds: 72 * 60,
      training_seconds: 65 * 60,
    },
    // 32 minutes from start to end, 26 of them in exercises.
    { ...session, ended_at: '2026-11-24T09:32:00.000Z', duration_seconds: 32 * 60, training_seconds: 26 * 60 },
  ],
  range: { preset: 'last_7_days', start_date: '2026-11-18', end_date: '2026-11-24', days: 7 },
  daily: days(7, '2026-11-24'),
  skills: SKILLS.map((skill) => ({
    skill,
    minutes: skill === 'transferring' ? 42 : 0,
    attempts: skill === 'transferring' ? 5 : 0,
    completed: skill === 'transferring' ? 4 : 0,
  })),
  totals: { minutes: 45, attempts: 9, sessions: 1, active_days: 1 },
};

/** A curve's CUSUM limits (sign-off 5.5, relapse 6); none of these curves holds its task's sign-off. */
const LIMITS = { signed_off_n: null, sign_off_limit: 5.5, relapse_limit: 6 };

/**
 * `count` counted attempts of a task, oldest first: scores that rise towards a plateau `lift` points above the
 * targets' level, with a fixed wobble; a pass meets all three targets; the LC-CUSUM climbs with passes.
 */
function curve(count: number, targets: Record<'accuracy' | 'speed' | 'gameplay', number>, lift: number): TaskAttempt[] {
  let lc = 0;
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const grown = 1 - Math.exp(-n / 18);
    const wobble = ((n * 37) % 11) - 5;
    const score = (target: number) => Math.min(100, Math.round(target - 25 + (25 + lift / 2) * grown + wobble));
    const accuracy = score(targets.accuracy);
    const speed = score(targets.speed);
    const gameplay = score(targets.gameplay);
    const pass = accuracy >= targets.accuracy && speed >= targets.speed && gameplay >= targets.gameplay;
    // The LC-CUSUM's steps (a pass +ln(0.7/0.4), a fail ln(0.3/0.6)), floored at 0.
    lc = Math.max(0, lc + (pass ? Math.log(0.7 / 0.4) : Math.log(0.3 / 0.6)));
    const at = new Date(Date.parse('2026-10-01T09:00:00Z') + index * 3_600_000).toISOString();
    return { n, at, level: 4, accuracy, speed, gameplay, pass, cusum: Math.round(lc * 100) / 100 };
  });
}

export const skillMain: SkillPerformance = {
  subject: me,
  skill: 'suturing',
  pages: ['accuracy'],
  attempts: 12,
  seconds: 3600,
  completed: 10,
  highest_level: 4,
  last_trained_on: '2026-11-24',
  seconds_per_attempt: 300,
  scores: {
    accuracy: { best: 92, mean: 81, recent: 86 },
    speed: { best: 77, mean: 64, recent: 70 },
    gameplay: { best: 88, mean: 75, recent: 80 },
  },
  trend: [0, 1, 2].map((index) => ({
    session_id: `00000000-0000-4000-8000-0000000000d${index}`,
    started_at: `2026-11-2${index}T09:00:00.000Z`,
    highest_level: 3,
    attempts: 4,
    accuracy: 75 + index * 5,
    speed: 60 + index * 4,
    gameplay: 70 + index * 3,
  })),
  readiness: readiness.skills.filter((figure) => figure.skill === 'suturing'),
  curves: [
    { task: 'extracorporeal_suturing', attempts: curve(6, TASKS.extracorporeal_suturing.targets, 0), ...LIMITS },
    {
      task: 'intracorporeal_suturing',
      attempts: curve(48, TASKS.intracorporeal_suturing.targets, 10),
      ...LIMITS,
    },
  ],
};

/** Peg transfer's page: 64 attempts, the last 60 on the curve, passes from attempt 41 on. */
export const skillTransferring: SkillPerformance = {
  ...skillMain,
  skill: 'transferring',
  pages: ['accuracy', 'gameplay'],
  attempts: 64,
  readiness: readiness.skills.filter((figure) => figure.skill === 'transferring'),
  curves: [{ task: 'peg_transfer', attempts: curve(64, TASKS.peg_transfer.targets, 22).slice(-60), ...LIMITS }],
};

/** A skill that trains no FLS task: no readiness, no curves. */
export const skillClipping: SkillPerformance = {
  ...skillMain,
  skill: 'clipping',
  pages: [],
  readiness: [],
  curves: [],
};

export const skillAccuracy: SkillScoreDetail = {
  subject: me,
  skill: 'suturing',
  kind: 'accuracy',
  attempts: 12,
  stats: { best: 92, mean: 81, recent: 86 },
  target: 90,
  trend: skillMain.trend.map((point) => ({
    session_id: point.session_id,
    started_at: point.started_at,
    highest_level: point.highest_level,
    value: point.accuracy,
  })),
  past_days: days(10, '2026-11-24').map((day) => ({ date: day.date, value: day.minutes ? 80 : null })),
};

export const teamMember: TeamMember = {
  id: MEMBER_ID,
  first_name: 'Mia',
  last_name: 'Member',
  email: 'mia@example.com',
  roles: ['trainee'],
  training_seconds: 9 * 3600 + 15 * 60,
  fls_progress: 0.45,
  ready: false,
  skill_levels: Object.fromEntries(
    SKILLS.map((skill, index) => [skill, index < 4 ? index + 1 : null]),
  ) as TeamMember['skill_levels'],
  last_trained_at: '2026-11-23T10:00:00.000Z',
  state: 'on_course',
  hours_left: 6.2,
  hours_low: 4.1,
  hours_high: 8.8,
  task: null,
};

const teammate = (id: number, first: string, last: string, figures: Partial<TeamMember>): TeamMember => ({
  ...teamMember,
  id: `00000000-0000-4000-8000-0000000000b${id}`,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@example.com`,
  ...figures,
});

/** One member in each team state besides Mia's on course. */
export const team: TeamMember[] = [
  teamMember,
  teammate(2, 'Rosa', 'Ready', {
    training_seconds: 16 * 3600,
    fls_progress: 1,
    ready: true,
    state: 'ready',
    hours_left: 0,
    hours_low: 0,
    hours_high: 0,
  }),
  teammate(3, 'Niels', 'Notoncourse', {
    fls_progress: 0.3,
    state: 'not_on_course',
    hours_left: null,
    hours_low: null,
    hours_high: null,
    task: 'intracorporeal_suturing',
  }),
  teammate(4, 'Femke', 'Refresh', {
    fls_progress: 0.8,
    state: 'refresh_due',
    hours_left: null,
    hours_low: null,
    hours_high: null,
    task: 'pattern_cutting',
    last_trained_at: '2026-10-08T09:30:00.000Z',
  }),
  teammate(5, 'Ivo', 'Idle', {
    training_seconds: 0,
    fls_progress: 0,
    state: 'idle',
    hours_left: null,
    hours_low: null,
    hours_high: null,
    last_trained_at: null,
    skill_levels: Object.fromEntries(SKILLS.map((skill) => [skill, null])) as TeamMember['skill_levels'],
  }),
];

export const page = <T>(data: T[]) => ({
  data,
  meta: { page: 1, per_page: 15, total: data.length, total_capped: false, last_page: 1 },
});

export const hoursPerWeek = {
  weeks: Array.from({ length: 12 }, (_, index) => ({
    week_start: new Date(Date.parse('2026-09-07T00:00:00Z') + index * 7 * 86_400_000).toISOString().slice(0, 10),
    hours: index * 1.5,
    active_members: index % 4,
  })),
};
