import { dataEnvelope, type Organization, type OrganizationBody, organization } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organizationsQueryKey } from './get-organizations';

const envelope = dataEnvelope(organization);

export async function createOrganization(body: OrganizationBody): Promise<Organization> {
  return envelope.parse(await api.post<unknown>('/admin/organizations', body)).data;
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationsQueryKey }),
  });
}
