import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export interface OrganizationOption {
  id: string;
  name: string;
}

const envelope = z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) });

/**
 * Organizations for the users screens' selects (filter, invite, edit): the
 * first 100 by name. Readable with 'manage user'; an answer of 403 or 404
 * leaves the select empty rather than failing the screen.
 */
export async function getOrganizationOptions(signal?: AbortSignal): Promise<OrganizationOption[]> {
  try {
    const answer = await api.get<unknown>('/admin/organizations', {
      query: { per_page: 100, sort: 'name' },
      signal,
      quietForbidden: true,
    });
    return envelope.parse(answer).data;
  } catch (error) {
    if (isApiError(error) && (error.status === 403 || error.status === 404)) return [];
    throw error;
  }
}

export const organizationOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['organizations', 'options'],
    queryFn: ({ signal }) => getOrganizationOptions(signal),
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });

export function useOrganizationOptions() {
  return useQuery(organizationOptionsQueryOptions());
}
