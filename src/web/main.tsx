import './lib/zod-jitless';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { listenToMenuChanges } from './lib/menu-sync';
import { queryKeys } from './lib/query-keys';
import { router } from './router';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});

// A page restored from the back/forward cache may show a session that has since ended.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) void queryClient.invalidateQueries({ queryKey: queryKeys.session });
});

listenToMenuChanges(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="top-center" richColors closeButton />
    </QueryClientProvider>
  </StrictMode>,
);
