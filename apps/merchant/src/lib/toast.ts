import { limits } from '@delivery/contract/constants';

/** One toast at a time, shown from anywhere (a mutation's callback, the stream); a new one replaces it. */
export type ToastEntry = { id: number; message: string; tone: 'info' | 'error'; durationMs: number };

let current: ToastEntry | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

export function showToast(message: string, tone: ToastEntry['tone'] = 'info', durationMs = limits.toastMs * 2): void {
  current = { id: nextId++, message, tone, durationMs };
  for (const listener of listeners) listener();
}

export function subscribeToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToast = (): ToastEntry | null => current;
