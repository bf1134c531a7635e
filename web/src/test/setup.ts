import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { snackbar } from '../lib/snackbar';

// jsdom has no layout: scrolling is a no-op, and the app scrolls to the top on navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
  window.scrollY = 0;
  cleanup();
  snackbar.dismiss();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
