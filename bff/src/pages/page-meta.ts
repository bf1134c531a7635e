import { type Locale, splitLocalePrefix } from '@badal/contracts';
import type { PageMeta } from './html-template.js';
import type { PageData } from './page-data.js';

const SITE = {
  en: {
    title: 'Badal — buy, sell and barter in Kuwait',
    description:
      'Badal is the marketplace of Kuwait to buy, sell and barter cars, phones, furniture and more, in English and Arabic.',
    notFound: '404 Not Found — Badal',
  },
  ar: {
    title: 'بدل — بيع وشراء ومقايضة في الكويت',
    description: 'بدل هو سوق الكويت لبيع وشراء ومقايضة السيارات والهواتف والأثاث والمزيد، بالعربية والإنجليزية.',
    notFound: '404 الصفحة غير موجودة — بدل',
  },
} as const;

/** Generic page meta with canonical and hreflang alternates for the page's path in each language. */
export const basePageMeta = (
  origin: string,
  pathname: string,
  search: string,
  locale: Locale,
  notFound = false,
): PageMeta => {
  const { path } = splitLocalePrefix(pathname);
  const suffix = path === '/' ? '' : path;
  const url = (prefix: string) => `${origin}${prefix}${suffix || (prefix ? '' : '/')}${search}`;
  return {
    title: notFound ? SITE[locale].notFound : SITE[locale].title,
    description: SITE[locale].description,
    canonical: url(locale === 'ar' ? '/ar' : ''),
    alternates: [
      { hreflang: 'en', href: url('/en') },
      { hreflang: 'ar', href: url('/ar') },
      { hreflang: 'x-default', href: url('') },
    ],
  };
};

/** Page data over the generic meta; media paths become absolute URLs for Open Graph. */
export const withPageData = (meta: PageMeta, data: PageData, origin: string): PageMeta => ({
  ...meta,
  ...(data.title ? { title: data.title } : {}),
  ...(data.description ? { description: data.description } : {}),
  ...(data.image ? { image: new URL(data.image, origin).toString() } : {}),
});
