import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: string;
  /** Marks beside what the page is about (a tenant's type), under the title. */
  tags?: ReactNode;
  lead: string;
  /** A line of figures under the lead. */
  summary?: string | undefined;
  /** The page's own buttons, on the right from a tablet up and under the title on a phone. */
  actions?: ReactNode;
};

/** A console page's title and lead, with room for its buttons. */
export function PageHeader({ title, tags, lead, summary, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl font-black tracking-tight break-words text-ink-900">{title}</h1>
        {tags}
        <p className="mt-1 max-w-2xl text-base text-ink-700">{lead}</p>
        {summary ? <p className="mt-2 text-base font-bold text-ink-900">{summary}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2 max-sm:w-full">{actions}</div> : null}
    </div>
  );
}
