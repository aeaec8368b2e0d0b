import { MantineProvider } from '@mantine/core';
import { OVERLAY_Z_INDEX, TOAST_TIMEOUT_MS } from '@portal/contracts/basics';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { onFirstToast } from '../lib/notify';
import { cssVariablesResolver, theme } from './theme';

const Notifications = lazy(async () => ({ default: (await import('../components/toasts')).Notifications }));

/**
 * Mounts the toasts' container with the first toast: until then nobody needs its
 * code and styles. It shows what was queued while it loaded.
 */
function Toasts() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={TOAST_TIMEOUT_MS} zIndex={OVERLAY_Z_INDEX} />
    </Suspense>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} forceColorScheme="dark" cssVariablesResolver={cssVariablesResolver}>
        <Toasts />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
