import {
  type FlsReadiness,
  type SessionSummary,
  SKILLS,
  type SkillPerformance,
  type SkillScoreDetail,
  type TeamMember,
  type TraineeOverview,
  type TrainingActivity,
} from '@portal/contracts';

export const MEMBER_ID = '00000000-0000-4000-8000-0000000000b1';
export const ORG_ID = '00000000-0000-4000-8000-0000000000aa';

export const me = { id: '00000000-0000-4000-8000-000000000001', first_name: 'Tara', last_name: 'Trainee' };
export const member = { id: MEMBER_ID, first_name: 'Mia', last_name: 'Member' };

const targets = { accuracy: 85, speed: 75, gameplay: 80 };

export const readiness: FlsReadiness = {
  model_version: 'fls-2026.11-1',
  computed_at: '2026-11-24T10:00:00.000Z',
  ready: false,
  progress: 0.62,
  hours_trained: 6,
  forecast: { method: 'curve', hours_left: 5.2, low: 3.1, high: 8, blocked_by: [] },
  skills: (['transferring', 'cutting', 'ligation', 'suturing'] as const).map((skill, index) => ({
    skill,
    attempts: 12,
    progress: index === 1 ? 1 : 0.5,
    proficient: index === 1,
    passes: index === 1 ? 2 : 0,
    required: skill === 'transferring' || skill === 'suturing' ? 12 : 2,
    weakest: index === 1 ? null : 'accuracy',
    method: index === 1 ? 'reached' : 'curve',
    hours_left: index === 1 ? 0 : 1.7,
    low: null,
    high: null,
    minutes_per_attempt: 5,
    targets,
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
  readiness: {
    ...readiness,
    computed_at: null,
    progress: 0,
    hours_trained: 0,
    forecast: { method: 'average', hours_left: 15, low: null, high: null, blocked_by: [] },
  },
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
  readiness: null,
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
  track: 'behind',
};

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
