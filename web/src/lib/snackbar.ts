/** One snackbar for the whole app (spec §2): a tiny store any code can push a message into. */
import { useSyncExternalStore } from 'react';

export type SnackTone = 'info' | 'success' | 'error';
export interface Snack {
  id: number;
  text: string;
  tone: SnackTone;
  /** Stays until dismissed (by the person or by code), instead of going after a few seconds. */
  sticky: boolean;
}

let current: Snack | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const snackbar = {
  show(text: string, tone: SnackTone = 'info', { sticky = false }: { sticky?: boolean } = {}): number {
    current = { id: nextId++, text, tone, sticky };
    emit();
    return current.id;
  },
  error(text: string): number {
    return snackbar.show(text, 'error');
  },
  /** Hides the given snack, unless a newer one replaced it already. */
  dismiss(id?: number): void {
    if (!current || (id !== undefined && current.id !== id)) return;
    current = null;
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): Snack | null => current,
};

export const useSnack = (): Snack | null => useSyncExternalStore(snackbar.subscribe, snackbar.get, snackbar.get);
