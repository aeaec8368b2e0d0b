import { type SsoConfigBody, ssoConfig } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { settingResource } from './setting-resource';

/**
 * One organization's single sign-on (`GET`/`PUT`/`DELETE` on `path`): the admin's
 * `/admin/organizations/{id}/sso` and the manager's `/manager/sso`. The caller owns the query key.
 */
export function ssoSettings(path: string, queryKey: readonly unknown[]) {
  const resource = settingResource<ReturnType<typeof ssoConfig.nullable>, SsoConfigBody>({
    path,
    schema: ssoConfig.nullable(),
    queryKey,
  });

  function useRemove() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: async (_: null) => {
        await api.delete<unknown>(path);
      },
      meta: { handlesErrors: true },
      onSuccess: () => queryClient.setQueryData(queryKey, null),
    });
  }

  return { useRead: resource.useRead, useSave: resource.useUpdate, useRemove };
}

export type SsoSettingsHooks = ReturnType<typeof ssoSettings>;
