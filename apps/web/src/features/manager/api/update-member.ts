import type { ManagerMember, ManagerMemberUpdateBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  managerMemberEnvelope as memberEnvelope,
  managerMemberQueryKey as memberQueryKey,
  managerMembersQueryKey as membersQueryKey,
} from '../../../lib/organization-members';

/** `PUT /api/manager/members/{userId}`: names and role (trainee or trainer). */
export async function updateMember(userId: string, body: ManagerMemberUpdateBody): Promise<ManagerMember> {
  return memberEnvelope.parse(await api.put<unknown>(`/manager/members/${encodeURIComponent(userId)}`, body)).data;
}

/** After any write on a member: the record from the answer, the lists again. */
export function useMemberSaved() {
  const queryClient = useQueryClient();
  return (member: ManagerMember) => {
    queryClient.setQueryData(memberQueryKey(member.id), member);
    return queryClient.invalidateQueries({ queryKey: [...membersQueryKey, 'list'] });
  };
}

export function useUpdateMember(userId: string) {
  const saved = useMemberSaved();
  return useMutation({
    mutationFn: (body: ManagerMemberUpdateBody) => updateMember(userId, body),
    meta: { handlesErrors: true },
    onSuccess: saved,
  });
}
