import * as RadioGroup from '@radix-ui/react-radio-group';

type ChoiceListProps<T extends string> = {
  /** What the group is, read out for the radios. */
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
};

/** One choice among a few, each a whole row to tap (a reason to cancel, a kind of problem). */
export function ChoiceList<T extends string>({ label, value, options, onChange }: ChoiceListProps<T>) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(picked) => onChange(options.find((option) => option.value === picked)?.value ?? value)}
      aria-label={label}
      className="flex flex-col gap-2"
    >
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-center gap-3 rounded-2xl border border-ink-200 p-4 has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50"
        >
          <RadioGroup.Item
            value={option.value}
            className="grid size-5 shrink-0 place-items-center rounded-full border-2 border-ink-400 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:border-brand-600"
          >
            <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-600" />
          </RadioGroup.Item>
          <span className="font-semibold text-ink-900">{option.label}</span>
        </label>
      ))}
    </RadioGroup.Root>
  );
}
