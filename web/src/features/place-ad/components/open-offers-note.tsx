import { pathTo } from '@badal/contracts/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { timeLeft } from '../../../lib/time-left';
import { useNow } from '../../../lib/use-now';

/**
 * My ads (issue #32): the offers waiting on an ad and the time left on the first to expire (as
 * each offer shows its own on the request), leading to the requests where they are answered.
 * Nothing when none waits. `now` is for tests; the page goes by useNow.
 */
export const OpenOffersNote = ({
  offers,
  now,
}: {
  offers: { count: number; nextExpiresAt: string | null };
  now?: number;
}) => {
  const { t } = useLingui();
  const locale = useLocale();
  const clock = useNow();
  if (offers.count === 0) return null;
  const shown = formatNumber(offers.count, locale);
  const left = offers.nextExpiresAt ? timeLeft(offers.nextExpiresAt, now ?? clock) : null;
  return (
    <p className="my-ad-offers" data-testid="my-ad-offers">
      <Link href={pathTo('profile:requests')}>
        {t({ message: plural(offers.count, { one: '1 open offer', other: `${shown} open offers` }) })}
      </Link>
      {left && (
        <>
          {' · '}
          <Trans>
            the first expires in {left.hours} h {left.minutes} min
          </Trans>
        </>
      )}
    </p>
  );
};
