import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppConfigProvider, AuthProvider, createQueryClient, Toaster, type AppConfig } from '@trap/ui';
import { createAppRouter } from './router.tsx';

export function App({ config }: { config: AppConfig }) {
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createAppRouter());
  return (
    <AppConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </AppConfigProvider>
  );
}
