import { BANNER_SHAPES, BannerType } from '@badal/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../../components/form/field-error';
import { Isolate } from '../../../components/isolate';
import { formatNumber } from '../../../lib/format';
import { formatFils } from '../../../lib/format-fils';
import { useLocale } from '../../../lib/messages';

export const PLACEMENT_NAMES: Record<BannerType, MessageDescriptor> = {
  [BannerType.horizontal]: msg`Horizontal banner`,
  [BannerType.vertical]: msg`Vertical banner`,
  [BannerType.double]: msg`Double banner`,
};

const ORDER: readonly BannerType[] = [BannerType.horizontal, BannerType.vertical, BannerType.double];

/** The three placements as radio cards: each one's shape and its price a day. */
export const PlacementChoice = ({
  prices,
  error,
  field,
}: {
  prices: Record<BannerType, number | null> | null;
  error: string | undefined;
  field: UseFormRegisterReturn;
}) => {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <fieldset className="placement-choice" aria-describedby={error ? 'placement-error' : undefined}>
      <legend>
        <Trans>Placement</Trans>
      </legend>
      <div className="placement-options">
        {ORDER.map((type) => {
          const shape = BANNER_SHAPES[type];
          const price = prices?.[type] ?? null;
          return (
            <label key={type} className="option-card placement-option">
              <input type="radio" value={String(type)} {...field} data-testid={`placement-${type}`} />
              <span className="placement-shape" style={{ aspectRatio: String(shape.ratio) }} aria-hidden="true" />
              <span className="placement-name">{i18n._(PLACEMENT_NAMES[type])}</span>
              <span className="placement-size">
                <Isolate dir="ltr">
                  {formatNumber(shape.example.width, locale)} × {formatNumber(shape.example.height, locale)}
                </Isolate>
              </span>
              {price !== null && (
                <span className="placement-price">
                  <Trans>{formatFils(price, locale)} a day</Trans>
                </span>
              )}
            </label>
          );
        })}
      </div>
      <FieldError id="placement-error" message={error} />
    </fieldset>
  );
};
