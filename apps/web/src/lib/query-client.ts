import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { handleGlobalError } from './global-error-handler';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

/** Client errors will not change on a retry; network and server failures might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(toast: (message: string) => void = notifyError): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleGlobalError(error, query.meta, toast) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handleGlobalError(error, mutation.meta, toast),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
