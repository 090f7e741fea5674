import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { OfflineNotice } from '../components/ui/OfflineNotice';
import { Toaster } from '../components/ui/toast';
import { queryClient } from '../lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineNotice />
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
