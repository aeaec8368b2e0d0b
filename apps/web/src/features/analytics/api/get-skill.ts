import {
  dataEnvelope,
  type Skill,
  type SkillPerformance,
  type SkillScoreDetail,
  type SkillScorePage,
  skillPerformance,
  skillScoreDetail,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Subject } from '../subject';
import { subjectKey } from './keys';
import { subjectApi } from './paths';

const mainEnvelope = dataEnvelope(skillPerformance);
const detailEnvelope = dataEnvelope(skillScoreDetail);

const skillPath = (subject: Subject, skill: Skill) => `${subjectApi(subject)}/skills/${encodeURIComponent(skill)}`;

/** `GET /api/trainee/skills/{skill}` (or a member's): the skill's main page. */
export async function getSkill(subject: Subject, skill: Skill, signal?: AbortSignal): Promise<SkillPerformance> {
  return mainEnvelope.parse(await api.get<unknown>(skillPath(subject, skill), { signal, quietForbidden: true })).data;
}

/** `GET /api/trainee/skills/{skill}/accuracy|gameplay` (or a member's). */
export async function getSkillScore(
  subject: Subject,
  skill: Skill,
  page: SkillScorePage,
  signal?: AbortSignal,
): Promise<SkillScoreDetail> {
  return detailEnvelope.parse(
    await api.get<unknown>(`${skillPath(subject, skill)}/${page}`, { signal, quietForbidden: true }),
  ).data;
}

export function useSkill(subject: Subject, skill: Skill, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...subjectKey(subject), 'skills', skill],
      queryFn: ({ signal }) => getSkill(subject, skill, signal),
      enabled,
      meta: { handlesErrors: true },
    }),
  );
}

export function useSkillScore(subject: Subject, skill: Skill, page: SkillScorePage | null) {
  return useQuery(
    queryOptions({
      queryKey: [...subjectKey(subject), 'skills', skill, page],
      queryFn: ({ signal }) => getSkillScore(subject, skill, page ?? 'accuracy', signal),
      enabled: page !== null,
      meta: { handlesErrors: true },
    }),
  );
}
