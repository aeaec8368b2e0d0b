import type { CurrentUser } from '@portal/contracts';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { applyLanguage, i18n } from './i18n';
import { getStoredLanguage } from './language';
import { authorizedQueryKey } from './session-cache';

function adopt(user: CurrentUser | null | undefined): void {
  if (!user?.language) return;
  if (user.language !== getStoredLanguage() || user.language !== i18n.language) void applyLanguage(user.language);
}

/**
 * The signed-in user's profile language wins over the browser's: whenever the
 * current user arrives or changes (session check, sign-in, profile saved), the
 * UI switches to their language and this browser remembers it. The one place
 * that ties the UI language to the user; returns the unsubscribe.
 */
export function followUserLanguage(queryClient: QueryClient): () => void {
  const hash = hashKey(authorizedQueryKey);
  adopt(queryClient.getQueryData<CurrentUser | null>(authorizedQueryKey));
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== hash) return;
    if (event.type === 'added' || event.type === 'updated') {
      adopt(event.query.state.data as CurrentUser | null | undefined);
    }
  });
}
