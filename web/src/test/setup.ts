import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { snackbar } from '../lib/snackbar';

afterEach(() => {
  snackbar.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Pure-logic tests run in the node environment (faster); the rest get jsdom.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  // jsdom has no layout: scrolling is a no-op, and the app scrolls to the top on navigation.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  afterEach(() => {
    cleanup();
    window.scrollY = 0;
    localStorage.clear();
    sessionStorage.clear();
  });
}
