import { Trans } from '@lingui/react/macro';
import { AdPromotionState } from '../../../components/product/ad-promotion-state';
import { AdThumbnail } from '../../../components/product/ad-thumbnail';
import { Price } from '../../../components/product/price';
import type { CallOutput } from '../../../lib/api-client';
import './promotions.css';

export type MyAd = CallOutput<'myProducts'>['data'][number];

/** One of the seller's published ads to promote, each with the promotions it has now. */
export const AdChoice = ({
  ads,
  chosen,
  onChoose,
}: {
  ads: readonly MyAd[];
  chosen: number | null;
  onChoose: (id: number) => void;
}) => (
  <fieldset className="promote-ads">
    <legend>
      <Trans>Choose one of your ads</Trans>
    </legend>
    <ul className="plain-list stack">
      {ads.map((ad) => (
        <li key={ad.id}>
          <label className={`promote-ad${chosen === ad.id ? ' promote-ad-chosen' : ''}`} data-testid="promote-ad">
            <input type="radio" name="ad" value={ad.id} checked={chosen === ad.id} onChange={() => onChoose(ad.id)} />
            <AdThumbnail ad={ad} />
            <span className="promote-ad-text">
              <span className="promote-ad-name" dir="auto">
                {ad.name}
              </span>
              <Price value={ad.price} />
              <AdPromotionState ad={ad} />
            </span>
          </label>
        </li>
      ))}
    </ul>
  </fieldset>
);
