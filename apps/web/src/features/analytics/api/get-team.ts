import {
  type ExportFormat,
  type ListMeta,
  type ListParams,
  listEnvelope,
  listSearchParams,
  type TeamMember,
  type teamList,
  teamMember,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Team } from '../subject';
import { teamKey } from './keys';
import { teamApi } from './paths';

export type TeamListParams = ListParams<(typeof teamList.filters)[number]>;

const envelope = listEnvelope(teamMember);

/** `GET /api/manager/team` (or an admin's organization's, or a trainer's `/api/trainee/team`). */
export async function getTeam(
  team: Team,
  params: TeamListParams,
  signal?: AbortSignal,
): Promise<{ data: TeamMember[]; meta: ListMeta }> {
  const search = listSearchParams(params);
  return envelope.parse(await api.get<unknown>(`${teamApi(team)}?${search.toString()}`, { signal }));
}

export function useTeam(team: Team, params: TeamListParams) {
  return useQuery(
    queryOptions({
      queryKey: [...teamKey(team), 'list', params],
      queryFn: ({ signal }) => getTeam(team, params, signal),
      placeholderData: keepPreviousData,
      meta: { handlesErrors: true },
    }),
  );
}

/**
 * The download of the filtered, sorted table (every page): a plain link, the browser saves the streamed
 * file (`GET …/team/export?format=…` with the list's filters and sort).
 */
export function teamExportHref(team: Team, params: TeamListParams, format: ExportFormat): string {
  const search = listSearchParams({ ...params, page: 1 });
  search.delete('page');
  search.delete('per_page');
  search.set('format', format);
  return `/api${teamApi(team)}/export?${search.toString()}`;
}
