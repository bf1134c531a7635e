/**
 * The installable app's part of the shell (loaded after the page, ./installable-app-slot.tsx): it
 * registers the service worker, and when a new version of Badal is waiting, a prompt offers to
 * reload into it.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocale } from '../lib/messages';
import { registerServiceWorker } from '../lib/pwa/service-worker';
import './installable-app.css';

export const InstallableApp = () => {
  const locale = useLocale();
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);
  useEffect(() => {
    registerServiceWorker(locale, (apply) => setApplyUpdate(() => apply)).catch((error: unknown) =>
      console.warn('service worker not registered', error),
    );
  }, [locale]);
  if (!applyUpdate) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>
        <Trans>A new version of Badal is ready.</Trans>
      </span>
      <button type="button" className="btn" onClick={applyUpdate}>
        <Trans>Reload</Trans>
      </button>
    </div>
  );
};
