import {
  type CreateReleaseBody,
  dataEnvelope,
  RELEASE_FILE_FIELD,
  type Release,
  release,
  type UpdateReleaseBody,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { releasesQueryKey } from './get-releases';

const envelope = dataEnvelope(release);

export async function createRelease(body: CreateReleaseBody): Promise<Release> {
  return envelope.parse(await api.post<unknown>('/admin/releases', body)).data;
}

export async function updateRelease(id: string, body: UpdateReleaseBody): Promise<Release> {
  return envelope.parse(await api.put<unknown>(`/admin/releases/${encodeURIComponent(id)}`, body)).data;
}

/** `POST /admin/releases/{id}/file`: the release's file, with upload progress (0 to 1). */
export async function uploadReleaseFile(id: string, file: File, onProgress?: (fraction: number) => void) {
  const body = new FormData();
  body.append(RELEASE_FILE_FIELD, file, file.name);
  const answer = await api.post<unknown>(`/admin/releases/${encodeURIComponent(id)}/file`, body, {
    onUploadProgress: onProgress ? (loaded, total) => onProgress(total > 0 ? loaded / total : 0) : undefined,
  });
  return envelope.parse(answer).data;
}

export function useCreateRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRelease,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releasesQueryKey }),
  });
}

export function useUpdateRelease(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateReleaseBody) => updateRelease(id, body),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releasesQueryKey }),
  });
}
