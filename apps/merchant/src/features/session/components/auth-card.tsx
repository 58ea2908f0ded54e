import type { ReactNode } from 'react';
import { ListIcon } from '../../../components/icons.tsx';
import { messages } from '../../../lib/messages.ts';

/** The frame of the pages before the panel: sign-in, reset, invitation, new password. */
export function AuthCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-ink-900 px-4 py-10">
      <div className="w-full max-w-md">
        <p className="mb-6 flex items-center justify-center gap-2 text-lg font-extrabold tracking-tight text-white">
          <span className="grid size-10 place-items-center rounded-xl bg-brand-600">
            <ListIcon className="size-6" strokeWidth={2.5} />
          </span>
          {messages.app.title}
        </p>
        <div className="rounded-3xl bg-white p-6 shadow-2xl sm:p-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">{title}</h1>
          <p className="mt-2 text-base text-ink-600">{lead}</p>
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}
