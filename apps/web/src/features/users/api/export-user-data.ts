import { dataEnvelope, dataExport } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const envelope = dataEnvelope(dataExport);

/** Ask for a ZIP of everything the portal holds about the user; it is the admin's to download from their profile. */
export function useExportUserData(id: string) {
  return useMutation({
    mutationFn: async () =>
      envelope.parse(await api.post<unknown>(`/admin/users/${encodeURIComponent(id)}/export`)).data,
  });
}
