import { dataEnvelope, type TeamHoursPerWeek, teamHoursPerWeek } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Team } from '../subject';
import { teamKey } from './keys';
import { teamApi } from './paths';

const envelope = dataEnvelope(teamHoursPerWeek);

/** `GET …/team/hours-per-week`: the team's hours per week, oldest first. */
export async function getTeamHours(team: Team, signal?: AbortSignal): Promise<TeamHoursPerWeek> {
  return envelope.parse(await api.get<unknown>(`${teamApi(team)}/hours-per-week`, { signal })).data;
}

export function useTeamHours(team: Team) {
  return useQuery(
    queryOptions({
      queryKey: [...teamKey(team), 'hours-per-week'],
      queryFn: ({ signal }) => getTeamHours(team, signal),
      meta: { handlesErrors: true },
    }),
  );
}
