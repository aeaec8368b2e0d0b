import type { ManagerMember } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerMemberEnvelope as memberEnvelope } from '../../../lib/organization-members';
import { useMemberSaved } from './update-member';

/** `DELETE /api/manager/members/{userId}`: deactivates (the account stays); answers the member, now deactivated. */
export async function deactivateMember(userId: string): Promise<ManagerMember> {
  return memberEnvelope.parse(await api.delete<unknown>(`/manager/members/${encodeURIComponent(userId)}`)).data;
}

export function useDeactivateMember() {
  const saved = useMemberSaved();
  return useMutation({
    mutationFn: deactivateMember,
    // The confirmation shows a refusal itself.
    meta: { handlesErrors: true },
    onSuccess: saved,
  });
}
