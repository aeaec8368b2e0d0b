import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { OVERLAY_Z_INDEX, TOAST_TIMEOUT_MS } from '@portal/contracts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { theme } from './theme';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} forceColorScheme="dark">
        <Notifications position="top-right" autoClose={TOAST_TIMEOUT_MS} zIndex={OVERLAY_Z_INDEX} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
