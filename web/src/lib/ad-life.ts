/**
 * The owner's changes to an ad's life (issue #32): mark it sold (in a request, or outside Badal),
 * renew it. In lib because My ads (place-ad) and a request's deal panel (ratings) both make them.
 */
import { mutate } from 'swr';
import { type CallOutput, callApi } from './api-client';

/** Every "my ads" page and request list is stale after a change of an ad's life. */
const refreshLists = () =>
  mutate((key) => Array.isArray(key) && (key[0] === 'myProducts' || String(key[0]).startsWith('request')));

export const markSold = async (productId: number, requestId: number | null): Promise<CallOutput<'markSold'>> => {
  const life = await callApi('markSold', { params: { id: productId }, body: { requestId } });
  await refreshLists();
  return life;
};

export const renewAd = async (productId: number): Promise<CallOutput<'renewAd'>> => {
  const life = await callApi('renewAd', { params: { id: productId }, body: {} });
  await refreshLists();
  return life;
};
