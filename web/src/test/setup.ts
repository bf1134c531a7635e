import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { snackbar } from '../lib/snackbar';
import { fakeApi } from './fake-api';

// No test reaches a network: a test that does not set up its answers still gets the defaults.
beforeEach(() => {
  fakeApi({});
});

afterEach(() => {
  snackbar.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Pure-logic tests run in the node environment (faster); the rest get jsdom.
if (typeof document !== 'undefined') {
  // Preact runs effects after the next frame, or after 100 ms when no frame comes, and then cancels
  // the frame: a file whose last render was within 100 ms of the jsdom window closing made that
  // timer call a cancelAnimationFrame that was gone (an unhandled error failing the run). Effects
  // run on a plain timer in tests, as they do when Preact finds no requestAnimationFrame.
  const { options } = await import('preact');
  options.requestAnimationFrame = (flush) => void setTimeout(flush);
  const { cleanup, configure } = await import('@testing-library/react');
  const { freshDocument } = await import('./fresh-document');
  const { printFailedQueriesWhenRead } = await import('./quiet-polling');
  freshDocument();
  // Pages are lazy chunks transformed on first use; on a busy machine that can take a few seconds.
  configure({ asyncUtilTimeout: 5000 });
  printFailedQueriesWhenRead();
  // jsdom has no layout: scrolling is a no-op, and the app scrolls to the top on navigation.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  afterEach(() => {
    cleanup();
    window.scrollY = 0;
    localStorage.clear();
    sessionStorage.clear();
  });
}
