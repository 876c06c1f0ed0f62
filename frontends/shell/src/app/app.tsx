import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppConfigProvider, AuthProvider, createQueryClient, Toaster, type AppConfig } from '@trap/ui';
import { createAppRouter } from './router.tsx';
import { ShellLinkPrefetcher } from './link-prefetch.ts';
import { countContentViews } from './content-view-beacon.ts';

export function App({ config }: { config: AppConfig }) {
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => countContentViews(createAppRouter()));
  return (
    <AppConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
          <ShellLinkPrefetcher />
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </AppConfigProvider>
  );
}
