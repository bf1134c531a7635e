import { pathTo } from '@badal/contracts/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Isolate } from '../../../components/isolate';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';

const HOUR_MS = 3_600_000;

/** Whole hours left until `at` (at least one while any time is left); null when none is. */
export const hoursLeft = (at: string | null, now: Date): number | null => {
  if (at === null) return null;
  const left = new Date(at).getTime() - now.getTime();
  return left > 0 ? Math.max(1, Math.floor(left / HOUR_MS)) : null;
};

/**
 * My ads (issue #32): the offers waiting on an ad and the time left on the first to expire,
 * leading to the requests where they are answered. Nothing when none waits.
 */
export const OpenOffersNote = ({
  offers,
  now = new Date(),
}: {
  offers: { count: number; nextExpiresAt: string | null };
  now?: Date;
}) => {
  const { t } = useLingui();
  const locale = useLocale();
  if (offers.count === 0) return null;
  const shown = formatNumber(offers.count, locale);
  const hours = hoursLeft(offers.nextExpiresAt, now);
  return (
    <p className="my-ad-offers" data-testid="my-ad-offers">
      <Link href={pathTo('profile:requests')}>
        {t({ message: plural(offers.count, { one: '1 open offer', other: `${shown} open offers` }) })}
      </Link>
      {hours !== null && (
        <>
          {' · '}
          <Trans>
            the first expires in <Isolate>{formatNumber(hours, locale)}</Isolate> h
          </Trans>
        </>
      )}
    </p>
  );
};
