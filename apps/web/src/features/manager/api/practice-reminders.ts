import { dataEnvelope, type PracticeReminders, type PracticeRemindersBody, practiceReminders } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerQueryKey } from './keys';

const envelope = dataEnvelope(practiceReminders);
const practiceRemindersQueryKey = [...managerQueryKey, 'practice-reminders'] as const;

/** `GET /api/manager/practice-reminders`: the own organization's inactivity reminder (days, or null: off). */
export async function getPracticeReminders(signal?: AbortSignal): Promise<PracticeReminders> {
  return envelope.parse(await api.get<unknown>('/manager/practice-reminders', { signal })).data;
}

export function usePracticeReminders() {
  return useQuery(
    queryOptions({
      queryKey: practiceRemindersQueryKey,
      queryFn: ({ signal }) => getPracticeReminders(signal),
      meta: { handlesErrors: true },
    }),
  );
}

/** `PUT /api/manager/practice-reminders`: 3–60 days, or null for off. */
export async function updatePracticeReminders(body: PracticeRemindersBody): Promise<PracticeReminders> {
  return envelope.parse(await api.put<unknown>('/manager/practice-reminders', body)).data;
}

export function useUpdatePracticeReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePracticeReminders,
    meta: { handlesErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(practiceRemindersQueryKey, saved),
  });
}
