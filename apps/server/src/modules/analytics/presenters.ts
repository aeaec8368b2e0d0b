import {
  type FlsReadiness,
  type ScoreTriple,
  type SessionSummary,
  SKILLS,
  type Skill,
  type SkillGlance,
  type TeamMember,
} from '@portal/contracts';
import type { SessionSkillSummary } from '../training/index.js';
import type { ReadinessFigure } from './model-parts.js';
import type { ReadinessRow, SessionRow, SkillTotalsRow, SubjectRow, TeamRow } from './queries.js';

/** The answers' figures are rounded here, at the presenter, whatever a column or a sum holds. */
const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;
/** A stored score (0–100, kept to hundredths); null stays null. */
const scoreOf = (value: number | null) => (value === null ? null : round2(value));
const iso = (value: Date | string) => new Date(value).toISOString();
/** A mean of a sum over attempts, one decimal; null without attempts. */
export const meanOf = (sum: number, attempts: number) => (attempts > 0 ? round1(sum / attempts) : null);
const hoursOrNull = (value: number | null) => (value === null ? null : round1(value));
export const minutesOf = (seconds: number) => round1(seconds / 60);
export const hoursOf = (seconds: number) => round1(seconds / 3600);

export const presentSubject = (row: SubjectRow) => ({ id: row.id, first_name: row.firstName, last_name: row.lastName });

/** A stored readiness row as the API answers it: the figure as computed, when, and whether newer sessions wait. */
export function presentReadiness(row: ReadinessRow): FlsReadiness {
  return {
    ...(row.figure as ReadinessFigure),
    benchmark_version: row.benchmarkVersion ?? null,
    computed_at: iso(row.computedAt),
    stale: row.stale,
  };
}

/** The figure of someone who has not trained: the model on no attempts (the cohort's or the published prior). */
export function presentNoReadiness(figure: ReadinessFigure & { benchmark_version: string | null }): FlsReadiness {
  return { ...figure, computed_at: null, stale: false };
}

const EMPTY_SCORES: ScoreTriple = { accuracy: null, speed: null, gameplay: null };

export function presentGlance(skill: Skill, row: SkillTotalsRow | undefined): SkillGlance {
  if (!row || row.attempts === 0) {
    return {
      skill,
      attempts: 0,
      seconds: 0,
      recent: EMPTY_SCORES,
      best: EMPTY_SCORES,
      highest_level: null,
      last_trained_on: null,
    };
  }
  return {
    skill,
    attempts: row.attempts,
    seconds: row.seconds,
    recent: {
      accuracy: meanOf(row.recent_accuracy, row.recent_attempts),
      speed: meanOf(row.recent_speed, row.recent_attempts),
      gameplay: meanOf(row.recent_gameplay, row.recent_attempts),
    },
    best: {
      accuracy: scoreOf(row.accuracy_best),
      speed: scoreOf(row.speed_best),
      gameplay: scoreOf(row.gameplay_best),
    },
    highest_level: row.highest_level,
    last_trained_on: row.last_day,
  };
}

export function presentSession(row: SessionRow): SessionSummary {
  const skills = [...row.summary].sort(
    (a, b) => SKILLS.indexOf(a.skill as Skill) - SKILLS.indexOf(b.skill as Skill),
  ) as Array<SessionSkillSummary & { skill: Skill }>;
  const attempts = skills.reduce((sum, s) => sum + s.attempts, 0);
  const mean = (pick: (s: SessionSkillSummary) => number) =>
    attempts > 0 ? round1(skills.reduce((sum, s) => sum + pick(s) * s.attempts, 0) / attempts) : null;
  return {
    id: row.id,
    started_at: iso(row.startedAt),
    ended_at: iso(row.endedAt),
    duration_seconds: Math.round((new Date(row.endedAt).getTime() - new Date(row.startedAt).getTime()) / 1000),
    training_seconds: skills.reduce((sum, s) => sum + s.seconds, 0),
    attempts,
    skills,
    scores: { accuracy: mean((s) => s.accuracy), speed: mean((s) => s.speed), gameplay: mean((s) => s.gameplay) },
  };
}

/** A skill's best, mean and recent mean of one kind of score (the skill pages). */
export function scoreStats(totals: SkillTotalsRow | undefined, kind: 'accuracy' | 'speed' | 'gameplay') {
  const attempts = totals?.attempts ?? 0;
  return {
    best: totals && attempts > 0 ? scoreOf(totals[`${kind}_best`]) : null,
    mean: meanOf(totals?.[`${kind}_sum`] ?? 0, attempts),
    recent: meanOf(totals?.[`recent_${kind}`] ?? 0, totals?.recent_attempts ?? 0),
  };
}

/** A session's part of one skill (the skill's trend), or null when the skill was not trained in it. */
export function sessionPart(row: SessionRow, skill: Skill) {
  const part = row.summary.find((s) => s.skill === skill);
  return part ? { session_id: row.id, started_at: iso(row.startedAt), ...part } : null;
}

export function presentTeamMember(row: TeamRow): TeamMember {
  const levels = row.skillLevels ?? {};
  const onCourse = row.state === 'on_course';
  const hours = (value: number | null) => (row.state === 'ready' ? 0 : onCourse ? hoursOrNull(value) : null);
  const task = row.state === 'not_on_course' ? row.blockingTask : row.state === 'refresh_due' ? row.refreshTask : null;
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    roles: row.roles,
    training_seconds: row.trainingSeconds,
    fls_progress: round2(row.progress),
    ready: row.ready,
    skill_levels: Object.fromEntries(
      SKILLS.map((skill) => [skill, levels[skill] ?? null]),
    ) as TeamMember['skill_levels'],
    last_trained_at: row.lastTrainedAt ? iso(row.lastTrainedAt) : null,
    state: row.state,
    hours_left: hours(row.hoursLeft),
    hours_low: hours(row.hoursLow),
    hours_high: hours(row.hoursHigh),
    task: (task ?? null) as TeamMember['task'],
  };
}
