// Everything the app renders inside: theme, data cache, i18n; modals and toasts load beside it.
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const AppOverlays = lazy(() => import('./overlays.tsx').then((m) => ({ default: m.AppOverlays })));

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          {children}
          <Suspense fallback={null}>
            <AppOverlays />
          </Suspense>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
