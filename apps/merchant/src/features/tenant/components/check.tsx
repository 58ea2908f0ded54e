import { useId } from 'react';

/** A checkbox with its label, a whole row tall enough to tap. */
export function Check({
  label,
  accessibleName,
  checked,
  onChange,
}: {
  label: string;
  /** What a screen reader says when the label alone repeats across groups ("Google no Site"). */
  accessibleName?: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-12 items-center gap-3 rounded-lg px-1 hover:bg-ink-50">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={accessibleName}
        className="size-6 shrink-0 cursor-pointer accent-ink-900"
      />
      <label htmlFor={id} className="flex-1 cursor-pointer py-2 text-base font-semibold text-ink-900">
        {label}
      </label>
    </div>
  );
}
