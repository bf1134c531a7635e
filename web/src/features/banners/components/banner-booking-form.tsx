import {
  BANNER_MAX_DAYS,
  BANNER_MAX_DAYS_AHEAD,
  BANNER_MIN_DAYS,
  BANNER_SHAPES,
  BannerType,
  bannerInputSchema,
  multiplyFils,
  pathTo,
} from '@badal/contracts';
import { kuwaitDayFrom } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { FormAlert } from '../../../components/form/form-alert';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { Isolate } from '../../../components/isolate';
import { ApiError } from '../../../lib/api-error';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { formatNumber } from '../../../lib/format';
import { formatFils } from '../../../lib/format-fils';
import { useLocale } from '../../../lib/messages';
import { useReportError } from '../../../lib/report-error';
import { useNow } from '../../../lib/use-now';
import { bookBanner, useBannerDayPrices } from '../api/banners';
import { type PictureSize, pictureProblem, readPictureSize } from '../banner-picture';
import { PlacementChoice } from './placement-choice';
import './banners.css';

const PICTURE_FORMATS = 'PNG, JPG, WebP';

const FIELDS = ['type', 'title', 'summary', 'date', 'days', 'email', 'phone'] as const;

interface Picture {
  file: File;
  size: PictureSize | null;
  url: string;
}

/**
 * Booking a banner: the placement (its price a day and the size it needs), the picture (checked
 * here before upload and previewed cropped to the placement's shape), title, summary, first day,
 * days, contact and a coupon. 'Pay' books it (unpaid, in the cart) and opens the payment page.
 */
export const BannerBookingForm = ({
  email,
  phone,
  coupon,
  couponField,
}: {
  email: string;
  phone: string;
  /** The coupon code the page's coupon field found valid, if any: booked with the banner. */
  coupon: string | null;
  couponField: (busy: boolean) => ReactNode;
}) => {
  const { t } = useLingui();
  const locale = useLocale();
  const prices = useBannerDayPrices();
  const report = useReportError();
  const now = new Date(useNow());
  const [picture, setPicture] = useState<Picture | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSchemaForm(bannerInputSchema, {
    type: String(BannerType.horizontal),
    title: '',
    summary: '',
    date: kuwaitDayFrom(now, 1),
    days: '7',
    email,
    phone,
  });
  const { errors, isSubmitting } = form.formState;
  const type = Number(form.watch('type')) as BannerType;
  const days = Number(form.watch('days'));
  const shape = BANNER_SHAPES[type] ?? BANNER_SHAPES[BannerType.horizontal];
  const dayPrice = prices.data?.[type] ?? null;
  const total = dayPrice !== null && Number.isInteger(days) && days >= 1 ? multiplyFils(dayPrice, days) : null;

  useEffect(() => () => (picture ? URL.revokeObjectURL(picture.url) : undefined), [picture]);
  // The same picture may fit one placement and not another.
  useEffect(() => {
    if (picture) setPictureError(pictureProblem(picture.file, picture.size, type));
  }, [picture, type]);

  const choose = async (file: File | undefined) => {
    setPicture(null);
    setPictureError(null);
    if (!file) return;
    const size = await readPictureSize(file);
    setPicture({ file, size, url: URL.createObjectURL(file) });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    if (!picture) return setPictureError('validation.file');
    const refused = pictureProblem(picture.file, picture.size, values.type);
    if (refused) return setPictureError(refused);
    try {
      setProgress(0);
      await bookBanner(
        {
          type: values.type,
          title: values.title,
          summary: values.summary,
          date: values.date,
          days: values.days,
          email: values.email,
          phone: values.phone,
          code: coupon ?? undefined,
        },
        picture.file,
        setProgress,
      ).done;
      // A full page load: the payment page's CSP lets the card provider in.
      const to = pathTo('payment', undefined, locale);
      window.location.assign(coupon ? `${to}?coupon=${encodeURIComponent(coupon)}` : to);
    } catch (error) {
      setProgress(null);
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.images) setPictureError(fields.images);
      // The coupon is checked again by the server: its reason shows above the button.
      if (fields.code) setProblem(fields.code);
      const placed = applyServerFieldErrors(error, form.setError, FIELDS);
      if (!fields.images && !fields.code && placed === 0) report(error);
    }
  });

  const busy = isSubmitting || progress !== null;
  return (
    <section className="card stack banner-booking" aria-labelledby="banner-form-title">
      <h2 id="banner-form-title">
        <Trans>Book a banner</Trans>
      </h2>
      <form id="banner-form" className="stack" onSubmit={onSubmit} noValidate>
        <PlacementChoice prices={prices.data ?? null} error={errors.type?.message} field={form.register('type')} />
        <div className="field">
          <label htmlFor="banner-picture">
            <Trans>Banner picture</Trans>
          </label>
          <input
            id="banner-picture"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={pictureError ? 'banner-picture-hint banner-picture-error' : 'banner-picture-hint'}
            aria-invalid={pictureError ? true : undefined}
            onChange={(event) => void choose(event.target.files?.[0])}
            data-testid="banner-picture"
          />
          <span className="field-hint" id="banner-picture-hint">
            <Trans>
              A picture (<Isolate dir="ltr">{PICTURE_FORMATS}</Isolate>) of at least{' '}
              <Isolate dir="ltr">
                {formatNumber(shape.minimum.width, locale)} × {formatNumber(shape.minimum.height, locale)}
              </Isolate>{' '}
              pixels, shaped like{' '}
              <Isolate dir="ltr">
                {formatNumber(shape.example.width, locale)} × {formatNumber(shape.example.height, locale)}
              </Isolate>
              .
            </Trans>
          </span>
          <FieldError id="banner-picture-error" message={pictureError ?? undefined} />
        </div>
        {picture && !pictureError && (
          <figure className="banner-preview" style={{ aspectRatio: String(shape.ratio) }}>
            <img src={picture.url} alt={t`Your banner as it will be shown`} />
          </figure>
        )}
        <TextField label={t`Banner title`} maxLength={60} error={errors.title?.message} {...form.register('title')} />
        <TextAreaField
          label={t`Summary (optional)`}
          maxLength={200}
          rows={3}
          error={errors.summary?.message}
          {...form.register('summary')}
        />
        <div className="field-row">
          <TextField
            label={t`First day`}
            type="date"
            min={kuwaitDayFrom(now)}
            max={kuwaitDayFrom(now, BANNER_MAX_DAYS_AHEAD)}
            error={errors.date?.message}
            {...form.register('date')}
          />
          <TextField
            label={t`Days`}
            type="number"
            inputMode="numeric"
            min={BANNER_MIN_DAYS}
            max={BANNER_MAX_DAYS}
            error={errors.days?.message}
            {...form.register('days')}
          />
        </div>
        <TextField
          label={t`Contact e-mail`}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t`Contact mobile number`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          addon="+965"
          dir="ltr"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </form>
      {couponField(busy)}
      <p className="banner-total" data-testid="banner-total">
        {total === null ? null : (
          <Trans>
            Total: <strong>{formatFils(total, locale)}</strong> for {formatNumber(days, locale)} days, before any coupon
          </Trans>
        )}
      </p>
      <FormAlert message={problem} />
      {progress !== null && (
        <progress className="upload-progress" value={progress} max={1} aria-label={t`Uploading the picture`} />
      )}
      <div>
        <button type="submit" form="banner-form" className="btn" disabled={busy} data-testid="banner-pay">
          {busy ? <Trans>Booking…</Trans> : <Trans>Pay</Trans>}
        </button>
      </div>
    </section>
  );
};
