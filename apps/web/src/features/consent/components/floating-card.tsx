import { useId, useRef, type ReactNode } from 'react';
import { useBottomClearance } from '../hooks/use-bottom-clearance.ts';

type FloatingCardProps = { label: string; icon: ReactNode; children: ReactNode; actions: ReactNode };

/**
 * The start-up popups' card: bottom right on wide screens, across a phone's width above its bottom
 * bars; a non-modal dialog, so the page stays usable while it waits for an answer.
 */
export function FloatingCard({ label, icon, children, actions }: FloatingCardProps) {
  const ref = useRef<HTMLElement>(null);
  const bottom = useBottomClearance(ref);
  const textId = useId();
  return (
    <section
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-label={label}
      aria-describedby={textId}
      style={{ bottom }}
      className="fixed right-3 left-3 z-40 transition-[opacity,translate] duration-300 ease-out starting:translate-y-3 starting:opacity-0 rounded-2xl bg-white p-4 shadow-[0_12px_40px_-8px_rgb(0_0_0/0.28)] ring-1 ring-ink-900/5 motion-reduce:transition-none sm:left-auto sm:w-[23rem] md:right-6"
    >
      <div className="flex gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600"
        >
          {icon}
        </span>
        <div id={textId} className="min-w-0 text-sm leading-snug text-ink-700">
          {children}
        </div>
      </div>
      <div className="mt-3 flex gap-2">{actions}</div>
    </section>
  );
}
