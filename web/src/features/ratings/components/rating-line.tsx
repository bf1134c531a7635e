import { Trans } from '@lingui/react/macro';
import { Isolate } from '../../../components/isolate';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import type { UserRatings } from '../api/ratings';
import { Stars } from './stars';

type Summary = UserRatings['asSeller'];

/** An average and a count in one line ("★★★★☆ 4 · 1 rating"), or 'No ratings yet'. */
export const RatingLine = ({ summary }: { summary: Summary }) => {
  const locale = useLocale();
  if (summary.average === null || summary.count === 0)
    return (
      <span className="muted rating-line">
        <Trans>No ratings yet</Trans>
      </span>
    );
  const count = summary.count;
  return (
    <span className="rating-line" data-testid="rating-line">
      <Stars value={summary.average} />
      <strong>{formatNumber(summary.average, locale)}</strong>
      <span className="muted">
        {count === 1 ? (
          <Trans>1 rating</Trans>
        ) : (
          <Trans>
            <Isolate>{formatNumber(count, locale)}</Isolate> ratings
          </Trans>
        )}
      </span>
    </span>
  );
};
