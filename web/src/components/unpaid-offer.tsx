import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { useReportError } from '../lib/report-error';

/**
 * Something booked and not paid yet (a banner, a business subscription), offered again on its
 * page: pay for it (the payment page, a full load for its card form) or discard it. Without
 * `payHref` it can only be discarded (a subscription whose meeting time was let go).
 */
export const UnpaidOffer = ({
  testId,
  title,
  children,
  payHref,
  onDiscard,
}: {
  testId: string;
  title: ReactNode;
  children: ReactNode;
  payHref: string | null;
  onDiscard: () => Promise<void>;
}) => {
  const report = useReportError();
  const [discarding, setDiscarding] = useState(false);
  const discard = async () => {
    setDiscarding(true);
    try {
      await onDiscard();
    } catch (error) {
      report(error);
    }
    setDiscarding(false);
  };
  return (
    <section className="card stack" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`}>{title}</h2>
      {children}
      <div className="row">
        {payHref && (
          <a className="btn" href={payHref} data-testid={`${testId}-pay`}>
            <Trans>Pay for it</Trans>
          </a>
        )}
        <button
          type="button"
          className="btn btn-outline"
          disabled={discarding}
          onClick={() => void discard()}
          data-testid={`${testId}-discard`}
        >
          <Trans>Discard it</Trans>
        </button>
      </div>
    </section>
  );
};
