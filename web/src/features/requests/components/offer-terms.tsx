import type { TradeRequest } from '@badal/contracts';
import { RequestType } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { Isolate } from '../../../components/isolate';
import { formatFils } from '../../../lib/format-fils';
import { useLocale } from '../../../lib/messages';

/**
 * The offer on the table as I read it: a price, or the money added to a barter and who pays it
 * (positive `cashFils` is paid by the request's sender).
 */
export const OfferTerms = ({ request }: { request: Pick<TradeRequest, 'type' | 'role' | 'negotiation'> }) => {
  const locale = useLocale();
  const { priceFils, cashFils } = request.negotiation;
  if (request.type === RequestType.sale) {
    if (priceFils === null) return null;
    const price = formatFils(priceFils, locale);
    return (
      <p className="offer-terms" data-testid="offer-terms">
        <Trans>
          Price offered: <Isolate>{price}</Isolate>
        </Trans>
      </p>
    );
  }
  if (!cashFils) return null;
  const amount = formatFils(Math.abs(cashFils), locale);
  const iPay = cashFils > 0 === (request.role === 'sender');
  return (
    <p className="offer-terms" data-testid="offer-terms">
      {iPay ? (
        <Trans>
          Plus <Isolate>{amount}</Isolate> from me
        </Trans>
      ) : (
        <Trans>
          Plus <Isolate>{amount}</Isolate> from the other member
        </Trans>
      )}
    </p>
  );
};
