import type { RequestStep } from '@badal/contracts';
import { isolateText } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { formatFils } from '../../../lib/format-fils';
import { useLocale } from '../../../lib/messages';
import { useRequestHistory } from '../api/offers';

/** The steps of a negotiation, oldest first, loaded when opened; both people see the same. */
export const OfferHistory = ({ requestId, role }: { requestId: number; role: 'sender' | 'receiver' }) => {
  const { t } = useLingui();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const history = useRequestHistory(requestId, open);
  const terms = (step: RequestStep) =>
    step.priceFils !== null
      ? isolateText(formatFils(step.priceFils, locale))
      : step.cashFils
        ? isolateText(formatFils(Math.abs(step.cashFils), locale))
        : '';
  // Whole sentences per step and author, so each language orders its own words.
  const line = (step: RequestStep): string => {
    const mine = step.by === role;
    const amount = terms(step);
    switch (step.kind) {
      case 'offer':
        // A barter without money has no amount to name.
        if (!amount) return mine ? t`You made the offer` : t`They made the offer`;
        return mine ? t`You offered ${amount}` : t`They offered ${amount}`;
      case 'counter':
        if (!amount) return mine ? t`You countered` : t`They countered`;
        return mine ? t`You countered with ${amount}` : t`They countered with ${amount}`;
      case 'accept':
        return mine ? t`You accepted` : t`They accepted`;
      case 'reject':
        return mine ? t`You rejected` : t`They rejected`;
      case 'expire':
        return t`The offer expired`;
    }
  };
  return (
    <details
      className="offer-history"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="offer-history"
    >
      <summary>
        <Trans>History of the offer</Trans>
      </summary>
      <ol className="stack">
        {(history.data ?? []).map((step) => (
          <li key={step.id} data-testid="offer-step">
            {line(step)} <span className="muted">{formatDate(step.createdAt, locale)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
};
