import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { authorizedQueryKey } from '../features/auth/api/get-authorized';
import { configureApiClient } from '../lib/api-client';
import { href } from '../lib/screens';
import { followUserLanguage } from '../lib/user-language';
import { AppProviders } from './providers';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Wire the API client to this router and cache: navigation goes through the router, never window.location. */
export function connectApiClient(router: AppRouter, queryClient: QueryClient): void {
  configureApiClient({
    navigate: (to) => void router.navigate(to, { replace: to.startsWith('/login') }),
    onUnauthenticated: () => queryClient.setQueryData(authorizedQueryKey, null),
    onPasswordChangeRequired: () => {
      // The guard keeps the user on /change-password once the fresh user says so.
      void queryClient.invalidateQueries({ queryKey: authorizedQueryKey });
      void router.navigate(href('change-password'), { replace: true });
    },
  });
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  // The UI speaks the signed-in user's language (profile), adopted as soon as the user is known.
  useEffect(() => followUserLanguage(queryClient), [queryClient]);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
