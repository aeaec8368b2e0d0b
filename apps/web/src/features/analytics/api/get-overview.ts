import { dataEnvelope, type TraineeOverview, traineeOverview } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Subject } from '../subject';
import { subjectKey } from './keys';
import { subjectApi } from './paths';

const envelope = dataEnvelope(traineeOverview);

/** `GET /api/trainee/overview` (or a member's `…/members/{userId}/overview`). */
export async function getOverview(subject: Subject, signal?: AbortSignal): Promise<TraineeOverview> {
  return envelope.parse(await api.get<unknown>(`${subjectApi(subject)}/overview`, { signal, quietForbidden: true }))
    .data;
}

export const overviewQueryOptions = (subject: Subject) =>
  queryOptions({
    queryKey: [...subjectKey(subject), 'overview'],
    queryFn: ({ signal }) => getOverview(subject, signal),
    meta: { handlesErrors: true },
  });

export function useOverview(subject: Subject) {
  return useQuery(overviewQueryOptions(subject));
}
