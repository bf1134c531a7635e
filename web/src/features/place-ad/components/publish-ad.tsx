import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useReportError } from '../../../lib/report-error';
import { useSession } from '../../../lib/session';
import { finishAd } from '../api/finish-ad';
import { useStoreDraft } from '../api/get-draft';
import { isMyAdsKey } from '../api/get-my-ads';
import { forgetHeldDetails } from '../details-store';
import { useWizardNavigate } from '../flow-navigation';

/** Publishes the draft (POST /ad/finish) and opens the done page with a link to the new product. */
export const PublishAd = () => {
  const { t } = useLingui();
  const report = useReportError();
  const storeDraft = useStoreDraft();
  const { mutate } = useSWRConfig();
  const userId = useSession()?.userId ?? null;
  const go = useWizardNavigate();
  const [busy, setBusy] = useState(false);

  const publish = async () => {
    setBusy(true);
    try {
      const { product, moderation } = await finishAd();
      if (userId !== null) forgetHeldDetails(userId);
      await storeDraft({ product: null, step: 0 });
      // Every cached page of "my ads" misses the new product.
      void mutate(isMyAdsKey, undefined, { revalidate: true });
      go.done({
        slug: product.slug,
        categorySlug: product.categories[0]?.slug ?? null,
        // Issue #31: the spam rules may hold a new ad for an operator's review.
        held: moderation?.state === 'held',
      });
    } catch (error) {
      report(error);
      setBusy(false);
    }
  };

  return (
    <button type="button" className="btn btn-accent" onClick={publish} disabled={busy} aria-busy={busy || undefined}>
      {busy ? t`Publishing…` : <Trans>Publish the ad</Trans>}
    </button>
  );
};
