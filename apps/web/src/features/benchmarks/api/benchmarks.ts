import {
  type AdminBenchmarks,
  adminBenchmarks,
  type Benchmark,
  type BenchmarkCandidate,
  type BenchmarkFromExpertsBody,
  type BenchmarkOverview,
  benchmark,
  benchmarkCandidate,
  benchmarkOverview,
  type CreateBenchmarkBody,
  dataEnvelope,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Every benchmarks query starts with this key. */
export const benchmarksQueryKey = ['benchmarks'] as const;

/** Who works on the organization's benchmarks: its manager or one of its trainers (the same API below each base). */
export type BenchmarkAudience = 'manager' | 'trainer';

/** The API's paths of the benchmarks (below `/api`), per audience. */
export const benchmarkPaths = {
  base: (audience: BenchmarkAudience) => (audience === 'manager' ? '/manager/benchmarks' : '/trainee/team/benchmarks'),
  one: (audience: BenchmarkAudience, id: string) => `${benchmarkPaths.base(audience)}/${encodeURIComponent(id)}`,
  admin: '/admin/benchmarks',
  adminDefault: '/admin/benchmarks/default',
};

const overviewEnvelope = dataEnvelope(benchmarkOverview);
const oneEnvelope = dataEnvelope(benchmark);
const candidatesEnvelope = dataEnvelope(z.array(benchmarkCandidate));
const adminEnvelope = dataEnvelope(adminBenchmarks);

/** What judges the organization's readiness, the published targets and the versions. */
export function useBenchmarkOverview(audience: BenchmarkAudience) {
  return useQuery({
    queryKey: [...benchmarksQueryKey, audience, 'overview'],
    queryFn: async ({ signal }): Promise<BenchmarkOverview> =>
      overviewEnvelope.parse(await api.get<unknown>(benchmarkPaths.base(audience), { signal })).data,
    meta: { handlesErrors: true },
  });
}

export function useBenchmark(audience: BenchmarkAudience, id: string) {
  return useQuery({
    queryKey: [...benchmarksQueryKey, audience, id],
    queryFn: async ({ signal }): Promise<Benchmark> =>
      oneEnvelope.parse(await api.get<unknown>(benchmarkPaths.one(audience, id), { signal })).data,
    meta: { handlesErrors: true },
  });
}

/** The members who could be experts, with their counted attempts per task. */
export function useBenchmarkCandidates(audience: BenchmarkAudience, enabled: boolean) {
  return useQuery({
    queryKey: [...benchmarksQueryKey, audience, 'experts'],
    queryFn: async ({ signal }): Promise<BenchmarkCandidate[]> =>
      candidatesEnvelope.parse(await api.get<unknown>(`${benchmarkPaths.base(audience)}/experts`, { signal })).data,
    enabled,
    meta: { handlesErrors: true },
  });
}

/** A new version: by hand (`targets`) or an empty draft. */
export function useCreateBenchmark(audience: BenchmarkAudience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateBenchmarkBody) =>
      oneEnvelope.parse(await api.post<unknown>(benchmarkPaths.base(audience), body)).data,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: benchmarksQueryKey }),
  });
}

/** A draft's targets from experts. */
export function useBuildFromExperts(audience: BenchmarkAudience, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BenchmarkFromExpertsBody) =>
      oneEnvelope.parse(await api.post<unknown>(`${benchmarkPaths.one(audience, id)}/from-experts`, body)).data,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: benchmarksQueryKey }),
  });
}

/** Make a version the organization's active targets (its members' readiness is recomputed). */
export function useActivateBenchmark(audience: BenchmarkAudience, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      oneEnvelope.parse(await api.post<unknown>(`${benchmarkPaths.one(audience, id)}/activate`, {})).data,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: benchmarksQueryKey }),
  });
}

/** The organization's active version `id` active no more: the portal's default or the published targets again. */
export function useDeactivateBenchmark(audience: BenchmarkAudience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      oneEnvelope.parse(await api.post<unknown>(`${benchmarkPaths.one(audience, id)}/deactivate`, {})).data,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: benchmarksQueryKey }),
  });
}

export function useAdminBenchmarks() {
  return useQuery({
    queryKey: [...benchmarksQueryKey, 'admin'],
    queryFn: async ({ signal }): Promise<AdminBenchmarks> =>
      adminEnvelope.parse(await api.get<unknown>(benchmarkPaths.admin, { signal })).data,
    meta: { handlesErrors: true },
  });
}

export function useSetBenchmarkDefault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { benchmark_id: string | null }) =>
      adminEnvelope.parse(await api.put<unknown>(benchmarkPaths.adminDefault, body)).data,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: benchmarksQueryKey }),
  });
}
