/**
 * Where the installable app (./installable-app.tsx) joins the shell: in a production build, once
 * the app has taken the page over and the page has loaded, its code is fetched (never part of the
 * start chunk, nor of what a phone downloads before the page answers taps) and it takes its place.
 */
import { type ComponentType, useEffect, useState } from 'react';
import { afterAppStarted } from '../lib/lazy-page';

const pageLoaded = (): Promise<void> =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

export const InstallableAppSlot = () => {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    void afterAppStarted(pageLoaded)
      .then(() => import('./installable-app'))
      .then((m) => setLoaded(() => m.InstallableApp));
  }, []);
  return Loaded && <Loaded />;
};
