import { type PracticeRemindersBody, practiceReminders } from '@portal/contracts';
import { settingResource } from '../../../lib/setting-resource';
import { managerQueryKey } from './keys';

/**
 * `GET /api/manager/practice-reminders`: the own organization's inactivity reminder (days, or null:
 * off); `PUT` 3–60 days, or null for off.
 */
const resource = settingResource<typeof practiceReminders, PracticeRemindersBody>({
  path: '/manager/practice-reminders',
  schema: practiceReminders,
  queryKey: [...managerQueryKey, 'practice-reminders'],
});

export const usePracticeReminders = resource.useRead;
export const useUpdatePracticeReminders = resource.useUpdate;
