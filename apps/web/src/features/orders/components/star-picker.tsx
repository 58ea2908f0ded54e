import * as RadioGroup from '@radix-ui/react-radio-group';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/catalog-icons.tsx';

const hints = ['veryBad', 'bad', 'ok', 'good', 'great'] as const;

type StarPickerProps = {
  value: number;
  onChange: (stars: number) => void;
  labelledBy: string;
  describedBy?: string;
};

/**
 * 1 to 5 stars as a radio group: each star is a radio named '1 estrela' … '5 estrelas', and the
 * arrow keys move between them, as with any radio group.
 */
export function StarPicker({ value, onChange, labelledBy, describedBy }: StarPickerProps) {
  const { t } = useTranslation();
  // Radix checks a radio reached by an arrow key only if the key is still down when focus lands,
  // and it moves focus a tick later: a quick tap moved focus without choosing. The last key
  // pressed in the group decides instead.
  const byArrow = useRef(false);
  return (
    <div>
      <RadioGroup.Root
        value={value ? String(value) : ''}
        onValueChange={(next) => onChange(Number(next))}
        onKeyDown={(event) => {
          byArrow.current = event.key.startsWith('Arrow');
        }}
        onPointerDown={() => {
          byArrow.current = false;
        }}
        orientation="horizontal"
        loop
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className="flex gap-1"
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <RadioGroup.Item
            key={n}
            value={String(n)}
            aria-label={t('review.star', { count: n })}
            onFocus={() => {
              if (byArrow.current) onChange(n);
            }}
            className="grid size-12 place-items-center rounded-xl transition-transform hover:scale-110 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 motion-reduce:transition-none"
          >
            <StarIcon className={`size-10 ${n <= value ? 'text-amber-500' : 'text-ink-200'}`} />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <p aria-hidden="true" className="mt-1 h-5 text-sm font-semibold text-ink-700">
        {value ? t(`review.starHints.${hints[value - 1] ?? 'ok'}`) : ''}
      </p>
    </div>
  );
}
