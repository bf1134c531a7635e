import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useMessages } from '../lib/messages';

/**
 * What a part shows when its data could not be loaded: 'An error occurred' (spec §8) and a way to
 * ask again. The failure itself was reported when it happened.
 */
export const LoadFailed = ({
  onRetry,
  className = 'empty-state',
  children,
}: {
  onRetry: () => void;
  className?: string;
  /** Shown above the message (a heading where the part has one). */
  children?: ReactNode;
}) => {
  const text = useMessages();
  return (
    <div className={className} role="alert">
      {children}
      <p>{text('error.occurred')}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
};
