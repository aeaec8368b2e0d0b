import type { ManagerInviteBody, ManagerMember } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  managerMemberEnvelope as memberEnvelope,
  managerMembersQueryKey as membersQueryKey,
} from '../../../lib/organization-members';
import { managerQueryKey } from './keys';

/** `POST /api/manager/members`: the member is created inactive and gets the invitation mail. */
export async function inviteMember(body: ManagerInviteBody): Promise<ManagerMember> {
  return memberEnvelope.parse(await api.post<unknown>('/manager/members', body)).data;
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    meta: { handlesErrors: true },
    onSuccess: (member) => {
      queryClient.setQueryData([...membersQueryKey, member.id], member);
      // The list and the organization's members count.
      return queryClient.invalidateQueries({ queryKey: managerQueryKey });
    },
  });
}
