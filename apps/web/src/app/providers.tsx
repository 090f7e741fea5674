import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { OfflineNotice } from '../components/ui/OfflineNotice';
import { Toaster } from '../components/ui/toast';
import { i18n } from '../lib/i18n/i18n';
import { queryClient } from '../lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <OfflineNotice />
        {children}
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
