import { dataEnvelope } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api-client';

/**
 * One setting read with `GET path` and replaced with `PUT path` (the trainee's weekly goal, the
 * manager's practice reminders): the read's hook, and the save's hook that puts the saved value in
 * the read's cache. The caller owns the query key and the API path.
 */
export function settingResource<T extends z.ZodType, Body>(options: {
  path: string;
  schema: T;
  queryKey: readonly unknown[];
}) {
  const envelope = dataEnvelope(options.schema);
  // The envelope's parse is typed for a concrete schema; for a generic one its output is `{ data: T }`.
  const parse = (body: unknown) => (envelope.parse(body) as { data: z.infer<T> }).data;
  const get = async (signal?: AbortSignal): Promise<z.infer<T>> =>
    parse(await api.get<unknown>(options.path, { signal }));
  const put = async (body: Body): Promise<z.infer<T>> => parse(await api.put<unknown>(options.path, body));

  function useRead() {
    return useQuery(
      queryOptions({ queryKey: options.queryKey, queryFn: ({ signal }) => get(signal), meta: { handlesErrors: true } }),
    );
  }

  function useUpdate() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: put,
      meta: { handlesErrors: true },
      onSuccess: (saved: z.infer<T>) => queryClient.setQueryData(options.queryKey, saved),
    });
  }

  return { get, put, useRead, useUpdate };
}
