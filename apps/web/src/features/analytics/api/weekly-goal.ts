import { dataEnvelope, type WeeklyGoal, type WeeklyGoalBody, weeklyGoal } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analyticsQueryKey } from './keys';

const envelope = dataEnvelope(weeklyGoal);
export const weeklyGoalQueryKey = [...analyticsQueryKey, 'weekly-goal'] as const;

/** `GET /api/trainee/weekly-goal`: this week's minutes against the signed-in trainee's goal. */
export async function getWeeklyGoal(signal?: AbortSignal): Promise<WeeklyGoal> {
  return envelope.parse(await api.get<unknown>('/trainee/weekly-goal', { signal })).data;
}

export function useWeeklyGoal() {
  return useQuery(
    queryOptions({
      queryKey: weeklyGoalQueryKey,
      queryFn: ({ signal }) => getWeeklyGoal(signal),
      meta: { handlesErrors: true },
    }),
  );
}

/** `PUT /api/trainee/weekly-goal`: whole minutes (10–3000) or null for none. */
export async function updateWeeklyGoal(body: WeeklyGoalBody): Promise<WeeklyGoal> {
  return envelope.parse(await api.put<unknown>('/trainee/weekly-goal', body)).data;
}

export function useUpdateWeeklyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWeeklyGoal,
    meta: { handlesErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(weeklyGoalQueryKey, saved),
  });
}
