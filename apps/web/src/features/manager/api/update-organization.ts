import { dataEnvelope, type Organization, type OrganizationBody, organization } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ownOrganizationQueryKey } from './get-organization';

const envelope = dataEnvelope(organization);

/** `PUT /api/manager/organization`: the whole name and address (the admin form's rules). */
export async function updateOwnOrganization(body: OrganizationBody): Promise<Organization> {
  return envelope.parse(await api.put<unknown>('/manager/organization', body)).data;
}

export function useUpdateOwnOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnOrganization,
    meta: { handlesErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(ownOrganizationQueryKey, saved),
  });
}
