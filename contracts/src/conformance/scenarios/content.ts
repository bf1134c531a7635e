/** The home page and editorial content: popular categories, company values, about pages, banners. */

import { calls } from '../../calls/index.js';
import { ABOUT_PAGES } from '../../constants.js';
import type { Banner, PopularCategory } from '../../entities/content.js';
import { BANNER_TYPE_NAMES } from '../../enums.js';
import type { SuiteContext } from '../context.js';

type AboutEntry = { slug: string; paragraphs: string[] };

const allAboutPages = (entries: AboutEntry[]) => {
  const missing = ABOUT_PAGES.filter((slug) => !entries.some((e) => e.slug === slug && e.paragraphs.length > 0));
  return missing.length > 0 ? `it lacks ${missing.join(', ')}` : undefined;
};

export const contentChecks = async ({ api, rec }: SuiteContext): Promise<void> => {
  await rec.guard(calls.popularCategoriesProducts, 'home sections', async () => {
    const res = await api.send(calls.popularCategoriesProducts);
    rec.success<PopularCategory[]>(calls.popularCategoriesProducts, 'popular categories with products', res, (list) =>
      list.length === 0 || list.every((c) => c.products.length === 0) ? 'no category has products' : undefined,
    );
  });

  for (const locale of ['en', 'ar'] as const) {
    await rec.guard(calls.companyValues, `company values (${locale})`, async () => {
      const res = await api.send(calls.companyValues, { locale });
      rec.success<unknown[]>(calls.companyValues, `company values (${locale})`, res, (l) =>
        l.length === 0 ? 'none' : undefined,
      );
    });
    await rec.guard(calls.aboutUs, `about pages (${locale})`, async () => {
      rec.success<AboutEntry[]>(
        calls.aboutUs,
        `all five about pages (${locale})`,
        await api.send(calls.aboutUs, { locale }),
        allAboutPages,
      );
    });
  }

  for (const type of [4, 5, 6] as const) {
    await rec.guard(calls.doubleBanners, `banners of type ${type}`, async () => {
      const res = await api.send(calls.doubleBanners, { query: { type, typeName: BANNER_TYPE_NAMES[type] } });
      rec.success<Banner[]>(calls.doubleBanners, `banners of type ${type} (${BANNER_TYPE_NAMES[type]})`, res, (list) =>
        list.some((b) => b.type !== type) ? 'it mixes in banners of another type' : undefined,
      );
    });
  }
};
