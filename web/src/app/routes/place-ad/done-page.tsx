import { useSearch } from 'wouter';
import {
  HeldForReview,
  heldFrom,
  NothingPublished,
  Published,
  publishedFrom,
} from '../../../features/place-ad/components/publish-done';

/** /place-ad/done: the ad is published (or waits for review); a link to it, to "my ads" and to place another. */
export const DonePage = () => {
  const search = useSearch();
  const productHref = publishedFrom(search);
  if (!productHref) return <NothingPublished />;
  return heldFrom(search) ? <HeldForReview /> : <Published productHref={productHref} />;
};
