/** Inserts the company values, about pages with the leadership team, and banners that are missing. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { aboutPages, banners, companyValues, leadershipMembers } from '../db/schema.js';
import { seedAboutPages, seedLeaders } from './content/about-pages.js';
import { seedBanners } from './content/banners.js';
import { seedCompanyValues } from './content/company-values.js';
import { bannerImage, companyValueImage, leaderImage } from './content/content-files.js';

export const seedContent = async (db: Db): Promise<{ content: number; banners: number }> => {
  const values = await db
    .insert(companyValues)
    .values(
      seedCompanyValues.map((v, position) => ({
        key: v.key,
        titleEn: v.title.en,
        titleAr: v.title.ar,
        descriptionEn: v.description.en,
        descriptionAr: v.description.ar,
        imagePath: companyValueImage(v.key).path,
        position,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: companyValues.id });

  const pages = await db
    .insert(aboutPages)
    .values(
      seedAboutPages.map((p, position) => ({
        slug: p.slug,
        titleEn: p.title.en,
        titleAr: p.title.ar,
        paragraphsEn: [...p.paragraphs.en],
        paragraphsAr: [...p.paragraphs.ar],
        position,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: aboutPages.id });

  const [leadership] = await db
    .select({ id: aboutPages.id })
    .from(aboutPages)
    .where(eq(aboutPages.slug, 'our-leadership-team'));
  const leaders = leadership
    ? await db
        .insert(leadershipMembers)
        .values(
          seedLeaders.map((l, position) => ({
            key: l.key,
            pageId: leadership.id,
            nameEn: l.name.en,
            nameAr: l.name.ar,
            roleEn: l.role.en,
            roleAr: l.role.ar,
            imagePath: leaderImage(l.key).path,
            position,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: leadershipMembers.id })
    : [];

  const insertedBanners = await db
    .insert(banners)
    .values(
      seedBanners.map((b, position) => {
        const image = bannerImage(b.key);
        return {
          key: b.key,
          type: b.type,
          titleEn: b.title.en,
          titleAr: b.title.ar,
          link: b.link,
          imagePath: image.path,
          width: image.width,
          height: image.height,
          position,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: banners.id });

  return { content: values.length + pages.length + leaders.length, banners: insertedBanners.length };
};
