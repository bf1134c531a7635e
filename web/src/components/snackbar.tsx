import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { snackbar, useSnack } from '../lib/snackbar';
import { CloseIcon } from './icons';
import './snackbar.css';

const DURATION_MS = { info: 4000, success: 4000, error: 6000 } as const;

/** The app's one snackbar (spec §2); red for errors. Errors are announced assertively. */
export const Snackbar = () => {
  const snack = useSnack();
  const { t } = useLingui();
  useEffect(() => {
    if (!snack || snack.sticky) return;
    const timer = setTimeout(() => snackbar.dismiss(snack.id), DURATION_MS[snack.tone]);
    return () => clearTimeout(timer);
  }, [snack]);
  return (
    <div className="snackbar-region" aria-live={snack?.tone === 'error' ? 'assertive' : 'polite'}>
      {snack && (
        <div
          className={`snackbar snackbar-${snack.tone}`}
          role={snack.tone === 'error' ? 'alert' : 'status'}
          data-testid="snackbar"
        >
          <span>{snack.text}</span>
          <button
            type="button"
            className="snackbar-close"
            onClick={() => snackbar.dismiss(snack.id)}
            aria-label={t`Dismiss`}
          >
            <CloseIcon />
          </button>
        </div>
      )}
    </div>
  );
};
