import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { messages } from '../../../lib/messages.ts';
import { axisMarks, labelEvery } from '../chart-scale.ts';

export type ChartBar = {
  key: string;
  /** Under the bar, when there is room: '19h', '21/05'. */
  label: string;
  /** Its whole name in the readout and the table: 'Das 19h às 20h', 'qui., 21/05'. */
  title: string;
  value: number;
  /** Everything about it in words: '3 pedidos · R$ 407,10'. */
  detail: string;
};

type BarChartProps = {
  /** What the chart shows, for the table that reads it out ('Pedidos por hora'). */
  caption: string;
  bars: readonly ChartBar[];
  /** Counts get whole marks on the axis. */
  whole: boolean;
  formatMark: (value: number) => string;
  /** The width each bar label needs, in pixels. */
  labelWidth: number;
  /** The table's first column ('Quando'). */
  keyHeader: string;
};

const HEIGHT = 220;
const TOP = 12;
const BOTTOM = 26;
const RIGHT = 4;
const MARK_CHAR_PX = 7;

/** The width the element is given by the layout, following it as it changes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A bar chart drawn in SVG at the width it gets. The readout above it names the highest bar, or
 * the one under the finger, the mouse or the arrow keys; a screen reader reads the same numbers
 * from a table instead of the drawing.
 */
export function BarChart({ caption, bars, whole, formatMark, labelWidth, keyHeader }: BarChartProps) {
  const [box, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const readoutId = useId();

  const peak = bars.reduce((best, bar, i) => (bar.value > (bars[best]?.value ?? 0) ? i : best), 0);
  const shown = active ?? peak;
  const marks = axisMarks(Math.max(0, ...bars.map((bar) => bar.value)), { whole });
  const top = marks[marks.length - 1]!;
  const left = Math.max(...marks.map((mark) => formatMark(mark).length)) * MARK_CHAR_PX + 10;
  const plotWidth = Math.max(0, width - left - RIGHT);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const band = bars.length ? plotWidth / bars.length : 0;
  const barWidth = Math.max(2, Math.min(40, band * 0.72));
  const every = labelEvery(bars.length, Math.floor(plotWidth / labelWidth));
  const y = (value: number) => TOP + plotHeight - (top > 0 ? (value / top) * plotHeight : 0);

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left - left;
    if (band > 0 && x >= 0 && x < plotWidth) setActive(Math.floor(x / band));
  };
  const step = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -bars.length, End: bars.length };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    setActive(Math.min(bars.length - 1, Math.max(0, (active ?? peak) + move)));
  };

  const current = bars[shown];
  return (
    <figure className="m-0">
      <p id={readoutId} aria-live="polite" className="min-h-7 text-base text-ink-800">
        {current ? (
          <>
            <span className="font-bold">
              {active === null && current.value > 0 ? `${messages.sales.chart.peak}: ` : ''}
              {current.title}
            </span>{' '}
            · {current.detail}
          </>
        ) : null}
      </p>
      <div ref={box} className="mt-2 w-full">
        {width > 0 ? (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-label={caption}
            aria-describedby={readoutId}
            tabIndex={0}
            onPointerMove={pick}
            onPointerDown={pick}
            onPointerLeave={(event) => event.pointerType === 'mouse' && setActive(null)}
            onKeyDown={step}
            onBlur={() => setActive(null)}
            className="touch-pan-y rounded-lg focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-sky-600"
          >
            {marks.map((mark) => (
              <g key={mark}>
                <line
                  x1={left}
                  x2={width - RIGHT}
                  y1={y(mark)}
                  y2={y(mark)}
                  className={mark === 0 ? 'stroke-ink-400' : 'stroke-ink-100'}
                  strokeWidth={1}
                />
                <text
                  x={left - 8}
                  y={y(mark)}
                  dy="0.32em"
                  textAnchor="end"
                  className="fill-ink-600 text-xs font-semibold tabular-nums"
                >
                  {formatMark(mark)}
                </text>
              </g>
            ))}
            {bars.map((bar, i) => {
              const x = left + i * band + (band - barWidth) / 2;
              const barTop = y(bar.value);
              return (
                <g key={bar.key}>
                  {bar.value > 0 ? (
                    <rect
                      x={x}
                      y={barTop}
                      width={barWidth}
                      height={Math.max(1, y(0) - barTop)}
                      rx={Math.min(4, barWidth / 3)}
                      className={i === shown ? 'fill-brand-600' : 'fill-ink-700'}
                    />
                  ) : null}
                  {i === active ? (
                    <rect x={left + i * band} y={TOP} width={band} height={plotHeight} className="fill-ink-900/5" />
                  ) : null}
                  {i % every === 0 ? (
                    <text
                      x={left + i * band + band / 2}
                      y={HEIGHT - 8}
                      textAnchor="middle"
                      className={`text-xs tabular-nums ${i === shown ? 'fill-ink-900 font-bold' : 'fill-ink-600 font-semibold'}`}
                    >
                      {bar.label}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </svg>
        ) : (
          <div style={{ height: HEIGHT }} />
        )}
      </div>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{keyHeader}</th>
            <th scope="col">{caption}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.title}</th>
              <td>{bar.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
