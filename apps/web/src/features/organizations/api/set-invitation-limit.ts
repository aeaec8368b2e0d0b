import { dataEnvelope, type InvitationLimitBody, type Organization, organization } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organizationsQueryKey } from './get-organizations';

const envelope = dataEnvelope(organization);

/** `PUT /api/admin/organizations/{id}/invitation-limit`: invitations per day, or null for the default. */
export async function setInvitationLimit(id: string, body: InvitationLimitBody): Promise<Organization> {
  const url = `/admin/organizations/${encodeURIComponent(id)}/invitation-limit`;
  return envelope.parse(await api.put<unknown>(url, body)).data;
}

export function useSetInvitationLimit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationLimitBody) => setInvitationLimit(id, body),
    meta: { handlesErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData([...organizationsQueryKey, id], saved);
      return queryClient.invalidateQueries({ queryKey: organizationsQueryKey });
    },
  });
}
