import { type DateRangePreset, dataEnvelope, type TrainingActivity, trainingActivity } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Subject } from '../subject';
import { subjectKey } from './keys';
import { subjectApi } from './paths';

const envelope = dataEnvelope(trainingActivity);

export interface ActivityRange {
  preset: DateRangePreset;
  start_date?: string;
  end_date?: string;
}

/** `GET /api/trainee/training-activity?preset=…&start_date=…&end_date=…` (or a member's). */
export async function getTrainingActivity(
  subject: Subject,
  range: ActivityRange,
  signal?: AbortSignal,
): Promise<TrainingActivity> {
  const query: Record<string, string> = { preset: range.preset };
  if (range.preset === 'custom') {
    if (range.start_date) query.start_date = range.start_date;
    if (range.end_date) query.end_date = range.end_date;
  }
  return envelope.parse(
    await api.get<unknown>(`${subjectApi(subject)}/training-activity`, { query, signal, quietForbidden: true }),
  ).data;
}

/** The figures of `range`; `enabled: false` asks for nothing (a range still being picked). */
export function useTrainingActivity(subject: Subject, range: ActivityRange, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...subjectKey(subject), 'training-activity', range],
      queryFn: ({ signal }) => getTrainingActivity(subject, range, signal),
      enabled,
      // A new range keeps the charts on screen (dimmed) until its figures are there.
      placeholderData: keepPreviousData,
      meta: { handlesErrors: true },
    }),
  );
}
