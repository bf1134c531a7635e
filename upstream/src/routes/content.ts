/**
 * GET /company-values, GET /aboutus and GET /banners/double?type=&typeName=: the editorial content,
 * in the request language.
 */
import { type AboutPage, BANNER_TYPE_NAMES } from '@badal/contracts';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { aboutPages, banners, companyValues, leadershipMembers } from '../db/schema.js';
import type { CallHandlers } from '../http/api-router.js';
import { fieldError } from '../http-error.js';
import { inLocale } from '../services/catalogue/in-locale.js';
import { mediaUrl, type UpstreamContext } from '../services/context.js';

const imageRef = (url: string | null) => (url === null ? null : { url });

export const contentHandlers = (ctx: UpstreamContext) =>
  ({
    companyValues: async ({ locale }) => {
      const rows = await ctx.db
        .select()
        .from(companyValues)
        .orderBy(asc(companyValues.position), asc(companyValues.id));
      return rows.map((row) => ({
        id: row.id,
        title: inLocale(locale, row.titleEn, row.titleAr),
        description: inLocale(locale, row.descriptionEn, row.descriptionAr),
        image: imageRef(mediaUrl(ctx, row.imagePath)),
      }));
    },

    aboutUs: async ({ locale }) => {
      const pages = await ctx.db.select().from(aboutPages).orderBy(asc(aboutPages.position), asc(aboutPages.id));
      const members =
        pages.length === 0
          ? []
          : await ctx.db
              .select()
              .from(leadershipMembers)
              .where(
                inArray(
                  leadershipMembers.pageId,
                  pages.map((p) => p.id),
                ),
              )
              .orderBy(asc(leadershipMembers.position), asc(leadershipMembers.id));
      return pages.map((page) => ({
        id: page.id,
        slug: page.slug as AboutPage,
        title: inLocale(locale, page.titleEn, page.titleAr),
        paragraphs: inLocale(locale, page.paragraphsEn, page.paragraphsAr),
        members: members
          .filter((m) => m.pageId === page.id)
          .map((m) => ({
            name: inLocale(locale, m.nameEn, m.nameAr),
            role: inLocale(locale, m.roleEn, m.roleAr),
            image: imageRef(mediaUrl(ctx, m.imagePath)),
          })),
      }));
    },

    doubleBanners: async ({ query, locale }) => {
      // type and typeName name the same placement twice; disagreeing ones are a client bug, not a guess.
      if (BANNER_TYPE_NAMES[query.type] !== query.typeName) throw fieldError('validation.invalid', 'typeName');
      const now = ctx.clock();
      const rows = await ctx.db
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.type, query.type),
            eq(banners.status, 'published'),
            // A booked banner shows from its first day for its days; seeded ones have no dates.
            or(isNull(banners.startsAt), lte(banners.startsAt, now)),
            or(isNull(banners.endsAt), gt(banners.endsAt, now)),
          ),
        )
        .orderBy(asc(banners.position), asc(banners.id));
      return rows.map((row) => ({
        id: row.id,
        type: query.type,
        title: inLocale(locale, row.titleEn, row.titleAr),
        link: row.link,
        primaryImage: { url: mediaUrl(ctx, row.imagePath) ?? '', width: row.width, height: row.height },
      }));
    },
  }) satisfies Partial<CallHandlers>;
