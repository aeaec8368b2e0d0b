import {
  dataEnvelope,
  MEMBER_IMPORT_FIELD,
  type MemberImport,
  type MemberImportPreview,
  memberImport,
  memberImportPreview,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerQueryKey } from './keys';

const previewEnvelope = dataEnvelope(memberImportPreview);
const importEnvelope = dataEnvelope(memberImport);
/** How often the screen asks for a running import's progress. */
const PROGRESS_INTERVAL_MS = 1000;

/** An import has ended when it is done or failed; until then it has no row results. */
export const importEnded = (record: MemberImport) => record.status === 'done' || record.status === 'failed';

/** `POST /api/manager/members/import/preview`: every row of the file with its problems; nothing is written. */
export async function previewMemberImport(file: File): Promise<MemberImportPreview> {
  const answer = await api.post<unknown>(
    '/manager/members/import/preview',
    { [MEMBER_IMPORT_FIELD]: file },
    { form: true },
  );
  return previewEnvelope.parse(answer).data;
}

/**
 * `POST /api/manager/members/import`: a small file is invited at once (done), a large one is
 * queued and followed with `useMemberImport`; the same file again answers its first import.
 */
export async function importMembers(file: File): Promise<MemberImport> {
  const answer = await api.post<unknown>('/manager/members/import', { [MEMBER_IMPORT_FIELD]: file }, { form: true });
  return importEnvelope.parse(answer).data;
}

export function usePreviewMemberImport() {
  return useMutation({ mutationFn: previewMemberImport, meta: { handlesErrors: true } });
}

const importsKey = [...managerQueryKey, 'member-imports'] as const;

/** `GET /api/manager/member-imports/{importId}`: asked again every second until the import has ended. */
export const memberImportQuery = (id: string) =>
  queryOptions({
    queryKey: [...importsKey, id],
    queryFn: async () => importEnvelope.parse(await api.get<unknown>(`/manager/member-imports/${id}`)).data,
    refetchInterval: (query) => (query.state.data && importEnded(query.state.data) ? false : PROGRESS_INTERVAL_MS),
  });

export function useMemberImport(id: string | null, initial: MemberImport | undefined) {
  return useQuery({
    ...memberImportQuery(id ?? ''),
    enabled: id !== null && initial !== undefined && !importEnded(initial),
    initialData: initial,
  });
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
