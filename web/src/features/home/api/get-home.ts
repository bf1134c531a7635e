/**
 * GET /bff/home: the whole home page (banners, popular categories with their products, company
 * values) in one answer. `preloadHome()` starts it before the page's own code has arrived.
 */
import useSWR, { preload } from 'swr';
import { type BffOutput, callBff } from '../../../lib/api-client';
import { useLocale } from '../../../lib/messages';

/** The language is part of the key: the answer is in the page's language. */
export const homeKey = (locale: string) => ['bff.home', locale] as const;

export const fetchHome = (): Promise<BffOutput<'home'>> => callBff('home', {});

export const preloadHome = (locale: string): void => {
  // A failure here is met again by the page's own request, which reports it.
  preload(homeKey(locale), fetchHome).catch(() => {});
};

export const useHome = () => useSWR(homeKey(useLocale()), fetchHome, { revalidateOnFocus: false });
