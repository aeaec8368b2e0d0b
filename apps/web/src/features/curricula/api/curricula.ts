import {
  type AssignmentBody,
  assignment,
  assignmentProgress,
  type CurriculumBody,
  curriculum,
  dataEnvelope,
  type GroupBody,
  group,
  groupMember,
  traineeCurriculum,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Every curricula query starts with this key. */
export const curriculaQueryKey = ['curricula'] as const;

/** Who manages: the manager or a trainer, each on the own organization (the API's prefix below `/api`). */
export const MANAGER_BASE = '/manager';
export const TRAINER_BASE = '/trainee/team';
export type CurriculaBase = typeof MANAGER_BASE | typeof TRAINER_BASE;

/** The API's paths (below `/api`) of one audience's groups, curricula and assignments. */
export const curriculaPaths = (base: CurriculaBase) => ({
  groups: `${base}/groups`,
  candidates: `${base}/groups/candidates`,
  group: (id: string) => `${base}/groups/${encodeURIComponent(id)}`,
  curricula: `${base}/curricula`,
  curriculum: (id: string) => `${base}/curricula/${encodeURIComponent(id)}`,
  assign: (id: string) => `${base}/curricula/${encodeURIComponent(id)}/assignments`,
  assignments: `${base}/assignments`,
  progress: (id: string) => `${base}/assignments/${encodeURIComponent(id)}/progress`,
  /** A download link: the full path. */
  exportHref: (id: string, format: 'csv' | 'xlsx') =>
    `/api${base}/assignments/${encodeURIComponent(id)}/progress/export?format=${format}`,
});

const groups = dataEnvelope(z.array(group));
const oneGroup = dataEnvelope(group);
const members = dataEnvelope(z.array(groupMember));
const curricula = dataEnvelope(z.array(curriculum));
const oneCurriculum = dataEnvelope(curriculum);
const assignments = dataEnvelope(z.array(assignment));
const oneAssignment = dataEnvelope(assignment);
const progress = dataEnvelope(assignmentProgress);
const own = dataEnvelope(z.array(traineeCurriculum));

function read<T>(base: CurriculaBase, name: string, path: string, schema: z.ZodType<{ data: T }>) {
  return {
    queryKey: [...curriculaQueryKey, base, name, path],
    queryFn: async ({ signal }: { signal: AbortSignal }) => schema.parse(await api.get<unknown>(path, { signal })).data,
  };
}

export const useGroups = (base: CurriculaBase) => useQuery(read(base, 'groups', curriculaPaths(base).groups, groups));
export const useGroupCandidates = (base: CurriculaBase) =>
  useQuery(read(base, 'candidates', curriculaPaths(base).candidates, members));
export const useCurricula = (base: CurriculaBase) =>
  useQuery(read(base, 'curricula', curriculaPaths(base).curricula, curricula));
export const useAssignments = (base: CurriculaBase) =>
  useQuery(read(base, 'assignments', curriculaPaths(base).assignments, assignments));
export const useAssignmentProgress = (base: CurriculaBase, id: string) =>
  useQuery({ ...read(base, 'progress', curriculaPaths(base).progress(id), progress), meta: { handlesErrors: true } });

/** The trainee's portfolio PDF (a download link: the full path). */
export const PORTFOLIO_HREF = '/api/trainee/portfolio';

/** The signed-in trainee's curricula. */
export const useOwnCurricula = () =>
  useQuery({
    queryKey: [...curriculaQueryKey, 'own'],
    queryFn: async ({ signal }) => own.parse(await api.get<unknown>('/trainee/curricula', { signal })).data,
  });

function useSave<Body, Result>(send: (body: Body) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: curriculaQueryKey }),
  });
}

/** Create (no id) or update a group. */
export const useSaveGroup = (base: CurriculaBase, id: string | null) =>
  useSave(async (body: GroupBody) => {
    const paths = curriculaPaths(base);
    const answer = id ? await api.put<unknown>(paths.group(id), body) : await api.post<unknown>(paths.groups, body);
    return oneGroup.parse(answer).data;
  });

export const useDeleteGroup = (base: CurriculaBase) =>
  useSave(async (id: string) => {
    await api.delete<unknown>(curriculaPaths(base).group(id));
    return id;
  });

/** Create (no id) or edit a curriculum (an assigned one gets a new version). */
export const useSaveCurriculum = (base: CurriculaBase, id: string | null) =>
  useSave(async (body: CurriculumBody) => {
    const paths = curriculaPaths(base);
    const answer = id
      ? await api.put<unknown>(paths.curriculum(id), body)
      : await api.post<unknown>(paths.curricula, body);
    return oneCurriculum.parse(answer).data;
  });

export const useAssignCurriculum = (base: CurriculaBase, curriculumId: string) =>
  useSave(
    async (body: AssignmentBody) =>
      oneAssignment.parse(await api.post<unknown>(curriculaPaths(base).assign(curriculumId), body)).data,
  );
