import { type RequestStatus, requestStatusLabel } from '@badal/contracts/core';
import { useLingui } from '@lingui/react/macro';
import './requests.css';

/** A request's status as a coloured label: pending, accepted or rejected (spec §4), or closed (issue #32). */
export const StatusLabel = ({ status }: { status: RequestStatus }) => {
  const { t } = useLingui();
  const label = requestStatusLabel[status];
  const text =
    label === 'pending'
      ? t`Pending`
      : label === 'accepted'
        ? t`Accepted`
        : label === 'rejected'
          ? t`Rejected`
          : t`Closed`;
  return (
    <span className={`request-status request-status-${label}`} data-testid="request-status">
      {text}
    </span>
  );
};
