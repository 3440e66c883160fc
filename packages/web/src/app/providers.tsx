import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { seedEmbeddedRecipe } from '@/features/recipe-detail/api/embedded-recipe';
import { createQueryClient } from '@/lib/query-client';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app makes one for its lifetime. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => {
    if (queryClient) return queryClient;
    const created = createQueryClient();
    seedEmbeddedRecipe(created);
    return created;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
