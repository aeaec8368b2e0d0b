import type { ManagerMember } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerMemberEnvelope as memberEnvelope } from '../../../lib/organization-members';
import { useMemberSaved } from './update-member';

/** `POST /api/manager/members/{userId}/invitation`: a new link for a member who has not activated yet. */
export async function resendInvitation(userId: string): Promise<ManagerMember> {
  const answer = await api.post<unknown>(`/manager/members/${encodeURIComponent(userId)}/invitation`);
  return memberEnvelope.parse(answer).data;
}

export function useResendInvitation() {
  const saved = useMemberSaved();
  return useMutation({
    mutationFn: resendInvitation,
    // A refusal (already activated, deactivated) goes to the global toast with the server's reason.
    onSuccess: saved,
  });
}
