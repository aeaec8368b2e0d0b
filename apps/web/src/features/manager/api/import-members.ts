import {
  dataEnvelope,
  MEMBER_IMPORT_FIELD,
  type MemberImportPreview,
  type MemberImportResult,
  memberImportPreview,
  memberImportResult,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerQueryKey } from './keys';

const previewEnvelope = dataEnvelope(memberImportPreview);
const resultEnvelope = dataEnvelope(memberImportResult);

/** `POST /api/manager/members/import/preview`: every row of the file with its problems; nothing is written. */
export async function previewMemberImport(file: File): Promise<MemberImportPreview> {
  const answer = await api.post<unknown>(
    '/manager/members/import/preview',
    { [MEMBER_IMPORT_FIELD]: file },
    { form: true },
  );
  return previewEnvelope.parse(answer).data;
}

/** `POST /api/manager/members/import`: every row invited in one go, or none (422) when a row has a problem. */
export async function importMembers(file: File): Promise<MemberImportResult> {
  const answer = await api.post<unknown>('/manager/members/import', { [MEMBER_IMPORT_FIELD]: file }, { form: true });
  return resultEnvelope.parse(answer).data;
}

export function usePreviewMemberImport() {
  return useMutation({ mutationFn: previewMemberImport, meta: { handlesErrors: true } });
}

export function useImportMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMembers,
    meta: { handlesErrors: true },
    // The members list and the organization's members count.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerQueryKey }),
  });
}
