import { messages } from '../lib/messages.ts';
import { Spinner } from './spinner.tsx';

/** "Carregando" with a spinner, announced; `className` places it (centred in a page by default). */
export function Loading({ className = 'flex-1 justify-center p-12' }: { className?: string }) {
  return (
    <div role="status" className={`flex items-center gap-3 text-lg font-semibold ${className}`}>
      <Spinner />
      {messages.app.loading}
    </div>
  );
}
