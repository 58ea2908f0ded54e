import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Which of the sections `ids` is being read: the first one crossing the band between the sticky
 * bars (`topOffset` px) and the middle of the screen (at the page's bottom, the lowest one);
 * above them all, the first. `jumpTo`
 * scrolls to a section and holds it as active while the smooth scroll passes the ones before it.
 */
export function useActiveSection(ids: readonly string[], topOffset: number) {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const heldUntil = useRef(0);
  const settle = useRef<() => void>(() => undefined);
  const key = ids.join(' ');

  useEffect(() => {
    const sections = key
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    const first = sections[0];
    if (!first || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const evaluate = () => {
      if (Date.now() < heldUntil.current) return;
      const shown = sections.filter((section) => visible.has(section.id));
      // At the very bottom the last sections can never reach the band's top: the lowest shown wins.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const reading = atBottom ? shown.at(-1) : shown[0];
      if (reading) setActive(reading.id);
      else if (first.getBoundingClientRect().top > topOffset) setActive(first.id);
    };
    settle.current = evaluate;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        evaluate();
      },
      { rootMargin: `-${topOffset}px 0px -50% 0px`, threshold: 0 },
    );
    for (const section of sections) observer.observe(section);
    return () => {
      observer.disconnect();
      settle.current = () => undefined;
    };
  }, [key, topOffset]);

  const jumpTo = useCallback((id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const hold = smooth ? 900 : 100;
    heldUntil.current = Date.now() + hold;
    setActive(id);
    section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    // Whatever the reader did meanwhile counts once the hold ends.
    window.setTimeout(() => settle.current(), hold + 50);
  }, []);

  return { active, jumpTo };
}
