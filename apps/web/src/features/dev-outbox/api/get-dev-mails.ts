import { listEnvelope, outboxMail } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DevMailsQuery {
  to: string;
  page: number;
}

const mailList = listEnvelope(outboxMail);

export async function getDevMails({ to, page }: DevMailsQuery, signal?: AbortSignal) {
  const answer = await api.get<unknown>('/dev/mails', {
    query: { 'filter[to]': to.trim() || undefined, page },
    signal,
  });
  return mailList.parse(answer);
}

export const devMailsQueryOptions = (query: DevMailsQuery) =>
  queryOptions({
    queryKey: ['dev', 'mails', query],
    queryFn: ({ signal }) => getDevMails(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    // The page explains a missing outbox (404 in production) itself.
    meta: { handlesErrors: true },
  });

export function useDevMails(query: DevMailsQuery) {
  return useQuery(devMailsQueryOptions(query));
}
