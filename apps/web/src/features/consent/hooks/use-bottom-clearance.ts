import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

const gapPx = 12;

/**
 * How far above the window's bottom a floating card must sit not to cover the bars fixed there (the
 * tab bar, the bag and product bars, stacked or not): from the bottom right corner, it steps over
 * each fixed element found until it reaches the page. Read again on each page and size change.
 */
export function useBottomClearance(own: RefObject<HTMLElement | null>): number {
  const { pathname } = useLocation();
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
    measure();
    // A lazy page draws its own bar a moment after the route changes.
    const later = window.setTimeout(measure, 400);
    window.addEventListener('resize', measure);
    return () => {
      window.clearTimeout(later);
      window.removeEventListener('resize', measure);
    };
  }, [pathname, own]);

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
