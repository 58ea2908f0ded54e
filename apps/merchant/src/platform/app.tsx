import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '../components/toaster.tsx';
import { createConsoleQueryClient } from './lib/query-client.ts';
import { createConsoleRouter } from './router.tsx';

export function ConsoleApp() {
  const [client] = useState(createConsoleQueryClient);
  const [router] = useState(createConsoleRouter);
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
