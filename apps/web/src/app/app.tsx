import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Spinner } from '../components/spinner.tsx';
import { queryClient } from '../lib/query-client.ts';
import { ProfileGate } from './profile-gate.tsx';
import { router } from './router.tsx';

/** Until the texts arrive there is nothing to read, so the wait shows a bare spinner. */
function TextsLoading() {
  return (
    <div aria-busy="true" className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-10" />
    </div>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<TextsLoading />}>
        <ProfileGate>
          <RouterProvider router={router} />
        </ProfileGate>
      </Suspense>
    </QueryClientProvider>
  );
}
