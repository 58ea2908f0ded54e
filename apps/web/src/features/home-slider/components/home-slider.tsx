import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSlide } from '@delivery/contract/app-info';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { slideTarget, useSlides } from '../get-slides.ts';

/**
 * The home's highlights from getInfoSlider: a row that snaps slide by slide (swiped on a phone,
 * arrows and dots elsewhere), nothing at all when the profile has none or they cannot be read.
 */
export function HomeSlider({ compact = false }: { compact?: boolean }) {
  const slides = useSlides();
  if (!slides.data?.length) return null;
  return <Carousel slides={slides.data} compact={compact} />;
}

/**
 * Slide widths: most of a phone's row so the next one peeks (all of it for a lone slide), two or,
 * compact, three on wider screens.
 */
const slideBasis = (compact: boolean, alone: boolean) =>
  `${alone ? 'basis-full' : compact ? 'basis-[80%]' : 'basis-[88%]'} ${
    compact ? 'sm:basis-[calc(50%-0.375rem)] md:basis-[calc(33.333%-0.5rem)]' : 'md:basis-[calc(50%-0.375rem)]'
  }`;

function Carousel({ slides, compact }: { slides: TSlide[]; compact: boolean }) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [perView, setPerView] = useState(1);
  const trackId = useId();
  const pages = Math.max(1, slides.length - perView + 1);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const read = () => {
      const first = track.firstElementChild as HTMLElement | null;
      if (!first) return;
      const gap = parseFloat(getComputedStyle(track).columnGap || '0');
      const step = first.offsetWidth + gap;
      setCurrent(Math.round(track.scrollLeft / step));
      setPerView(Math.max(1, Math.floor((track.clientWidth + gap + 1) / step)));
    };
    read();
    track.addEventListener('scroll', read, { passive: true });
    window.addEventListener('resize', read);
    return () => {
      track.removeEventListener('scroll', read);
      window.removeEventListener('resize', read);
    };
  }, []);

  const goTo = (index: number) => {
    const track = trackRef.current;
    const slide = track?.children[Math.max(0, Math.min(index, slides.length - 1))] as HTMLElement | undefined;
    if (!track || !slide) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: smooth ? 'smooth' : 'auto' });
  };

  return (
    <section aria-roledescription={t('slider.carousel')} aria-label={t('slider.label')} className="relative mb-6">
      <ul
        ref={trackRef}
        id={trackId}
        // Slides without a link leave nothing to focus inside: the track itself takes the keys
        // that scroll it (axe scrollable-region-focusable).
        tabIndex={0}
        className="-mx-4 flex focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600 snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 [scrollbar-width:none] md:mx-0 md:scroll-px-0 md:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, index) => (
          <li
            key={slide.slider_id}
            aria-roledescription={t('slider.slide')}
            aria-label={t('slider.position', { index: index + 1, count: slides.length })}
            className={`shrink-0 snap-start ${slideBasis(compact, slides.length === 1)}`}
          >
            <SlideLink slide={slide}>
              <span className="relative block overflow-hidden rounded-2xl bg-ink-100">
                {/* Sized by its 1200×500 ratio before it loads: the page below never jumps. */}
                <img
                  src={slide.image}
                  alt=""
                  width={1200}
                  height={500}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[12/5] w-full object-cover"
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 via-black/25 to-transparent px-4 pt-8 pb-3 text-base leading-tight font-extrabold text-white drop-shadow-sm md:text-lg">
                  {slide.title}
                </span>
              </span>
            </SlideLink>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <>
          <div className="mt-3 flex justify-center gap-1.5">
            {Array.from({ length: pages }, (_, index) => (
              <button
                key={index}
                type="button"
                aria-controls={trackId}
                aria-label={t('slider.goTo', { index: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => goTo(index)}
                className="grid size-6 place-items-center rounded-full focus-visible:outline-3 focus-visible:outline-brand-600"
              >
                <span
                  className={`block h-1.5 rounded-full transition-all ${index === current ? 'w-5 bg-brand-600' : 'w-1.5 bg-ink-300'}`}
                />
              </button>
            ))}
          </div>
          <ArrowButton
            side="previous"
            disabled={current === 0}
            onClick={() => goTo(current - 1)}
            label={t('slider.previous')}
            controls={trackId}
          />
          <ArrowButton
            side="next"
            disabled={current >= pages - 1}
            onClick={() => goTo(current + 1)}
            label={t('slider.next')}
            controls={trackId}
          />
        </>
      ) : null}
    </section>
  );
}

function SlideLink({ slide, children }: { slide: TSlide; children: ReactNode }) {
  const target = slideTarget(slide.link);
  const className =
    'block rounded-2xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
  if (target.kind === 'route') {
    return (
      <Link to={target.to} className={className}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener" className={className}>
        {children}
      </a>
    );
  }
  return <div>{children}</div>;
}

type ArrowButtonProps = {
  side: 'previous' | 'next';
  disabled: boolean;
  onClick: () => void;
  label: string;
  controls: string;
};

/** Arrows beside the row on wide screens; a phone swipes. */
function ArrowButton({ side, disabled, onClick, label, controls }: ArrowButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      disabled={disabled}
      onClick={onClick}
      className={`absolute top-[calc(50%-0.9rem)] hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-white text-ink-800 shadow-lg ring-1 ring-ink-900/5 transition hover:bg-ink-50 focus-visible:outline-3 focus-visible:outline-brand-600 disabled:opacity-0 md:grid ${
        side === 'previous' ? '-left-5' : '-right-5'
      }`}
    >
      <ChevronRightIcon className={`size-5 ${side === 'previous' ? 'rotate-180' : ''}`} strokeWidth={2.2} />
    </button>
  );
}
