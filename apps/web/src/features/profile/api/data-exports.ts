import { type DataExport, dataEnvelope, dataExport } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Every query of the caller's data exports; asking for one invalidates them. */
export const dataExportsQueryKey = ['data-exports'] as const;

const listSchema = dataEnvelope(z.array(dataExport));
const oneSchema = dataEnvelope(dataExport);

/** The caller's data exports, newest first (at most 10). */
export async function getDataExports(signal?: AbortSignal): Promise<DataExport[]> {
  return listSchema.parse(await api.get<unknown>('/profile/data-exports', { signal })).data;
}

/** Where the ZIP of a ready export downloads from (the session's cookie goes with the link). */
export const dataExportDownloadUrl = (id: string) => `/api/profile/data-exports/${id}/download`;

export function useDataExports() {
  return useQuery(
    queryOptions({
      queryKey: [...dataExportsQueryKey, 'list'],
      queryFn: ({ signal }) => getDataExports(signal),
      // While one is being built, look again every few seconds: it is ready within a minute.
      refetchInterval: (query) => (query.state.data?.some((item) => item.status === 'pending') ? 3000 : false),
      meta: { handlesErrors: true },
    }),
  );
}

/** "Download my data": asks for a new export of the caller's own data. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => oneSchema.parse(await api.post<unknown>('/profile/data-exports')).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportsQueryKey }),
  });
}
