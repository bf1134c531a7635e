/**
 * Booked banners: the placements' prices, booking one (the picture uploaded with progress), the
 * member's banners and the unpaid one, discarding it; and the operator's review queue.
 */
import { BANNER_PRICE_KEYS, BannerType, decimalToFils, type PlacedBannerStatus } from '@badal/contracts';
import useSWR from 'swr';
import { type CallInput, type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { type Upload, uploadCall } from '../../../lib/upload';

export type PlacedBanner = CallOutput<'myBanners'>[number];
export type BannerForReview = CallOutput<'bannersForReview'>[number];
export type BannerFields = NonNullable<CallInput<'placeBanner'>['body']>;

const PRICE_KEYS = Object.values(BANNER_PRICE_KEYS).join(',');

/** Each placement's price a day in fils (null while unknown or not set). */
export const useBannerDayPrices = () =>
  useSWR(
    callKey('settingsKeys', { query: { keys: PRICE_KEYS } }),
    async () => {
      const values = await callApi('settingsKeys', { query: { keys: PRICE_KEYS } });
      const price = (type: BannerType) => {
        const value = values[BANNER_PRICE_KEYS[type]];
        return value ? decimalToFils(value) : null;
      };
      return {
        [BannerType.double]: price(BannerType.double),
        [BannerType.horizontal]: price(BannerType.horizontal),
        [BannerType.vertical]: price(BannerType.vertical),
      } as Record<BannerType, number | null>;
    },
    { revalidateOnFocus: false },
  );

export const useMyBanners = () => useSWR(callKey('myBanners'), () => callApi('myBanners', {}));

const UNPAID_QUERY = { type: 2 } as const;

export const useUnpaidBanner = () =>
  useSWR(callKey('unpaidBanner', { query: UNPAID_QUERY }), () => callApi('unpaidBanner', { query: UNPAID_QUERY }), {
    revalidateOnFocus: false,
  });

/** Only fields with a value are sent (§5 "Banner uploads send only truthy fields"). */
export const bookBanner = (
  fields: BannerFields,
  picture: File,
  onProgress: (fraction: number) => void,
): Upload<PlacedBanner> => {
  const truthy = Object.fromEntries(Object.entries(fields).filter(([, value]) => Boolean(value))) as BannerFields;
  return uploadCall('placeBanner', { body: truthy, files: { images: [picture] } }, { onProgress });
};

export const discardBanner = (id: number) => callApi('deleteBanner', { params: { id }, body: {} });

export const useBannersForReview = (status: PlacedBannerStatus) =>
  useSWR(callKey('bannersForReview', { query: { status } }), () => callApi('bannersForReview', { query: { status } }));

export const approveBanner = (id: number) => callApi('approveBanner', { params: { id }, body: {} });

export const rejectBanner = (id: number, reason: string) =>
  callApi('rejectBanner', { params: { id }, body: { reason } });
