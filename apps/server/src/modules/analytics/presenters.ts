import {
  type FlsReadiness,
  type ScoreTriple,
  type SessionSummary,
  SKILLS,
  type Skill,
  type SkillGlance,
  type SkillReadinessFigure,
  type TeamMember,
} from '@portal/contracts';
import type { SessionSkillSummary } from '../../db/schema/index.js';
import type { ReadinessRow, SessionRow, SkillTotalsRow, SubjectRow, TeamRow } from './queries.js';
import { READINESS_MODEL, type Readiness, type Scores } from './readiness.js';

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

/** The model's figure per FLS skill as stored (and answered): the contracts' `skillReadiness`. */
export function skillFigures(readiness: Readiness, targets: Record<string, Scores>): SkillReadinessFigure[] {
  return readiness.skills.map((s) => ({
    skill: s.skill,
    attempts: s.attempts,
    progress: round2(s.progress),
    proficient: s.proficiency.proficient,
    passes: s.proficiency.passes,
    required: s.proficiency.required,
    weakest: s.weakest,
    method: s.method,
    hours_left: s.hoursLeft,
    low: s.low,
    high: s.high,
    minutes_per_attempt: round1(s.minutesPerAttempt),
    targets: targets[s.skill] as Scores,
  }));
}

/** A stored readiness row as the API answers it. */
export function presentReadiness(row: ReadinessRow): FlsReadiness {
  return {
    model_version: row.modelVersion,
    computed_at: iso(row.computedAt),
    ready: row.ready,
    progress: round2(row.progress),
    hours_trained: hoursOf(row.trainingSeconds),
    forecast: {
      method: row.forecastMethod as FlsReadiness['forecast']['method'],
      hours_left: hoursOrNull(row.hoursLeft),
      low: hoursOrNull(row.hoursLow),
      high: hoursOrNull(row.hoursHigh),
      blocked_by: row.blockedBy as FlsReadiness['forecast']['blocked_by'],
    },
    skills: row.skills as SkillReadinessFigure[],
  };
}

/** The figure of someone who has not trained: the model on no attempts (the 15-hour average). */
export function presentNoReadiness(readiness: Readiness, targets: Record<string, Scores>): FlsReadiness {
  return {
    model_version: READINESS_MODEL.version,
    computed_at: null,
    ready: false,
    progress: 0,
    hours_trained: 0,
    forecast: {
      method: readiness.forecast.method,
      hours_left: readiness.forecast.hoursLeft,
      low: readiness.forecast.low,
      high: readiness.forecast.high,
      blocked_by: readiness.forecast.blockedBy,
    },
    skills: skillFigures(readiness, targets),
  };
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
    track: row.onTrack ? 'on_track' : 'behind',
  };
}
