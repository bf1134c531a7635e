/** The editorial content, in the request language: the company values and the about pages. */
import type { AboutPage, AboutUsEntry, CompanyValue, Locale } from '@badal/contracts';
import { asc, inArray } from 'drizzle-orm';
import { aboutPages, companyValues, leadershipMembers } from '../db/schema.js';
import { inLocale } from './catalogue/in-locale.js';
import { mediaUrl, type UpstreamContext } from './context.js';

const imageRef = (url: string | null) => (url === null ? null : { url });

export const companyValuesIn = async (ctx: UpstreamContext, locale: Locale): Promise<CompanyValue[]> => {
  const rows = await ctx.db.select().from(companyValues).orderBy(asc(companyValues.position), asc(companyValues.id));
  return rows.map((row) => ({
    id: row.id,
    title: inLocale(locale, row.titleEn, row.titleAr),
    description: inLocale(locale, row.descriptionEn, row.descriptionAr),
    image: imageRef(mediaUrl(ctx, row.imagePath)),
  }));
};

/** The about pages, the leadership members on theirs. */
export const aboutPagesIn = async (ctx: UpstreamContext, locale: Locale): Promise<AboutUsEntry[]> => {
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
};
