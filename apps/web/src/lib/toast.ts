import { limits } from '@delivery/contract/constants';

/**
 * One toast at a time (docs/product.md section 9: 2.4 s by default, 'Fechar' to dismiss), shown from
 * anywhere: a component, a route guard or an API callback. A new toast replaces the current one.
 */
export type ToastEntry = { id: number; message: string; durationMs: number };

let current: ToastEntry | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

export function showToast(message: string, durationMs: number = limits.toastMs): void {
  current = { id: nextId++, message, durationMs };
  for (const listener of listeners) listener();
}

export function subscribeToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToast = (): ToastEntry | null => current;
