/**
 * Where the installable app (./installable-app.tsx) joins the shell: in a production build, once
 * the page has loaded, its code is fetched (never part of the start chunk) and it takes its place.
 */
import { type ComponentType, useEffect, useState } from 'react';

export const InstallableAppSlot = () => {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const load = () => void import('./installable-app').then((m) => setLoaded(() => m.InstallableApp));
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
  }, []);
  return Loaded && <Loaded />;
};
