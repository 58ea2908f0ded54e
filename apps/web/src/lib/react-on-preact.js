/**
 * What the build serves as `react` (vite.config.ts, decision 0040): Preact's React layer, plus
 * useOptimistic, which it lacks and React Router 8's RouterProvider calls on every render. The
 * router only sets an optimistic state when asked for transitions, which the app never does, and
 * Preact renders a transition's updates at once, so the value passed in is the one to show: the
 * stand-in React Router 7 itself used where React had no useOptimistic.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

const ignoreOptimisticUpdate = () => undefined;

/**
 * @template State
 * @param {State} passthrough
 * @returns {[State, (action: unknown) => void]}
 */
export function useOptimistic(passthrough) {
  return [passthrough, ignoreOptimisticUpdate];
}
