import { useTranslation } from 'react-i18next';
import type { Segment } from '@delivery/contract/catalog';
import { segmentImage } from '../../../lib/segment-images.ts';

type SegmentFilterProps = { segments: Segment[]; active: Segment | null; onChange: (segment: Segment | null) => void };

/** The segment tiles ('Pizzarias', 'Lanches', …): one at a time, a second tap lets it go. */
export function SegmentFilter({ segments, active, onChange }: SegmentFilterProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('catalog.home.segmentsLabel')}
      className="-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pt-1 pb-2 [scrollbar-width:none] md:mx-0 md:px-0"
    >
      {segments.map((segment) => {
        const selected = segment === active;
        return (
          <button
            key={segment}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(selected ? null : segment)}
            className="group flex w-[5.25rem] shrink-0 snap-start flex-col items-center gap-1.5 rounded-2xl py-1 focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            <span
              className={`block size-16 overflow-hidden rounded-2xl transition ${
                selected
                  ? 'ring-3 ring-brand-600 ring-offset-2 ring-offset-ink-50'
                  : 'shadow-xs ring-1 ring-ink-100 group-hover:ring-ink-300'
              }`}
            >
              <img
                src={segmentImage[segment]}
                alt=""
                width={64}
                height={64}
                className="size-full scale-125 object-cover"
              />
            </span>
            <span className={`text-xs font-semibold ${selected ? 'text-brand-700' : 'text-ink-800'}`}>
              {t(`catalog.segments.${segment}`)}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** The tiles' place while the shops load, so the list below does not move when they arrive. */
export function SegmentFilterSkeleton() {
  return (
    <div aria-hidden="true" className="-mx-4 flex gap-2 overflow-hidden px-4 pt-1 pb-2 md:mx-0 md:px-0">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="flex w-[5.25rem] shrink-0 flex-col items-center gap-1.5 py-1">
          <span className="block size-16 animate-pulse rounded-2xl bg-ink-100" />
          <span className="block h-4 w-12 animate-pulse rounded bg-ink-100" />
        </div>
      ))}
    </div>
  );
}
