type SegmentedProps<T extends string> = {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
};

/** A few exclusive choices side by side, each a pressed-or-not button. */
export function Segmented<T extends string>({ label, value, options, onChange }: SegmentedProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex rounded-xl bg-ink-100 p-1 max-sm:w-full">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="min-h-10 rounded-lg px-3 text-sm max-sm:flex-1 font-bold text-ink-800 hover:bg-white/70 focus-visible:outline-3 focus-visible:outline-sky-600 aria-pressed:bg-white aria-pressed:text-ink-900 aria-pressed:shadow-sm"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
