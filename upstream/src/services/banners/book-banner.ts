/**
 * Booking a banner (POST /banners): everything is checked before anything is stored — the
 * placement, the first day (today in Kuwait up to BANNER_MAX_DAYS_AHEAD), the picture's shape
 * (banner-rules.ts, the same rule the browser applies), the coupon — then the picture is stored
 * and, in one transaction, the member's earlier unpaid banner (if any) is replaced by this one
 * with its cart line. The price is the placement's price a day (settings) times the days.
 */
import { randomBytes } from 'node:crypto';
import {
  BANNER_MAX_DAYS_AHEAD,
  BANNER_PRICE_KEYS,
  BANNER_TYPE_NAMES,
  type BannerType,
  bannerPictureFits,
  daysBetween,
  FeeTypeId,
  kuwaitDay,
  multiplyFils,
} from '@badal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type BannerRow, banners } from '../../db/schema.js';
import { fieldError, HttpError } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { pictureSize } from '../images/picture.js';
import { putCartLine } from '../payments/cart.js';
import { judgeCoupon } from '../payments/coupons.js';
import { lineTitle, lineTitles } from '../payments/line-titles.js';
import { settingFils } from '../settings.js';
import { removeFile, storeFile } from '../storage.js';
import { inTransaction } from '../transactions.js';
import type { UploadedFile } from '../uploaded-file.js';

export interface BannerBooking {
  type: BannerType;
  typeName?: string | undefined;
  title: string;
  summary?: string | undefined;
  date: string;
  days: number;
  email: string;
  phone: string;
  code?: string | undefined;
}

/** The placement's price for one day, in fils. */
export const bannerDayPrice = (db: Db, type: BannerType): Promise<number> => settingFils(db, BANNER_PRICE_KEYS[type]);

const checkBooking = async (
  ctx: UpstreamContext,
  userId: number,
  booking: BannerBooking,
  picture: UploadedFile,
  now: Date,
) => {
  if (booking.typeName !== undefined && BANNER_TYPE_NAMES[booking.type] !== booking.typeName)
    throw fieldError('validation.invalid', 'typeName');
  const ahead = daysBetween(kuwaitDay(now), booking.date);
  if (ahead < 0 || ahead > BANNER_MAX_DAYS_AHEAD) throw fieldError('validation.bannerDate', 'date');
  const size = await pictureSize(picture.data);
  if (!size) throw fieldError('validation.fileType', 'images');
  if (!bannerPictureFits(booking.type, size))
    throw new HttpError(422, 'error.bannerDimensions', { images: ['error.bannerDimensions'] });
  if (booking.code !== undefined) {
    const verdict = await judgeCoupon(ctx.db, booking.code, now, userId);
    if ('refused' in verdict) throw new HttpError(422, verdict.refused, { code: [verdict.refused] });
  }
  return size;
};

export const bookBanner = async (
  ctx: UpstreamContext,
  userId: number,
  booking: BannerBooking,
  picture: UploadedFile,
): Promise<BannerRow> => {
  const now = ctx.clock();
  const size = await checkBooking(ctx, userId, booking, picture, now);
  const priceFils = multiplyFils(await bannerDayPrice(ctx.db, booking.type), booking.days);
  const ext = picture.format?.ext ?? 'png';
  const imagePath = `banners/${userId}-${randomBytes(8).toString('hex')}.${ext}`;
  await storeFile(ctx.storageDir, imagePath, picture.data);
  try {
    const { banner, replaced } = await inTransaction(ctx, async (tx) => {
      const [earlier] = await tx
        .delete(banners)
        .where(and(eq(banners.userId, userId), eq(banners.status, 'unpaid')))
        .returning({ imagePath: banners.imagePath });
      const [row] = await tx
        .insert(banners)
        .values({
          userId,
          type: booking.type,
          titleEn: booking.title,
          titleAr: booking.title,
          summary: booking.summary ?? null,
          link: `/sellers/${userId}`,
          imagePath,
          width: size.width,
          height: size.height,
          status: 'unpaid',
          startsOn: booking.date,
          days: booking.days,
          contactEmail: booking.email.toLowerCase(),
          contactPhone: booking.phone,
          priceFils,
        })
        .returning();
      if (!row) throw new Error('banner not stored');
      // putCartLine replaces the earlier banner's line: one unpaid banner, one line.
      await putCartLine(tx, userId, {
        kind: 'banner',
        feeTypeId: FeeTypeId.banner,
        ...lineTitle(lineTitles.banner, booking.type, booking.title, booking.days),
        amountFils: priceFils,
        data: { bannerId: row.id, type: booking.type, date: booking.date, days: booking.days },
      });
      return { banner: row, replaced: earlier?.imagePath ?? null };
    });
    if (replaced)
      await removeFile(ctx.storageDir, replaced).catch((err) =>
        ctx.log.warn({ err }, 'old banner picture not removed'),
      );
    return banner;
  } catch (error) {
    await removeFile(ctx.storageDir, imagePath).catch(() => undefined);
    throw error;
  }
};
