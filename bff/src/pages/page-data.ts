/**
 * Page meta for catalogue pages, filled from the upstream data the page shows (title,
 * description, Open Graph image), and whether the thing the URL names exists at all: a missing
 * category, product or seller answers 404 with the app's 404 page.
 */
import {
  type AboutUsEntry,
  type CategoryDetail,
  calls,
  type Locale,
  type Product,
  type PublicUser,
  pathTo,
  SEARCH_SLUG,
} from '@badal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fetchJson } from '../cache/cached-call.js';
import { BffError } from '../lib/bff-error.js';

export interface PageData {
  title?: string;
  description?: string;
  image?: string;
  /** Path (without locale prefix) that should be canonical, when it differs from the URL. */
  canonicalPath?: string;
  notFound?: boolean;
}

const T = {
  en: {
    category: (name: string) => `${name} for sale and barter in Kuwait — Badal`,
    categoryDesc: (name: string) => `Buy, sell and barter ${name} in Kuwait on Badal: new and used, prices in KWD.`,
    search: (text: string) => (text ? `“${text}” — search Badal` : 'Search — Badal'),
    product: (name: string) => `${name} — Badal`,
    seller: (name: string) => `${name} on Badal`,
    sellerDesc: (name: string) =>
      `Products listed by ${name} on Badal, the Kuwaiti marketplace to buy, sell and barter.`,
    about: (title: string) => `${title} — Badal`,
  },
  ar: {
    category: (name: string) => `${name} للبيع والمقايضة في الكويت — بدل`,
    categoryDesc: (name: string) =>
      `بيع واشترِ وقايض ${name} في الكويت على بدل: جديد ومستعمل، والأسعار بالدينار الكويتي.`,
    search: (text: string) => (text ? `«${text}» — البحث في بدل` : 'البحث — بدل'),
    product: (name: string) => `${name} — بدل`,
    seller: (name: string) => `${name} على بدل`,
    sellerDesc: (name: string) => `منتجات ${name} على بدل، سوق الكويت للبيع والشراء والمقايضة.`,
    about: (title: string) => `${title} — بدل`,
  },
} as const;

const brief = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}…` : flat;
};

const orNotFound = async <T>(load: () => Promise<T>): Promise<T | null> => {
  try {
    return await load();
  } catch (error) {
    // A hidden ad (`ad_removed`, issue #31) has no page meta either: the app says it was removed.
    if (error instanceof BffError && ['not_found', 'ad_removed', 'validation'].includes(error.code)) return null;
    throw error;
  }
};

/**
 * The meta needs nothing personal, so it asks as a visitor: from the shared cache, one upstream
 * call for all readers, while the rendered page asks for the reader's own answer (a signed-in
 * reader's product carries isFavorite). Only what a visitor may not see (an owner's listing
 * still in review, say) is asked for again with the reader's session.
 */
const visitorFirst = async <T>(request: FastifyRequest, load: (asVisitor: boolean) => Promise<T>): Promise<T | null> =>
  (await orNotFound(() => load(true))) ?? ((await request.loadSession()) ? orNotFound(() => load(false)) : null);

export const loadPageData = async (
  request: FastifyRequest,
  reply: FastifyReply,
  routeId: string,
  params: Record<string, string>,
  search: URLSearchParams,
  locale: Locale,
): Promise<PageData> => {
  const t = T[locale];
  switch (routeId) {
    case 'category': {
      if (params.slug === SEARCH_SLUG) return { title: t.search(search.get('text') ?? '') };
      const category = await visitorFirst(request, (asVisitor) =>
        fetchJson<CategoryDetail>(
          request,
          reply,
          calls.categoryMini,
          { params: { slug: params.slug } },
          { locale, asVisitor },
        ),
      );
      if (!category) return { notFound: true };
      return {
        title: t.category(category.name),
        description: t.categoryDesc(category.name),
        ...(category.primaryImage ? { image: category.primaryImage.url } : {}),
      };
    }
    case 'product': {
      const product = await visitorFirst(request, (asVisitor) =>
        fetchJson<Product>(
          request,
          reply,
          calls.productBySlug,
          { params: { slug: params.productSlug } },
          { locale, asVisitor },
        ),
      );
      if (!product) return { notFound: true };
      const main = product.images.find((i) => i.isMain) ?? product.images[0];
      const first = product.categories[0];
      return {
        title: t.product(product.name),
        description: brief(product.description || product.name),
        ...(main ? { image: main.url } : {}),
        ...(first ? { canonicalPath: pathTo('product', { slug: first.slug, productSlug: product.slug }) } : {}),
      };
    }
    case 'seller': {
      const seller = await visitorFirst(request, (asVisitor) =>
        fetchJson<PublicUser>(request, reply, calls.showUser, { params: { id: params.userId } }, { locale, asVisitor }),
      );
      if (!seller) return { notFound: true };
      return {
        title: t.seller(seller.fullName),
        description: t.sellerDesc(seller.fullName),
        ...(seller.image ? { image: seller.image.url } : {}),
      };
    }
    default: {
      if (!routeId.startsWith('about')) return {};
      const slug = new URL(request.url, 'http://x').pathname.split('/').pop();
      const entries = await orNotFound(() => fetchJson<AboutUsEntry[]>(request, reply, calls.aboutUs, {}, { locale }));
      const entry = entries?.find((e) => e.slug === slug);
      return entry ? { title: t.about(entry.title), description: brief(entry.paragraphs.join(' ')) } : {};
    }
  }
};
