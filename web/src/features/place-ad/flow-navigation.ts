/**
 * Which arrivals at a wizard page are the wizard's own moves. Opening a step from outside — a
 * link, a typed address, the top bar's "place an ad" — resumes the draft where the server says it
 * is (§4). Moving inside the wizard — Back, Next, the browser's back button over such moves, a
 * reload of one — may show an earlier step.
 *
 * The browser keeps a mark in every history entry the wizard makes (so back, forward and reload
 * know it); in-memory routers have no history state, so the wizard also remembers its last move.
 */
import { pathTo } from '@badal/contracts/core';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { stepPath, type WizardPage } from './wizard-steps';

const FLOW_MARK = 'badalPlaceAd';

let lastMove: string | null = null;

const markedInHistory = (): boolean => {
  if (typeof window === 'undefined') return false;
  const state: unknown = window.history.state;
  return !!state && typeof state === 'object' && (state as Record<string, unknown>)[FLOW_MARK] === true;
};

/**
 * True when the page at `path` (without language prefix) was reached by the wizard itself. Reads
 * the remembered move once: a later visit from outside counts as an arrival again.
 */
export const takeWizardMove = (path: string): boolean => {
  const moved = lastMove === path;
  lastMove = null;
  return moved || markedInHistory();
};

/**
 * The history entry of the page after publishing carries the published slug: the page says
 * 'published' only when it was reached by publishing (a reload keeps the entry's state; an
 * address typed or shared does not).
 */
export const PUBLISHED_MARK = 'badalPublished';

let lastPublished: string | null = null;

/** The slug this history entry was reached by publishing, if it was (in-memory routers: the last one published). */
export const publishedSlug = (): string | null => {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  const marked = state && typeof state === 'object' ? (state as Record<string, unknown>)[PUBLISHED_MARK] : null;
  return typeof marked === 'string' ? marked : lastPublished;
};

export interface WizardNavigate {
  (page: WizardPage, options?: { replace?: boolean }): void;
  /** The page after publishing, with the new product to link to (or, held for review, to say so). */
  done: (product: { slug: string; categorySlug: string | null; held?: boolean }) => void;
}

/** Moves between the wizard's pages as the wizard's own moves (see above). */
export const useWizardNavigate = (): WizardNavigate => {
  const [, navigate] = useLocation();
  return useMemo(() => {
    const go = (page: WizardPage, options: { replace?: boolean } = {}) => {
      const path = stepPath(page);
      lastMove = path;
      navigate(path, { replace: options.replace ?? false, state: { [FLOW_MARK]: true } });
    };
    const done = ({ slug, categorySlug, held }: { slug: string; categorySlug: string | null; held?: boolean }) => {
      lastPublished = slug;
      navigate(
        pathTo('placeAdDone', { query: { product: slug, category: categorySlug, held: held ? 1 : undefined } }),
        {
          state: { [PUBLISHED_MARK]: slug },
        },
      );
    };
    return Object.assign(go, { done });
  }, [navigate]);
};
