import { Children, useId, type ReactNode } from 'react';

/** A titled card of the checkout form. */
export function CheckoutSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-4 text-lg font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

type ChoiceCardProps = {
  name: string;
  checked: boolean;
  onSelect: () => void;
  title: ReactNode;
  detail?: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
  /** Shown under the card while it is chosen (the 'Troco para' field, the card flags). */
  children?: ReactNode;
};

/** One option of a radio group drawn as a card; what belongs to it opens below while it is chosen. */
export function ChoiceCard({
  name,
  checked,
  onSelect,
  title,
  detail,
  icon,
  disabled = false,
  children,
}: ChoiceCardProps) {
  return (
    <div
      className={`rounded-2xl border transition-colors ${
        checked ? 'border-brand-600 bg-brand-50/50 ring-1 ring-brand-600' : 'border-ink-200 bg-white'
      } ${disabled ? 'opacity-60' : ''}`}
    >
      <label className={`flex items-start gap-3 p-4 ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
        <input
          type="radio"
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={onSelect}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        {icon ? (
          <span aria-hidden="true" className="mt-px shrink-0 text-ink-600">
            {icon}
          </span>
        ) : null}
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink-900">{title}</span>
          {detail ? <span className="mt-0.5 block text-sm text-ink-600">{detail}</span> : null}
        </span>
      </label>
      {checked && Children.toArray(children).length > 0 ? <div className="px-4 pb-4 sm:pl-12">{children}</div> : null}
    </div>
  );
}
