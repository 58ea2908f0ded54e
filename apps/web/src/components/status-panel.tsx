import type { ReactNode } from 'react';

type StatusPanelProps = {
  icon: ReactNode;
  title: string;
  text: string;
  tone?: 'neutral' | 'error';
  /** Heading level for the title, so the panel fits the page's outline. */
  headingLevel?: 1 | 2 | 3;
  action?: ReactNode;
};

/** The empty and error states of a view: an icon, a short explanation and, when useful, one action. */
export function StatusPanel({ icon, title, text, tone = 'neutral', headingLevel = 2, action }: StatusPanelProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="flex flex-col items-center rounded-3xl border border-ink-100 bg-white px-6 py-10 text-center shadow-sm"
    >
      <span
        className={`mb-4 grid size-14 place-items-center rounded-2xl ${
          tone === 'error' ? 'bg-brand-50 text-brand-600' : 'bg-ink-50 text-ink-500'
        }`}
      >
        {icon}
      </span>
      <Heading className="text-lg font-bold text-ink-900">{title}</Heading>
      <p className="mt-1 max-w-sm text-sm text-ink-600">{text}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
