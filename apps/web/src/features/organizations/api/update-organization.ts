import { dataEnvelope, type Organization, type OrganizationBody, organization } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organizationsQueryKey } from './get-organizations';

const envelope = dataEnvelope(organization);

/** `PUT /api/admin/organizations/{id}`: the whole name and address. */
export async function updateOrganization(id: string, body: OrganizationBody): Promise<Organization> {
  return envelope.parse(await api.put<unknown>(`/admin/organizations/${encodeURIComponent(id)}`, body)).data;
}

export function useUpdateOrganization(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationBody) => updateOrganization(id, body),
    meta: { handlesErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData([...organizationsQueryKey, id], saved);
      return queryClient.invalidateQueries({ queryKey: organizationsQueryKey });
    },
  });
}
