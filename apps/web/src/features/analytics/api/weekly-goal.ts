import { type WeeklyGoalBody, weeklyGoal } from '@portal/contracts';
import { settingResource } from '../../../lib/setting-resource';
import { analyticsQueryKey } from './keys';

export const weeklyGoalQueryKey = [...analyticsQueryKey, 'weekly-goal'] as const;

/**
 * `GET /api/trainee/weekly-goal`: this week's minutes against the signed-in trainee's goal;
 * `PUT` whole minutes (10–3000) or null for none.
 */
const resource = settingResource<typeof weeklyGoal, WeeklyGoalBody>({
  path: '/trainee/weekly-goal',
  schema: weeklyGoal,
  queryKey: weeklyGoalQueryKey,
});

export const useWeeklyGoal = resource.useRead;
export const useUpdateWeeklyGoal = resource.useUpdate;
