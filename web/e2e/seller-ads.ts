/**
 * A seller's ads as the journeys about requests read them (the API's seller listing, newest first)
 * and which of them someone has already asked about: the requests journey and the deal walk each
 * take ads of their own kind from it, so they never race for one ad when run side by side.
 */
import type { APIRequestContext } from '@playwright/test';

export interface SellerAd {
  id: number;
  slug: string;
  name: string;
  sellType: string;
  price: number | string | null;
  categories: { slug: string }[];
}

/** `sellerUserId`'s listed ads (up to 60, newest first). */
export const sellerAds = async (api: APIRequestContext, sellerUserId: number): Promise<SellerAd[]> => {
  const profile = (await (await api.get(`/api/users/${sellerUserId}`)).json()) as { seller: { id: number } };
  const listed = (await (await api.get(`/api/products/${profile.seller.id}/sellers?perPage=60`)).json()) as {
    data: SellerAd[];
  };
  return listed.data;
};

/** The ads of `sellerUserId` that the reader of `api` has sent or received a request about. */
export const askedAds = async (api: APIRequestContext, sellerUserId: number): Promise<Set<number>> => {
  const thread = await api.get(`/api/requests/users/${sellerUserId}`);
  if (!thread.ok()) return new Set();
  const { requests } = (await thread.json()) as { requests: { receiverProductId: number }[] };
  return new Set(requests.map((r) => r.receiverProductId));
};
