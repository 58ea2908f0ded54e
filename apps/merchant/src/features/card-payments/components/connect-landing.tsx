import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/button.tsx';
import { AlertIcon, CheckIcon } from '../../../components/icons.tsx';
import { messages } from '../../../lib/messages.ts';

type LandingProps = { tone: 'done' | 'problem' | 'neutral'; title: string; back: string; children: ReactNode };

const tones = {
  done: { icon: CheckIcon, className: 'bg-emerald-100 text-emerald-800' },
  problem: { icon: AlertIcon, className: 'bg-brand-50 text-brand-700' },
  neutral: { icon: AlertIcon, className: 'bg-ink-100 text-ink-700' },
} as const;

/** An outcome in a card of its own, its title the page's heading, the way back under it. */
export function Landing({ tone, title, back, children }: LandingProps) {
  const { icon: Icon, className } = tones[tone];
  return (
    <main className="mx-auto w-full max-w-xl flex-1 px-4 pt-6 sm:pt-12">
      <div data-testid="connect-landing" className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <span className={`grid size-12 place-items-center rounded-full ${className}`}>
          <Icon className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-black tracking-tight text-ink-900">{title}</h1>
        <div className="mt-2 space-y-2 text-base text-ink-700">{children}</div>
        <Link to={back} className={`${buttonClassName('primary')} mt-6 w-full sm:w-auto`}>
          {messages.cardAccount.back}
        </Link>
      </div>
    </main>
  );
}
