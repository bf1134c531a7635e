import type { AdState } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Isolate } from '../../../components/isolate';
import { Modal } from '../../../components/modal';
import { AdStateBadge } from '../../../components/product/ad-state-badge';
import { markSold, renewAd } from '../../../lib/ad-life';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { useNow } from '../../../lib/use-now';
import './ad-life.css';

export interface AdLifeFacts {
  id: number;
  adState: AdState;
  endsAt: string;
  renewableAt: string | null;
}

const HOUR_MS = 3_600_000;
/** The owner is told 3 days before the end (the API's notice); from then My ads shows the time left. */
const NOTICE_HOURS = 72;

/** Whole days and hours left of a run within its notice (at least an hour while any is left); null outside it. */
export const endingSoon = (endsAt: string, now: Date): { days: number; hours: number } | null => {
  const left = new Date(endsAt).getTime() - now.getTime();
  if (!(left > 0) || left > NOTICE_HOURS * HOUR_MS) return null;
  const hours = Math.max(1, Math.floor(left / HOUR_MS));
  return { days: Math.floor(hours / 24), hours: hours % 24 };
};

const EndingIn = ({ days, hours }: { days: number; hours: number }) => (
  <span className="ad-life-ending" data-testid="ad-ending">
    <Trans>
      Ends in {days} d {hours} h
    </Trans>
  </span>
);

/**
 * My ads (issue #32): until when a live ad runs (its time left within the 3-day notice), 'Ended' with Renew for an ended one (Renew for a
 * live one too, once its 48 hours since the last renewal are over), and 'Mark as sold' — sold
 * outside Badal, asked first since it cannot be undone (a deal in Badal is marked from its request).
 */
export const AdLifeActions = ({ ad, now: given }: { ad: AdLifeFacts; now?: Date }) => {
  // The page goes by useNow (hydration-safe, ticking); tests give their own instant.
  const clock = useNow();
  const now = given ?? new Date(clock);
  const { t } = useLingui();
  const locale = useLocale();
  const report = useReportError();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  // A sold or exchanged ad has nothing left to do; its status label says which.
  if (ad.adState === 'sold' || ad.adState === 'exchanged') return null;
  const ending = endingSoon(ad.endsAt, now);
  const renewable = ad.renewableAt === null || new Date(ad.renewableAt).getTime() <= now.getTime();
  const run = async (work: () => Promise<unknown>, done: string) => {
    setAsking(false);
    setBusy(true);
    try {
      await work();
      snackbar.show(done, 'success');
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="ad-life-actions" data-testid="ad-life">
      {ad.adState === 'ended' ? (
        <AdStateBadge state="ended" />
      ) : ending ? (
        <EndingIn {...ending} />
      ) : (
        <span className="muted">
          <Trans>
            Runs until <Isolate>{formatDate(ad.endsAt, locale)}</Isolate>
          </Trans>
        </span>
      )}
      {renewable && (
        <button
          type="button"
          className={ad.adState === 'ended' ? 'btn' : 'btn btn-outline'}
          disabled={busy}
          onClick={() => void run(() => renewAd(ad.id), t`Your ad was renewed.`)}
        >
          <Trans>Renew</Trans>
        </button>
      )}
      <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setAsking(true)}>
        <Trans>Mark as sold</Trans>
      </button>
      <Modal title={t`Mark as sold`} open={asking} onClose={() => setAsking(false)}>
        <p>
          <Trans>Mark this ad as sold outside Badal? It leaves search and its open requests are closed.</Trans>
        </p>
        <div className="ad-life-actions">
          <button
            type="button"
            className="btn"
            onClick={() => void run(() => markSold(ad.id, null), t`Your ad was marked as sold.`)}
          >
            <Trans>Yes, it was sold</Trans>
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setAsking(false)}>
            <Trans>No</Trans>
          </button>
        </div>
      </Modal>
    </div>
  );
};
