import { useEffect, useState, type RefObject } from 'react';

const gapPx = 12;

/**
 * How far above the window's bottom a floating card must sit not to cover the bars fixed there (the
 * tab bar, the bag and product bars, stacked or not): from the bottom right corner, it steps over
 * each fixed element found until it reaches the page. Read again, once a frame at most, whenever
 * the page changes (a lazy page draws its bar late) or the window is resized.
 */
export function useBottomClearance(own: RefObject<HTMLElement | null>): number {
  const [clearance, setClearance] = useState(0);

  useEffect(() => {
    const measure = () => {
      const x = window.innerWidth - 24;
      let y = window.innerHeight - 2;
      for (let step = 0; step < 4 && y > 0; step++) {
        const bar = document
          .elementsFromPoint(x, y)
          .filter((element) => !own.current?.contains(element))
          .map(fixedAncestor)
          .find((element): element is HTMLElement => element !== null);
        if (!bar) break;
        y = bar.getBoundingClientRect().top - 1;
      }
      setClearance(Math.max(0, window.innerHeight - 2 - y));
    };
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, [own]);

  return clearance + gapPx;
}

/** The bar fixed to the bottom that holds `element`; a full-screen layer (a dialog's) is no bar. */
function fixedAncestor(element: Element): HTMLElement | null {
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    const position = getComputedStyle(node).position;
    if ((position === 'fixed' || position === 'sticky') && node instanceof HTMLElement) {
      return node.getBoundingClientRect().height < window.innerHeight * 0.4 ? node : null;
    }
  }
  return null;
}
