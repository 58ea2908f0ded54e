import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '../components/toaster.tsx';
import { queryClient } from '../lib/query-client.ts';
import { createPanelRouter } from './router.tsx';

const router = createPanelRouter();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
